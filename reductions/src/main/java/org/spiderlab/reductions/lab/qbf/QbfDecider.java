package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Options;
import org.spiderlab.reductions.qbf.SkolemTable;

/**
 * A {@link Pi2Decider} as the source side of the cross-check lab (thesis 4.3, 4.4): YES with the
 * checked {@link SkolemTable}, NO, or UNKNOWN. The generic {@link SourceAnswer.No} carries no
 * counterexample; {@link #answer} gives the full {@link Pi2Answer} with it. A TRUE answer without
 * a table (more universal variables than the table limit) is UNKNOWN here, with that reason:
 * the lab checks witnesses, and there is none to check. Thread-safe.
 */
public final class QbfDecider implements SourceDecider<ForallExists, SkolemTable> {
  private final Pi2Decider decider;

  private QbfDecider(Pi2Decider decider) {
    this.decider = checkNotNull(decider, "decider");
  }

  /** Adapts {@code decider} (it should build tables for the formulas it gets). */
  public static QbfDecider of(Pi2Decider decider) {
    return new QbfDecider(decider);
  }

  /**
   * {@link CegarDecider} within {@code timeout}, with tables up to {@link
   * SkolemTable#MAX_UNIVERSALS} universal variables.
   */
  public static QbfDecider cegar(Duration timeout) {
    return of(CegarDecider.of(new Pi2Options(timeout, SkolemTable.MAX_UNIVERSALS)));
  }

  /** The full answer: the table of TRUE, the counterexample of FALSE, the reason of UNKNOWN. */
  public Pi2Answer answer(ForallExists formula) {
    return decider.decide(formula);
  }

  @Override
  public SourceAnswer<SkolemTable> decide(ForallExists formula) {
    Pi2Answer a = answer(formula);
    if (a instanceof Pi2Answer.True t) {
      return t.table().<SourceAnswer<SkolemTable>>map(SourceAnswer.Yes::new)
          .orElseGet(() -> new SourceAnswer.Unknown<>("TRUE, but without a Skolem table ("
              + formula.universals() + " universal variables)"));
    }
    if (a instanceof Pi2Answer.False) {
      return new SourceAnswer.No<>();
    }
    return new SourceAnswer.Unknown<>(((Pi2Answer.Unknown) a).reason());
  }
}
