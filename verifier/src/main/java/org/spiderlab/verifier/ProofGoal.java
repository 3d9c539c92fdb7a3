package org.spiderlab.verifier;

import org.spiderlab.core.Board;

/**
 * What a proof says cannot be reached, read from its {@code goal} line: every card cleared
 * ({@code won}), at least {@code d} runs cleared ({@code clears d}, thesis 4.5.1), or a run of
 * height at least {@code h} on top of a pile ({@code run h top}) or anywhere in one ({@code run h
 * any}, thesis 4.5.3). The checker's own reading; it shares no code with the solver's goals.
 */
record ProofGoal(Kind kind, long amount) {

  /** The goal's kind. */
  enum Kind { WON, CLEARS, RUN_TOP, RUN_ANY }

  /** Parses the words after {@code goal}; null when they are no goal. */
  static ProofGoal parse(String[] w) {
    if (w.length == 2 && w[1].equals("won")) {
      return new ProofGoal(Kind.WON, 0);
    }
    Long v = w.length >= 3 ? ProofChecker.number(w[2]) : null;
    if (v == null) {
      return null;
    }
    if (w.length == 3 && w[1].equals("clears")) {
      return new ProofGoal(Kind.CLEARS, v);
    }
    if (w.length == 4 && w[1].equals("run") && (w[3].equals("top") || w[3].equals("any"))) {
      return new ProofGoal(w[3].equals("top") ? Kind.RUN_TOP : Kind.RUN_ANY, v);
    }
    return null;
  }

  /** Whether {@code board} has reached the goal. */
  boolean reachedBy(Board board) {
    return switch (kind) {
      case WON -> board.isWon();
      case CLEARS -> board.clearedRuns() >= amount;
      case RUN_TOP -> board.tallestTopRun() >= amount;
      case RUN_ANY -> board.tallestRun() >= amount;
    };
  }

  /** What a valid proof establishes, in words. */
  String claim() {
    return switch (kind) {
      case WON -> "unwinnable";
      case CLEARS -> "no position with " + amount + (amount == 1 ? " run" : " runs")
          + " cleared is reachable";
      case RUN_TOP -> "no position with a movable run of height " + amount
          + " on top of a pile is reachable";
      case RUN_ANY -> "no position with a run of height " + amount + " in a pile is reachable";
    };
  }

  /** The goal line's words after {@code goal}. */
  @Override
  public String toString() {
    return switch (kind) {
      case WON -> "won";
      case CLEARS -> "clears " + amount;
      case RUN_TOP -> "run " + amount + " top";
      case RUN_ANY -> "run " + amount + " any";
    };
  }
}
