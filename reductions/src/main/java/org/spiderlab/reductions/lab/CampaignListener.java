package org.spiderlab.reductions.lab;

/**
 * Observes a {@link Campaign} (a reduction of thesis chapter 4 cross-checked on many source
 * instances) and may stop it, in the manner of the solver's {@code SearchListener}: the library
 * never prints; a command line formats the events as it likes.
 * Called on the thread that runs the campaign; implementations should return quickly.
 *
 * @param <S> the source instances
 */
public interface CampaignListener<S> {

  /** A listener that ignores everything and never stops the campaign. */
  static <S> CampaignListener<S> none() {
    return new CampaignListener<>() {};
  }

  /** Before any check: {@code resumed} of the {@code total} jobs have results from earlier runs. */
  default void resumed(int resumed, int total) {}

  /** A check finished (its result is already stored); {@code progress} counts it. */
  default void finished(CrossCheckResult result, Campaign.Progress progress) {}

  /** Shrinking of a failing job starts (not called for a failure shrunk by an earlier run). */
  default void shrinking(Campaign.Job<S> job, CrossCheckFailure kind) {}

  /** A failure was shrunk, or read back from an earlier run's file. */
  default void shrunk(Campaign.Failure<S> failure) {}

  /**
   * Polled before each check starts and before each shrink; returning {@code true} stops the
   * campaign: checks not yet started are skipped (a later run resumes them), running checks
   * finish and are stored, no failure is shrunk, and the summary says {@code stopped}.
   */
  default boolean shouldStop() {
    return false;
  }
}
