package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.spiderlab.core.Durations;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CampaignListener;
import org.spiderlab.reductions.lab.CrossCheckFailure;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * The command line's text of a cross-check campaign (thesis 4.2, Lemma 4.2.2 on many formulas):
 * the summary table on stdout, and, as a {@link CampaignListener}, the throttled progress line,
 * the resume note and the shrinking notes on stderr.
 */
final class CampaignText<S> implements CampaignListener<S> {
  private final PrintWriter err;
  private final long everyMillis;
  private long lastNanos = System.nanoTime();
  private int resumed;

  /** Progress on {@code err}, at most one line per {@code everyMillis} (and the last one). */
  CampaignText(PrintWriter err, long everyMillis) {
    this.err = err;
    this.everyMillis = everyMillis;
  }

  @Override
  public void resumed(int resumed, int total) {
    this.resumed = resumed;
    if (resumed > 0) {
      line("campaign: resuming, " + resumed + " of " + total + " formulas already done");
    }
  }

  @Override
  public void finished(CrossCheckResult result, Campaign.Progress p) {
    long now = System.nanoTime();
    if (p.done() == p.total() || (now - lastNanos) / 1_000_000 >= everyMillis) {
      lastNanos = now;
      line("campaign: " + progress(p.done(), p.total(), resumed, p.elapsedMillis(), "formulas")
          + ", " + p.failing() + " failing, " + p.undecided() + " undecided");
    }
  }

  @Override
  public void shrinking(Campaign.Job<S> job, CrossCheckFailure kind) {
    line("campaign: shrinking " + kind + " " + job.id());
  }

  /**
   * {@code 120/563 formulas (21%), 4.2/s, ETA 1 min 46 s, 28 s elapsed}: the rate counts only the
   * items done in this run (not the {@code resumed} ones); no ETA before the first.
   */
  static String progress(int done, int total, int resumed, long elapsedMillis, String items) {
    StringBuilder sb = new StringBuilder().append(done).append('/').append(total).append(' ')
        .append(items);
    if (total > 0) {
      sb.append(" (").append(100L * done / total).append("%)");
    }
    int fresh = done - resumed;
    double rate = elapsedMillis > 0 ? fresh * 1000.0 / elapsedMillis : 0;
    if (fresh > 0 && rate > 0) {
      sb.append(", ").append(rate >= 10 ? String.format(Locale.ROOT, "%.0f", rate)
          : String.format(Locale.ROOT, "%.2g", rate)).append("/s");
      if (done < total) {
        long etaMillis = Math.round((total - done) / rate * 1000);
        sb.append(", ETA ").append(Durations.format(Duration.ofSeconds(
            Math.max(1, (etaMillis + 999) / 1000))));
      }
    }
    return sb.append(", ").append(Durations.format(Duration.ofSeconds(elapsedMillis / 1000)
        .plusMillis(elapsedMillis < 10_000 ? elapsedMillis % 1000 / 100 * 100 : 0)))
        .append(" elapsed").toString();
  }

  private void line(String s) {
    err.println(s);
    err.flush();
  }

  /** The summary table of a 3-SAT campaign (thesis 4.2, Lemma 4.2.2). */
  /**
   * On resuming: one line {@code DIR/results.jsonl:LINE: unreadable line skipped (N in all)} on
   * {@code err} when lines of the results file could not be read; those formulas are checked
   * again.
   */
  static void noteUnreadable(ResultsStore store, PrintWriter err) {
    if (store.unreadableLines() > 0) {
      err.println(store.dir().resolve(ResultsStore.FILE) + ":"
          + store.unreadableLineNumbers().get(0) + ": unreadable line skipped ("
          + store.unreadableLines() + " in all); its formula is checked again");
      err.flush();
    }
  }

  static String table(Campaign.Summary<Cnf> s) {
    return table(s, "SAT / UNSAT", "satisfiable", "unsatisfiable", "Lemma 4.2.2",
        " (for random formulas change the clauses-per-variable ratio)");
  }

  /**
   * The summary table of any campaign: {@code words} names the YES / NO counts, {@code yes} and
   * {@code no} the instances, {@code claim} the claim tested, {@code hint} how to get the
   * missing kind.
   */
  static <S> String table(Campaign.Summary<S> s, String words, String yes, String no,
      String claim, String hint) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%-28s %8s%n", "outcome", "formulas"));
    for (Map.Entry<String, Integer> e : s.byHeadline().entrySet()) {
      sb.append(String.format(Locale.ROOT, "%-28s %8d%n", e.getKey(), e.getValue()));
    }
    sb.append(String.format(Locale.ROOT, "%-28s %8d  (%d resumed from earlier runs)%n", "total",
        s.total(), s.resumed()));
    sb.append(String.format(Locale.ROOT, "%s: %d / %d%n", words, s.satisfiable(),
        s.unsatisfiable()));
    if (s.total() > 0 && (s.satisfiable() == 0 || s.unsatisfiable() == 0)) {
      sb.append("warning: no ").append(s.satisfiable() == 0 ? yes : no)
          .append(" formula in this campaign, so one direction of ").append(claim)
          .append(" went untested").append(hint).append('\n');
    }
    sb.append(String.format(Locale.ROOT,
        "solver states: %d in all, %d at most; solver time: %.1f s in all, %.2f s at most%n",
        s.states(), s.maxStates(), s.solveMillis() / 1000.0, s.maxSolveMillis() / 1000.0));
    sb.append(String.format(Locale.ROOT, "check time: %.1f s in all; wall time: %.1f s%n",
        s.checkMillis() / 1000.0, s.wallMillis() / 1000.0));
    if (s.stopped()) {
      sb.append("stopped before the end: run the same command again to resume\n");
    }
    if (s.failures().isEmpty()) {
      sb.append("failures: none\n");
    } else {
      sb.append("failures: ").append(s.failures().size()).append('\n');
      for (Campaign.Failure<S> f : s.failures()) {
        sb.append("  ").append(f.kind()).append(' ').append(f.id()).append(": ")
            .append(f.original()).append("  ->  ").append(f.minimal()).append("  (")
            .append(f.minimalFile()).append(f.provenMinimal() ? ")" : ", budget spent)")
            .append('\n');
      }
    }
    return sb.toString();
  }
}
