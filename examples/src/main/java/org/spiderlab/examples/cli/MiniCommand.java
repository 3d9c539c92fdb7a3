package org.spiderlab.examples.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.spiderlab.examples.mini.MiniGame;
import org.spiderlab.examples.mini.MiniSolver;
import org.spiderlab.examples.mini.MiniText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab mini [GAME]}: an optimal solution of Mini Solitaire, the sibling puzzle of the
 * sources ({@code docs/SIBLINGS.md}), in the source's {@code (from,to)} notation.
 */
@Command(name = "mini", mixinStandardHelpOptions = true,
    description = {
        "Solve Mini Solitaire optimally (A* with an admissible bound; docs/SIBLINGS.md): a card goes onto a higher card of its colour or an empty slot; goal: each colour on one slot, descending.",
        "GAME is a file (mini colours=C cards=N, then slot lines); without it the source's start is dealt: the shuffled cards on the first two slots (--colours, --cards, --slots, --seed).",
        "First line: OPTIMAL: L moves | UNSOLVABLE | UNKNOWN (then the limit). Exit status 0 whenever an answer is printed."})
final class MiniCommand extends BaseCommand {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "a game file")
  Path game;

  @Option(names = "--colours", defaultValue = "2", description = "colours (default 2)")
  int colours;

  @Option(names = "--cards", defaultValue = "4", description = "cards per colour (default 4)")
  int cards;

  @Option(names = "--slots", defaultValue = "4", description = "slots (default 4)")
  int slots;

  @Option(names = "--seed", defaultValue = "1", description = "seed of the shuffle (default 1)")
  long seed;

  @Option(names = "--max-states", defaultValue = "20000000",
      description = "positions stored at most (default 20,000,000)")
  long maxStates;

  @Option(names = "--bfs", description = "breadth-first order instead of A* (for comparison)")
  boolean bfs;

  @Override
  public Integer call() {
    MiniGame g;
    if (game != null) {
      g = InputFiles.read(game, (r, name) -> {
        try {
          return MiniText.parse(new String(readAll(r)), name);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    } else {
      if (colours < 1 || colours > MiniGame.COLOURS.length() || cards < 1 || cards > 64
          || slots < 1 || slots > 16) {
        throw new UserException("--colours 1.." + MiniGame.COLOURS.length()
            + ", --cards 1..64, --slots 1..16", 2);
      }
      g = MiniGame.random(colours, cards, slots, seed);
    }
    if (maxStates < 1) {
      throw new UserException("--max-states must be at least 1, got " + maxStates, 2);
    }
    long t0 = System.nanoTime();
    MiniSolver.Result r = MiniSolver.solve(g, maxStates, !bfs);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (r.status() == MiniSolver.Status.OPTIMAL) {
      out().println("OPTIMAL: " + r.moves().size() + " moves");
      out().println("moves: " + MiniSolver.notation(r.moves()));
    } else {
      out().println(r.status());
      if (r.status() == MiniSolver.Status.UNKNOWN) {
        out().println("limit: " + maxStates + " states");
      }
    }
    out().print(g);
    out().printf(java.util.Locale.ROOT, "search: %s, %,d expanded, %,d stored, %d ms%n",
        bfs ? "breadth-first" : "A*", r.expanded(), r.stored(), ms);
    out().flush();
    return 0;
  }

  private static char[] readAll(java.io.Reader r) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[8192];
    int n;
    while ((n = r.read(buf)) > 0) {
      sb.append(buf, 0, n);
      if (sb.length() > 1 << 20) {
        throw new IOException("longer than 1 MB");
      }
    }
    return sb.toString().toCharArray();
  }
}
