package org.spiderlab.verifier;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;
import org.spiderlab.core.Board;
import org.spiderlab.core.BoardView;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.MoveReader;
import org.spiderlab.core.io.TextFiles;

/**
 * The polynomial-time certificate checker of thesis 4.1.8, as an array-based replay: {@code
 * O(total cards moved + moves)} time and {@code O(cards + piles)} memory (the thesis states
 * {@code O(t n^2)}; a move of {@code h} cards costs {@code O(h)} here, see {@link Board}).
 *
 * <p>Stateless and thread-safe: every call replays on its own {@link Board}; the {@link Game} is
 * immutable and may be shared. Certificates are streamed; a file certificate is never held in
 * memory, and the streaming path makes no object per move ({@link MoveReader#advance()} and
 * {@link Board#tryTransfer}); a {@link Move} is made only for an INVALID verdict. Measured
 * throughput: {@code docs/PERFORMANCE.md}, section "Verifier". Depends on {@code core} only.
 *
 * <pre>{@code
 * Game game = GameText.read(Path.of("game.spider"));
 * Verdict v = Verifier.verify(game, Path.of("game.moves"));
 * if (!v.isWon()) System.out.println(v);   // e.g. INVALID at move 17: m 3 2 7: ...
 * }</pre>
 */
public final class Verifier {
  private Verifier() {}

  /**
   * Replays {@code moves} on {@code game}.
   *
   * @param game the game, left unchanged
   * @param moves the certificate, in order
   * @return the verdict: won, not won, or invalid at the first illegal move
   */
  public static Verdict verify(Game game, Iterable<? extends Move> moves) {
    return replay(game, moves).verdict();
  }

  /**
   * What a replay of a certificate established: the verdict and, when every move was legal, the
   * position it ends in, for questions other than "is the game won" (thesis 4.5: how many runs
   * were cleared, how tall a run was built; {@link BoardView#clearedRuns()}, {@link
   * org.spiderlab.core.RunReading#tallest}).
   *
   * @param verdict the verifier's verdict
   * @param end the final position, read only ({@link BoardView#copy()} gives a board to play on
   *     from there), empty for INVALID
   */
  public record Replay(Verdict verdict, Optional<BoardView> end) {
    /**
     * A replay's outcome.
     *
     * @param verdict the verifier's verdict
     * @param end the final position, empty for INVALID
     */
    public Replay {
      requireNonNull(verdict, "verdict");
      requireNonNull(end, "end");
    }
  }

  /**
   * Replays {@code moves} on {@code game}: the verdict and the final position.
   *
   * @param game the game, left unchanged
   * @param moves the certificate, in order
   * @return the verdict and, when every move was legal, the position the certificate ends in
   */
  public static Replay replay(Game game, Iterable<? extends Move> moves) {
    requireNonNull(game, "game");
    requireNonNull(moves, "moves");
    Board board = game.toBoard();
    if (moves instanceof RandomAccess && moves instanceof List<? extends Move> list) {
      int n = list.size();
      for (int i = 0; i < n; i++) {
        Move m = list.get(i);
        if (m == null) {
          throw new NullPointerException("move " + (i + 1) + " is null");
        }
        String why = board.tryApply(m);
        if (why != null) {
          return new Replay(new Verdict.Invalid(i + 1, m, why, 0), Optional.empty());
        }
      }
      return new Replay(finish(board, n), Optional.of(board));
    }
    long index = 0;
    for (Move m : moves) {
      index++;
      if (m == null) {
        throw new NullPointerException("move " + index + " is null");
      }
      String why = board.tryApply(m);
      if (why != null) {
        return new Replay(new Verdict.Invalid(index, m, why, 0), Optional.empty());
      }
    }
    return new Replay(finish(board, index), Optional.of(board));
  }

  /**
   * Streams the certificate from {@code reader} and replays it on {@code game}. Malformed lines
   * throw {@link InputFormatException} naming {@code file} and the line.
   *
   * @param game the game, left unchanged
   * @param reader the certificate in the {@code .moves} format, read to the first illegal move
   *     or to its end; the caller closes it
   * @param file the name that input errors report with the line
   * @return the verdict: won, not won, or invalid at the first illegal move (with its line)
   */
  public static Verdict verify(Game game, Reader reader, String file) {
    requireNonNull(game, "game");
    MoveReader in = new MoveReader(reader, file);
    Board board = game.toBoard();
    long index = 0;
    MoveReader.Kind kind;
    while ((kind = in.advance()) != MoveReader.Kind.END) {
      index++;
      String why = kind == MoveReader.Kind.TRANSFER
          ? board.tryTransfer(in.source(), in.count(), in.target())
          : kind == MoveReader.Kind.DEAL ? board.tryDeal() : board.tryClear(in.source());
      if (why != null) {
        return new Verdict.Invalid(index, in.current(), why, in.line());
      }
    }
    return finish(board, index);
  }

  /**
   * Streams the certificate file at {@code path} and replays it on {@code game}.
   *
   * @param game the game, left unchanged
   * @param path a certificate file in the {@code .moves} format
   * @return the verdict: won, not won, or invalid at the first illegal move (with its line)
   * @throws InputFormatException for a malformed line or a file that cannot be read
   */
  public static Verdict verify(Game game, Path path) {
    try (Reader r = TextFiles.open(path)) {
      return verify(game, r, path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  private static Verdict finish(Board board, long moves) {
    return board.isWon() ? new Verdict.Won(moves) : new Verdict.NotWon(moves, board.describe());
  }
}
