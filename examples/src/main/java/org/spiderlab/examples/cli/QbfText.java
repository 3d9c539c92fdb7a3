package org.spiderlab.examples.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.spiderlab.core.Durations;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.lab.qbf.Pi2Comparison;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Result;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.qbf.VariableNumbering;

/** The text of the forall-exists commands {@code qbf} and {@code qbf-campaign}. */
final class QbfText {
  /** What {@code --timeout none} stands for: a century. */
  static final Duration NO_LIMIT = Duration.ofDays(36_500);

  private QbfText() {}

  /** {@code --timeout} in seconds, or no limit for null. */
  static Duration timeout(Double seconds) {
    if (seconds == null) {
      return NO_LIMIT;
    }
    if (!(seconds > 0)) {
      throw new UserException("--timeout must be positive, got " + seconds, 2);
    }
    return Duration.ofMillis(Math.max(1, Math.round(seconds * 1000)));
  }

  /** {@code 60 s}, {@code 2 min 30 s}, or {@code no time limit}. */
  static String limit(Double seconds) {
    return seconds == null ? "no time limit" : Durations.format(timeout(seconds));
  }

  /** Literals separated by blanks. */
  static String literals(int[] lits) {
    StringJoiner j = new StringJoiner(" ");
    for (int l : lits) {
      j.add(Integer.toString(l));
    }
    return j.toString();
  }

  /** The universal part of a counterexample or table row, in the file's numbering. */
  static String universal(VariableNumbering n, ForallExists f, Assignment a) {
    return literals(n.fileLiterals(a, 1, f.universals()));
  }

  /** Row {@code r} of {@code table}: {@code -2 4 -> 1 -3 5} in the file's numbering. */
  static String row(VariableNumbering n, ForallExists f, SkolemTable table, int r) {
    Assignment a = table.assignment(r);
    String u = universal(n, f, a);
    String e = literals(n.fileLiterals(a, f.universals() + 1, f.variables()));
    return (u.isEmpty() ? "" : u + " ") + "->" + (e.isEmpty() ? "" : " " + e);
  }

  /** {@code cegar: 3 refinements, 8 SAT calls, 14 ms}. */
  static String statistics(String algorithm, Pi2Result r) {
    return algorithm + ": " + count(r.refinements(), algorithm.equals("enumeration")
        ? "universal assignment" : "refinement") + (algorithm.equals("enumeration") ? " tried"
        : "") + ", " + count(r.satCalls(), "SAT call") + ", " + r.time().toMillis() + " ms";
  }

  private static String count(long n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  /** How the answer's witness was checked. */
  static String witness(Pi2Answer a, int tableLimit) {
    if (a instanceof Pi2Answer.True t) {
      return t.table().map(s -> "witness: Skolem table of " + s.rows()
          + (s.rows() == 1 ? " row" : " rows") + ", every row checked against the matrix")
          .orElse("witness: none (more than " + tableLimit + " universal variables, or a table"
              + " too big); TRUE rests on Sat4j's unsatisfiability claims");
    }
    if (a instanceof Pi2Answer.False) {
      return "witness: the counterexample has no existential extension (confirmed by a fresh"
          + " Sat4j solver)";
    }
    return "witness: none";
  }

  /** The summary table of a comparison. */
  static String summary(Pi2Comparison.Tally t) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%-14s %7s %7s %8s %11s %10s %10s%n", "decider", "TRUE",
        "FALSE", "UNKNOWN", "total s", "mean s", "max s"));
    for (int i = 0; i < t.names().size(); i++) {
      long[] a = t.answers(i);
      double total = t.totalTime(i).toNanos() / 1e9;
      sb.append(String.format(Locale.ROOT, "%-14s %7d %7d %8d %11.3f %10.4f %10.3f%n",
          t.names().get(i), a[0], a[1], a[2], total, t.formulas() == 0 ? 0 : total / t.formulas(),
          t.maxTime(i).toNanos() / 1e9));
    }
    StringJoiner by = new StringJoiner("; ");
    for (Map.Entry<Integer, long[]> e : t.byUniversals().entrySet()) {
      by.add("t=" + e.getKey() + ": " + e.getValue()[0] + " TRUE, " + e.getValue()[1]
          + " FALSE");
    }
    sb.append("by universal variables (first decider that answered): ").append(by).append('\n');
    if (t.failures().isEmpty()) {
      sb.append("failures: none (answers agree; every table and counterexample checked)\n");
    } else {
      sb.append("failures: ").append(t.failures().size()).append('\n');
      for (Pi2Comparison.Outcome o : t.failures()) {
        sb.append("  ").append(o.id()).append(": ").append(String.join("; ", o.problems()))
            .append('\n');
      }
    }
    return sb.toString();
  }
}
