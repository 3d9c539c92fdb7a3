package org.spiderlab.core.decide;

import java.time.Duration;

/**
 * A snapshot of a running {@link FairDecider} or {@link EasyDecider} (thesis 4.3, 4.4), handed to
 * {@link DeciderListener#progress}.
 *
 * @param enumerated FAIR: arrangement classes enumerated; k-EASY: positions stored by the prefix
 *     enumeration
 * @param solved games whose solver run has finished (winnable, unwinnable or unknown)
 * @param winnable of those, the winnable ones
 * @param unknown of those, the ones a solver limit left open
 * @param covered the share of the question settled so far, in {@code [0, 1]}: FAIR, the
 *     arrangements (not classes) whose class was solved winnable, over all arrangements;
 *     {@code NaN} when it cannot be told (k-EASY: the end positions are known only at the end)
 * @param elapsed wall-clock time since the decision started
 */
public record DeciderProgress(long enumerated, long solved, long winnable, long unknown,
    double covered, Duration elapsed) {}
