package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What thesis 4.5 predicts for the optimum of a reduced game: a range {@code low..high} of the
 * objective labelled {@code label} (a single value for {@code val(G)}, "below {@code n}" for the
 * tallest run of an unsatisfiable formula's game).
 *
 * @param label {@code VAL} or {@code MAX-RUN}
 * @param low the least value predicted
 * @param high the largest value predicted
 */
public record Prediction(String label, int low, int high) {
  public Prediction {
    checkNotNull(label, "label");
    checkArgument(0 <= low && low <= high, "bad range %s..%s", low, high);
  }

  /** Whether {@code value} is as predicted. */
  public boolean admits(int value) {
    return low <= value && value <= high;
  }

  /** {@code VAL=2}, or {@code MAX-RUN<=70} for a range from 0. */
  @Override
  public String toString() {
    return low == high ? label + "=" + low
        : low == 0 ? label + "<=" + high : label + " in " + low + ".." + high;
  }
}
