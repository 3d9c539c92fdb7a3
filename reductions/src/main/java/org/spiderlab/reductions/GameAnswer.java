package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A {@link GameDecider}'s answer to a {@link GameQuestion} about one game: YES with evidence that
 * {@link GameQuestion#refute} can check, NO with how it was shown, or UNKNOWN with the limit that
 * was hit. Every answer carries the states the decider stored and a line of statistics.
 *
 * @param <E> the evidence of a YES answer
 */
public sealed interface GameAnswer<E> permits GameAnswer.Yes, GameAnswer.No, GameAnswer.Unknown {

  /** States the decider stored (summed over its searches). */
  long states();

  /** One line of statistics for reports (e.g. the solver's); may be empty. */
  String statistics();

  /** The verdict word of this answer for {@code question}: its yes, its no, or {@code UNKNOWN}. */
  default String word(GameQuestion<?> question) {
    if (this instanceof Yes<E>) {
      return question.yes();
    }
    return this instanceof No<E> ? question.no() : "UNKNOWN";
  }

  /** YES, with the evidence. */
  record Yes<E>(E evidence, long states, String statistics) implements GameAnswer<E> {
    public Yes {
      checkNotNull(evidence, "evidence");
      checkNotNull(statistics, "statistics");
    }

    public Yes(E evidence, long states) {
      this(evidence, states, "");
    }
  }

  /** NO; {@code detail} says how it was shown (e.g. the losing arrangement, exhaustion). */
  record No<E>(String detail, long states, String statistics) implements GameAnswer<E> {
    public No {
      checkNotNull(detail, "detail");
      checkNotNull(statistics, "statistics");
    }

    public No(String detail, long states) {
      this(detail, states, "");
    }
  }

  /** No verdict; {@code reason} names the limit that was hit. */
  record Unknown<E>(String reason, long states, String statistics) implements GameAnswer<E> {
    public Unknown {
      checkNotNull(reason, "reason");
      checkNotNull(statistics, "statistics");
    }

    public Unknown(String reason, long states) {
      this(reason, states, "");
    }
  }
}
