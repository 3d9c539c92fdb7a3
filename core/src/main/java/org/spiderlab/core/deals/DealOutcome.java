package org.spiderlab.core.deals;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * What SpiderLab's solver and KPatience's solver said about one numbered KPatience deal (thesis
 * chapter 3): SpiderLab's status ({@code WINNABLE}, {@code UNWINNABLE}, {@code UNKNOWN}, or
 * {@code INVALID} when a certificate failed the verifier), the limit that made it {@code
 * UNKNOWN}, its time, stored states, peak table bytes and certificate length; KPatience's answer
 * ({@code won}, {@code lost}, {@code unknown}) and time when KPatience was run.
 *
 * @param number KPatience's deal number
 * @param suits 1, 2 or 4
 * @param status SpiderLab's verdict, as above
 * @param limit the limit keyword ({@code timeout}, {@code max-memory}, ...) of an UNKNOWN, else
 *     empty
 * @param millis SpiderLab's solving time
 * @param states states stored by the search
 * @param tableBytes the transposition table's peak bytes
 * @param moves the verified certificate's length, -1 without one
 * @param kpatAnswer KPatience's answer, empty when it was not run
 * @param kpatMillis KPatience's time as it printed it, -1 when it was not run
 */
public record DealOutcome(long number, int suits, String status, String limit, long millis,
    long states, long tableBytes, int moves, String kpatAnswer, long kpatMillis) {

  /** SpiderLab's statuses. */
  public static final String WINNABLE = "WINNABLE";
  public static final String UNWINNABLE = "UNWINNABLE";
  public static final String UNKNOWN = "UNKNOWN";
  /** A certificate that the verifier rejected: a bug, never a verdict. */
  public static final String INVALID = "INVALID";

  public DealOutcome {
    checkArgument(number >= 0, "deal number %s < 0", number);
    checkArgument(suits >= 1 && suits <= 4, "suits %s", suits);
    checkArgument(status.equals(WINNABLE) || status.equals(UNWINNABLE) || status.equals(UNKNOWN)
        || status.equals(INVALID), "unknown status %s", status);
    checkNotNull(limit, "limit");
    checkNotNull(kpatAnswer, "kpatAnswer");
  }

  /** Whether SpiderLab decided the deal. */
  public boolean decided() {
    return status.equals(WINNABLE) || status.equals(UNWINNABLE);
  }

  /** KPatience's answer when it was run. */
  public Optional<String> kpat() {
    return kpatAnswer.isEmpty() ? Optional.empty() : Optional.of(kpatAnswer);
  }

  /** KPatience's time when it was run. */
  public OptionalLong kpatTime() {
    return kpatMillis < 0 ? OptionalLong.empty() : OptionalLong.of(kpatMillis);
  }

  /**
   * Whether the two solvers contradict each other: one says winnable and the other unwinnable
   * (KPatience's {@code won}/{@code lost}). An unknown on either side is no contradiction.
   */
  public boolean disagrees() {
    return (status.equals(WINNABLE) && kpatAnswer.equals("lost"))
        || (status.equals(UNWINNABLE) && kpatAnswer.equals("won"));
  }
}
