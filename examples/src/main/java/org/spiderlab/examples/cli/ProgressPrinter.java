package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spiderlab.core.solver.SearchListener;
import org.spiderlab.core.solver.SearchProgress;

/** The command line's {@code --progress}: one line per solver progress report, on a stream. */
final class ProgressPrinter implements SearchListener {
  private final PrintWriter out;

  ProgressPrinter(PrintWriter out) {
    this.out = out;
  }

  @Override
  public void progress(SearchProgress p) {
    synchronized (out) {
      out.println(format(p));
      out.flush();
    }
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
