package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;

/**
 * What one run of a {@link Pi2Decider} produced: the answer and what it cost.
 *
 * @param answer TRUE, FALSE or UNKNOWN
 * @param refinements CEGAR: existential models added to the candidate solver; enumeration:
 *     universal assignments tried; external solvers: 0
 * @param satCalls Sat4j calls, including the independent check of a counterexample
 * @param time wall-clock time of the run
 */
public record Pi2Result(Pi2Answer answer, long refinements, long satCalls, Duration time) {

  public Pi2Result {
    checkNotNull(answer, "answer");
    checkNotNull(time, "time");
    checkArgument(refinements >= 0 && satCalls >= 0, "counts must be >= 0");
  }
}
