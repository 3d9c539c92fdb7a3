package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;

/**
 * Limits of {@link SatPlanner}: the largest horizon (moves) to try and the time for the whole
 * deepening, a listener told of each horizon's answer, and whether commuting moves are kept in
 * one canonical order ({@link OrderClauses}; off by default: measured, it does not pay on the
 * positions of docs/PLANNING.md, though it never changes an answer), and the encoding variant
 * ({@link EncodingVariant}; the default unless chosen, for the encoding study).
 *
 * @param maxHorizon the largest number of moves a plan may have (0..{@link
 *     PlanEncoding#MAX_HORIZON})
 * @param timeout the time for all horizons together (at least 1 ms)
 * @param listener told after each horizon
 * @param canonicalOrder whether the formula keeps only one order of commuting moves
 * @param encoding how the formula states a step
 */
public record PlanOptions(int maxHorizon, Duration timeout, PlanListener listener,
    boolean canonicalOrder, EncodingVariant encoding) {

  /** Told of the planner's progress; called on the planning thread. */
  @FunctionalInterface
  public interface PlanListener {
    /**
     * Horizon {@code horizon} was answered.
     *
     * @param horizon moves allowed
     * @param won whether a win within {@code horizon} moves exists
     * @param elapsed time since the planner started
     */
    void horizonDone(int horizon, boolean won, Duration elapsed);
  }

  public PlanOptions {
    checkArgument(maxHorizon >= 0 && maxHorizon <= PlanEncoding.MAX_HORIZON,
        "the horizon must be 0..%s, got %s", PlanEncoding.MAX_HORIZON, maxHorizon);
    checkNotNull(timeout, "timeout");
    checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms, got %s", timeout);
    checkNotNull(listener, "listener");
    checkNotNull(encoding, "encoding");
  }

  /** The given limits, listener and order, in the default encoding. */
  public PlanOptions(int maxHorizon, Duration timeout, PlanListener listener,
      boolean canonicalOrder) {
    this(maxHorizon, timeout, listener, canonicalOrder, EncodingVariant.DEFAULT);
  }

  /** The given limits and listener, without the canonical order. */
  public PlanOptions(int maxHorizon, Duration timeout, PlanListener listener) {
    this(maxHorizon, timeout, listener, false);
  }

  /** Horizon {@code maxHorizon}, time {@code timeout}, no listener, no canonical order. */
  public static PlanOptions of(int maxHorizon, Duration timeout) {
    return new PlanOptions(maxHorizon, timeout, (h, w, d) -> { });
  }

  /** These options with the canonical order switched on or off. */
  public PlanOptions withCanonicalOrder(boolean on) {
    return new PlanOptions(maxHorizon, timeout, listener, on, encoding);
  }

  /** These options with the encoding variant {@code variant}. */
  public PlanOptions withEncoding(EncodingVariant variant) {
    return new PlanOptions(maxHorizon, timeout, listener, canonicalOrder, variant);
  }
}
