package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab show GAME}: draws a game as columns, as the thesis' figures do. */
@Command(name = "show", mixinStandardHelpOptions = true,
    description = {
        "Draw a game as columns, as the thesis' figures do.",
        "One column per pile with the bottom card in the first row, suit symbols (♠ ♥ ♣ ♦), face-down cards in brackets, then the stock. Wide or tall games are truncated, and the drawing says so."})
final class ShowCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--max-piles", defaultValue = "24", paramLabel = "N",
      description = "draw at most N piles (default ${DEFAULT-VALUE})")
  int maxPiles;

  @Option(names = "--max-rows", defaultValue = "40", paramLabel = "N",
      description = "draw at most N rows per pile (default ${DEFAULT-VALUE})")
  int maxRows;

  @Option(names = "--max-deals", defaultValue = "6", paramLabel = "N",
      description = "list at most N deals of the stock (default ${DEFAULT-VALUE})")
  int maxDeals;

  @Option(names = "--ascii", description = "suit letters S H C D instead of symbols")
  boolean ascii;

  @Override
  public Integer call() {
    GameDrawing drawing;
    try {
      drawing = new GameDrawing(ascii, maxPiles, maxRows, maxDeals);
    } catch (IllegalArgumentException e) {
      throw new UserException(e.getMessage(), 2);
    }
    Game g = GameFiles.read(game);
    out().print(drawing.draw(g));
    out().flush();
    return 0;
  }
}
