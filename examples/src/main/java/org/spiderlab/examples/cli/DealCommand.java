package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.PysolDeals;
import org.spiderlab.core.gen.StandardDeals;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code spiderlab deal}: writes a standard Spider deal (thesis chapter 3), KPatience's numbered
 * deal exactly as KPatience deals it or SpiderLab's own seeded one.
 */
@Command(name = "deal", mixinStandardHelpOptions = true,
    description = {
        "Write a standard Spider deal of 104 cards: KPatience's deal number N exactly as KPatience deals it (--number), PySolFC's game number N exactly as PySolFC deals it (--numbering pysol --number N, plspider's numbering), or SpiderLab's seeded deal (--random --seed S).",
        "The format follows OUT's extension (.spider text, .json, .kpat a KPatience savegame that kpat --solvegame and KPatience's File, Open load); without -o the text format goes to stdout."})
final class DealCommand extends BaseCommand {
  @Option(names = "--suits", required = true, paramLabel = "S",
      description = "1, 2 or 4 suits")
  int suits;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Which which;

  /** Exactly one of a KPatience deal number or a random seed. */
  static final class Which {
    @Option(names = "--number", paramLabel = "N",
        description = "the deal number N: KPatience's (1..2147483647), or PySolFC's with "
            + "--numbering pysol (1..9223372036854775807)")
    Long number;

    @Option(names = "--random", description = "SpiderLab's seeded deal (with --seed)")
    boolean random;
  }

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1",
      description = "the seed of --random (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--numbering", paramLabel = "WHOSE", defaultValue = "kpatience",
      description = "whose numbering --number follows: kpatience (default) or pysol")
  String numbering;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "the file to write")
  Path output;

  @Override
  public Integer call() {
    OutputFiles.check(output);
    if (suits != 1 && suits != 2 && suits != 4) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--suits must be 1, 2 or 4, got " + suits);
    }
    Game g;
    long number = 0;
    boolean pysol = numbering.equals("pysol");
    if (!pysol && !numbering.equals("kpatience")) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--numbering must be kpatience or pysol, got " + numbering);
    }
    if (which.number != null && pysol) {
      number = which.number;
      if (number < PysolDeals.MIN_NUMBER) {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
            "--number must be at least " + PysolDeals.MIN_NUMBER + " with --numbering pysol, got "
                + number);
      }
      g = PysolDeals.deal(suits, number);
    } else if (which.number != null) {
      number = which.number;
      if (number < KpatienceDeals.MIN_NUMBER || number > KpatienceDeals.MAX_NUMBER) {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
            "--number must be in " + KpatienceDeals.MIN_NUMBER + ".." + KpatienceDeals.MAX_NUMBER
                + ", got " + number);
      }
      g = KpatienceDeals.deal(suits, number);
    } else {
      g = StandardDeals.random(suits, seed);
    }
    if (output == null) {
      GameFiles.write(g, out(), GameFiles.Format.TEXT);
      out().flush();
    } else {
      GameFiles.Format f = GameFiles.forOutput(output);
      GameFiles.write(g, pysol ? 0 : number, output, f);
      out().println("wrote " + output + " (" + f.name().toLowerCase(java.util.Locale.ROOT) + ", "
          + (which.number != null ? (pysol ? "PySolFC game " : "KPatience deal ") + number
              : "seed " + seed) + ", " + g + ")");
    }
    return 0;
  }
}
