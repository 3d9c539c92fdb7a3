package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab convert GAME -o OUT}: converts between the text and the JSON game format. */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = {
        "Convert a game between the text format (.spider) and JSON (.json).",
        "The output format is --to, else OUT's extension (.json is JSON, anything else text). Without -o the result goes to stdout (then --to is required)."})
final class ConvertCommand extends BaseCommand {
  /** Output formats accepted by {@code --to}. */
  enum Target {
    json,
    text
  }

  @Parameters(index = "0", paramLabel = "GAME", description = "the game to convert")
  Path game;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "the file to write")
  Path output;

  @Option(names = "--to", paramLabel = "FORMAT", description = "json or text")
  Target to;

  @Override
  public Integer call() {
    if (output == null && to == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "give -o OUT or --to json|text");
    }
    Game g = GameFiles.read(game);
    GameFiles.Format f = to != null
        ? (to == Target.json ? GameFiles.Format.JSON : GameFiles.Format.TEXT)
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
