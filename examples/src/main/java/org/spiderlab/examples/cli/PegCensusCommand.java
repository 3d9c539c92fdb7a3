package org.spiderlab.examples.cli;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.examples.peg.PegBoard;
import org.spiderlab.examples.peg.PegCensus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code spiderlab peg-census [--board english|FILE]}: the census of a peg-solitaire board, the
 * sibling puzzle of the sources ({@code docs/SIBLINGS.md}).
 */
@Command(name = "peg-census", mixinStandardHelpOptions = true,
    description = {
        "Count, level by level, the positions (up to the board's symmetry and in all), the paths, the game sequences and the solutions of peg solitaire, exactly (docs/SIBLINGS.md).",
        "--board english (default): the 33-hole board with the centre empty; or a FILE with the board's picture (1 peg, 0 empty hole, . no hole)."})
final class PegCensusCommand extends BaseCommand {
  @Option(names = "--board", defaultValue = "english", paramLabel = "english|FILE",
      description = "the board (default ${DEFAULT-VALUE})")
  String board;

  @Override
  public Integer call() {
    PegBoard b;
    if (board.equals("english")) {
      b = PegBoard.english();
    } else {
      Path p = Path.of(board);
      String text;
      try {
        if (Files.size(p) > 1 << 16) {
          throw new InputFormatException(board, 0, "a board picture is at most 64 KB");
        }
        text = Files.readString(p);
      } catch (java.io.IOException e) {
        throw new InputFormatException(board, 0, "cannot read: " + e.getMessage());
      }
      try {
        b = PegBoard.parse(text);
      } catch (IllegalArgumentException e) {
        throw new InputFormatException(board, 0, e.getMessage());
      }
    }
    long t0 = System.nanoTime();
    List<PegCensus.Level> levels = PegCensus.run(b);
    out().printf(Locale.ROOT, "board: %d holes, %d pegs at the start, %d symmetries%n",
        b.holes(), Long.bitCount(b.start()), b.symmetryCount());
    out().println("| pegs | classes | positions | paths | game ends | solutions |");
    out().println("|---:|---:|---:|---:|---:|---:|");
    long classes = 0;
    long positions = 0;
    BigInteger ends = BigInteger.ZERO;
    BigInteger solutions = BigInteger.ZERO;
    for (PegCensus.Level l : levels) {
      out().printf(Locale.ROOT, "| %d | %,d | %,d | %,d | %,d | %,d |%n", l.pegs(), l.classes(),
          l.positions(), l.paths(), l.ends(), l.solutions());
      classes += l.classes();
      positions += l.positions();
      ends = ends.add(l.ends());
      solutions = solutions.add(l.solutions());
    }
    out().printf(Locale.ROOT, "total: %,d classes, %,d positions, %,d game sequences, %,d"
        + " solutions, %.1f s%n", classes, positions, ends, solutions,
        (System.nanoTime() - t0) / 1e9);
    out().flush();
    return 0;
  }
}
