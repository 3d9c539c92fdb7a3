package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The three-valued answer of a {@link SourceDecider}: a YES instance with its witness, a NO
 * instance, or no answer (thesis 4.2: the reference answer a reduction is cross-checked against).
 *
 * @param <W> the witnesses
 */
public sealed interface SourceAnswer<W>
    permits SourceAnswer.Yes, SourceAnswer.No, SourceAnswer.Unknown {

  /** A YES instance; {@code witness} proves it (checked by the decider). */
  record Yes<W>(W witness) implements SourceAnswer<W> {
    public Yes {
      checkNotNull(witness, "witness");
    }
  }

  /** A NO instance. */
  record No<W>() implements SourceAnswer<W> {}

  /** No answer, e.g. {@code timeout after 1 h}. */
  record Unknown<W>(String reason) implements SourceAnswer<W> {
    public Unknown {
      checkNotNull(reason, "reason");
    }
  }
}
