package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spiderlab.core.decide.DeciderListener;
import org.spiderlab.core.decide.DeciderProgress;
import org.spiderlab.core.solver.SearchListener;
import org.spiderlab.core.solver.SearchProgress;
import org.spiderlab.core.solver.StagedPass;

/**
 * The command line's {@code --progress}: one line per progress report of the solver or of a
 * decider ({@code fair}, {@code easy}: with a bar when the share settled is known), on a stream.
 */
final class ProgressPrinter implements SearchListener, DeciderListener {
  private final PrintWriter out;
  private final String command;
  private final String items;

  ProgressPrinter(PrintWriter out) {
    this(out, "solver", "states");
  }

  /**
   * A printer of a decider's reports, e.g. {@code command} {@code fair} and {@code items}
   * {@code classes}.
   */
  ProgressPrinter(PrintWriter out, String command, String items) {
    this.out = out;
    this.command = command;
    this.items = items;
  }

  /** Never stops a search or a decision. */
  @Override
  public boolean shouldStop() {
    return false;
  }

  @Override
  public void progress(DeciderProgress p) {
    synchronized (out) {
      out.println(format(p));
      out.flush();
    }
  }

  /**
   * {@code fair: [##########..........]  50.0% covered; 2 classes, 2 solved (2 winnable, 0
   * unknown), 1.2 s}; without the bar when the share is not known.
   */
  String format(DeciderProgress p) {
    StringBuilder sb = new StringBuilder(command).append(": ");
    if (!Double.isNaN(p.covered())) {
      int filled = (int) Math.floor(p.covered() * 20);
      sb.append('[').append("#".repeat(filled)).append(".".repeat(20 - filled)).append("] ")
          .append(String.format(Locale.ROOT, "%5.1f%% covered; ", 100 * p.covered()));
    }
    return sb.append(String.format(Locale.ROOT,
        "%d %s, %d solved (%d winnable, %d unknown), %.1f s", p.enumerated(), items, p.solved(),
        p.winnable(), p.unknown(), p.elapsed().toMillis() / 1000.0)).toString();
  }

  @Override
  public void progress(SearchProgress p) {
    synchronized (out) {
      out.println(format(p));
      out.flush();
    }
  }

  @Override
  public void passEnded(StagedPass pass) {
    synchronized (out) {
      out.println(format(pass));
      out.flush();
    }
  }

  /**
   * {@code best-first pass 3 (stage budget 2000, 2 candidates): 559500 states; stages after 0..5
   * deals: 1 2 4 8 16 32; fewest face-down at their starts: 44 42 38 36 34 28; searched out: 1 2
   * 0 0 0 0; exhausted}; a beam pass says {@code (beam 16, stage budget ...}. "Searched out": the
   * stages that ran out of positions within their budget ({@link
   * StagedPass#stagesSearchedOut}).
   */
  static String format(StagedPass p) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "best-first pass %d (%s%sstage budget %d, %d candidates): %d states", p.number(),
        p.wide() ? "wide, " : "", p.beamWidth() > 0 ? "beam " + p.beamWidth() + ", " : "",
        p.stageBudget(), p.candidates(), p.storedStates()));
    if (!p.stagesStarted().isEmpty()) {
      sb.append("; stages after 0..").append(p.stagesStarted().size() - 1).append(" deals:");
      p.stagesStarted().forEach(n -> sb.append(' ').append(n));
      sb.append("; fewest face-down at their starts:");
      p.fewestFaceDown().forEach(n -> sb.append(' ').append(n < 0 ? "-" : n.toString()));
      sb.append("; searched out:");
      p.stagesSearchedOut().forEach(n -> sb.append(' ').append(n));
    }
    return sb.append("; ").append(p.outcome().name().toLowerCase(Locale.ROOT)).toString();
  }

  /** {@code solver: 1200 states stored, 800 expanded, 600 states/s, table 1.2 MB (fill 0.30)...}. */
  static String format(SearchProgress p) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "solver: %d states stored, %d expanded, %.0f states/s, table %.1f MB (fill %.2f)",
        p.storedStates(), p.expandedStates(), p.statesPerSecond(), p.tableBytes() / 1e6,
        p.tableFill()));
    if (p.offeredMoves() > 0) {
      sb.append(String.format(Locale.ROOT,
          ", partial order: %d positions reduced, %d of %d moves kept", p.reducedPositions(),
          p.keptMoves(), p.offeredMoves()));
    }
    if (p.deadEndTests() > 0) {
      sb.append(String.format(Locale.ROOT, ", dead ends: %d of %d positions", p.deadEnds(),
          p.deadEndTests()));
    }
    return sb.toString();
  }
}
