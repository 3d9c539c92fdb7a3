package org.spiderlab.reductions.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.TestAbortedException;

/**
 * Runs dynamic tests as JUnit would, in order, and records how each ended, so that tests of the
 * kit can check that its tests fail when they should and with which message.
 */
public final class DynamicRun {
  /** How one dynamic test ended. */
  public enum Status {
    PASSED,
    FAILED,
    ABORTED
  }

  /**
   * One test's end.
   *
   * @param name the display names from the container down, joined by {@code " / "}
   * @param status how it ended
   * @param message the failure or abort message; empty when passed
   */
  public record Outcome(String name, Status status, String message) {}

  private DynamicRun() {}

  /** Runs every test of {@code nodes}. */
  public static List<Outcome> run(Stream<? extends DynamicNode> nodes) {
    List<Outcome> out = new ArrayList<>();
    nodes.forEachOrdered(n -> visit(n, "", out));
    return out;
  }

  private static void visit(DynamicNode n, String prefix, List<Outcome> out) {
    String name = prefix.isEmpty() ? n.getDisplayName() : prefix + " / " + n.getDisplayName();
    if (n instanceof DynamicContainer c) {
      c.getChildren().forEachOrdered(k -> visit(k, name, out));
      return;
    }
    try {
      ((DynamicTest) n).getExecutable().execute();
      out.add(new Outcome(name, Status.PASSED, ""));
    } catch (TestAbortedException e) {
      out.add(new Outcome(name, Status.ABORTED, String.valueOf(e.getMessage())));
    } catch (Throwable e) {
      out.add(new Outcome(name, Status.FAILED, String.valueOf(e.getMessage())));
    }
  }

  /** The outcomes with {@code status}. */
  public static List<Outcome> with(List<Outcome> outcomes, Status status) {
    return outcomes.stream().filter(o -> o.status() == status).toList();
  }
}
