package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab convert GAME -o OUT}: converts between the text, the JSON and the KPatience
 * savegame format.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = {
        "Convert a game between the text format (.spider), JSON (.json) and KPatience savegames (.kpat).",
        "The output format is --to, else OUT's extension (.json is JSON, .kpat a KPatience savegame, anything else text). Without -o the result goes to stdout (then --to is required).",
        "A KPatience savegame needs 13 ranks, 10 piles, 1, 2 or 4 suits, at most 5 deals and KPatience's cards less whole runs (docs/FORMATS.md)."})
final class ConvertCommand extends BaseCommand {
  /** Output formats accepted by {@code --to}. */
  enum Target {
    json,
    text,
    kpat
  }

  @Parameters(index = "0", paramLabel = "GAME", description = "the game to convert")
  Path game;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "the file to write")
  Path output;

  @Option(names = "--to", paramLabel = "FORMAT", description = "json, text or kpat")
  Target to;

  @Override
  public Integer call() {
    OutputFiles.check(output, game);
    if (output == null && to == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "give -o OUT or --to json|text|kpat");
    }
    Game g = GameFiles.read(game);
    GameFiles.Format f = to != null
        ? switch (to) {
          case json -> GameFiles.Format.JSON;
          case kpat -> GameFiles.Format.KPAT;
          case text -> GameFiles.Format.TEXT;
        }
        : GameFiles.forOutput(output);
    if (output == null) {
      GameFiles.write(g, out(), f);
      out().flush();
    } else {
      GameFiles.write(g, output, f);
      out().println("wrote " + output + " (" + f.name().toLowerCase(java.util.Locale.ROOT) + ", "
          + g + ")");
    }
    return 0;
  }
}
