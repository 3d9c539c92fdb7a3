package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What the test kit's checks found on one source instance of a reduction (thesis chapter 4):
 * the source's answer, the game decider's verdict, every failed {@link Check} in order of
 * precedence, and why the instance stayed undecided, if it did (a decider's limit).
 *
 * @param source the source instance
 * @param sourceYes whether the source decider said YES; empty if it gave no answer or threw
 * @param gameVerdict the game decider's verdict ({@code WINNABLE}, {@code UNWINNABLE}, {@code
 *     UNKNOWN}), or {@code not asked}
 * @param findings the failed checks, in {@link Check} order
 * @param undecided why the decisive checks could not run (a decider's limit); empty when they ran
 * @param certificatesMapped how many winning certificates went through the backward map
 * @param states the states the game decider stored
 * @param millis the time of all checks of the instance
 */
public record InstanceReport<S>(S source, Optional<Boolean> sourceYes, String gameVerdict,
    List<Finding> findings, Optional<String> undecided, int certificatesMapped, long states,
    long millis) {

  public InstanceReport {
    checkNotNull(source, "source");
    checkNotNull(sourceYes, "sourceYes");
    checkNotNull(gameVerdict, "gameVerdict");
    findings = findings.stream().sorted(Comparator.comparing(Finding::check)).toList();
    checkNotNull(undecided, "undecided");
  }

  /** The finding reported first (the lowest {@link Check}); empty when every check passed. */
  public Optional<Finding> primary() {
    return findings.isEmpty() ? Optional.empty() : Optional.of(findings.get(0));
  }

  /** Whether {@code check} failed. */
  public boolean failed(Check check) {
    return findings.stream().anyMatch(f -> f.check() == check);
  }

  /** No check failed (the instance may still be undecided). */
  public boolean passed() {
    return findings.isEmpty();
  }
}
