package org.spiderlab.reductions;

/**
 * Decides the source problem of a {@link Reduction} independently of the reduction (for 3-SAT:
 * Sat4j), so that the cross-check lab can compare its answer with the game side's (thesis 4.2,
 * Lemma 4.2.2: the source instance is a YES instance iff the reduced game is winnable).
 * Implementations are thread-safe.
 *
 * @param <S> the source instances
 * @param <W> the witnesses of YES instances
 */
@FunctionalInterface
public interface SourceDecider<S, W> {

  /** YES with a witness, NO, or UNKNOWN with a reason (e.g. a time limit). */
  SourceAnswer<W> decide(S source);
}
