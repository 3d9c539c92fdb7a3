package org.spiderlab.reductions;

import org.spiderlab.core.Game;

/**
 * A polynomial-time reduction from a source problem to a question about Spider games (thesis
 * chapter 4), made executable with both witness maps, so that the cross-check lab ({@code
 * org.spiderlab.reductions.lab}) can test it against independent deciders on both sides: {@link
 * #question} is what the game is asked (WINNABLE for 4.2, FAIR for 4.3, k-EASY for 4.4, at least
 * d clears for 4.5), {@link #reduce} builds the game, {@link #forward} turns a source witness into
 * evidence of the game's YES (for WINNABLE a winning certificate: the "if" direction of the
 * reduction's lemma), {@link #backward} turns any such evidence back into a source witness or says
 * why it cannot (the "only if" direction), and {@link #sizeBound} states how big the game may
 * get, so that the size claim of the construction can be checked on every instance.
 *
 * <p>Implementations are stateless and thread-safe; {@code ThreeSatToSpider} (thesis 4.2, in
 * package {@code threesat}) is the first.
 *
 * @param <S> the source instances (e.g. a CNF formula)
 * @param <W> the source witnesses (e.g. a satisfying assignment)
 * @param <I> the reduced instances: the source, the game and whatever layout the maps need
 * @param <E> the evidence of the game's YES answer ({@link GameQuestion}), e.g. a certificate
 */
public interface Reduction<S, W, I extends Reduction.Instance<S>, E> {

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

  /** What the reduced game is asked; a YES instance maps to a game whose answer is YES. */
  GameQuestion<E> question();

  /**
   * Reduces {@code source}.
   *
   * @throws IllegalArgumentException if the source is outside what the construction can express
   *     (e.g. a game larger than {@link Game#MAX_RANK})
   */
  I reduce(S source);

  /**
   * The forward witness map: evidence of the YES answer of {@code instance.game()} (for WINNABLE
   * a winning certificate) built from a witness of the source.
   *
   * @throws IllegalArgumentException if {@code witness} is not a witness of the source
   */
  E forward(I instance, W witness);

  /**
   * The backward witness map: a source witness read from any evidence of the game's YES answer
   * (for WINNABLE: any winning certificate, not only forward ones), or a rejection: the evidence
   * proves nothing (NOT_WON, for a certificate with the verifier's verdict) or it proves YES but
   * encodes no witness (NO_WITNESS: evidence against the construction).
   */
  BackwardResult<W> backward(I instance, E evidence);

  /** Upper bounds of the reduced game's ranks, piles and cards, as a function of the source. */
  SizeBound sizeBound(S source);
}
