package org.spiderlab.reductions;

import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * A polynomial-time reduction from a source problem to Spider (thesis chapter 4), made executable
 * with both witness maps, so that the cross-check lab ({@code org.spiderlab.reductions.lab}) can
 * test it against independent deciders on both sides: {@link #reduce} builds the game, {@link
 * #forward} turns a source witness into a winning certificate (the "if" direction of the
 * reduction's lemma), {@link #backward} turns any winning certificate back into a source witness
 * or says why it cannot (the "only if" direction), and {@link #sizeBound} states how big the game
 * may get, so that the size claim of the construction can be checked on every instance.
 *
 * <p>Implementations are stateless and thread-safe; {@code ThreeSatToSpider} (thesis 4.2, in
 * package {@code threesat}) is the first.
 *
 * @param <S> the source instances (e.g. a CNF formula)
 * @param <W> the source witnesses (e.g. a satisfying assignment)
 * @param <I> the reduced instances: the source, the game and whatever layout the maps need
 */
public interface Reduction<S, W, I extends Reduction.Instance<S>> {

  /**
   * The output of {@link #reduce}: the source instance and its game; implementations add the
   * layout that explains the game and drives the witness maps.
   */
  interface Instance<S> {
    /** The source instance that was reduced. */
    S source();

    /** The reduced game. */
    Game game();
  }

  /** A short name for reports, e.g. {@code 3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1)}. */
  String name();

  /**
   * Reduces {@code source}.
   *
   * @throws IllegalArgumentException if the source is outside what the construction can express
   *     (e.g. a game larger than {@link Game#MAX_RANK})
   */
  I reduce(S source);

  /**
   * The forward witness map: a winning certificate of {@code instance.game()} built from a
   * witness of the source.
   *
   * @throws IllegalArgumentException if {@code witness} is not a witness of the source
   */
  List<Move> forward(I instance, W witness);

  /**
   * The backward witness map: a source witness read from any certificate that wins {@code
   * instance.game()}, or a rejection: the certificate does not win (with the verifier's verdict)
   * or it wins but encodes no witness (evidence against the construction).
   */
  BackwardResult<W> backward(I instance, Iterable<? extends Move> certificate);

  /** Upper bounds of the reduced game's ranks, piles and cards, as a function of the source. */
  SizeBound sizeBound(S source);
}
