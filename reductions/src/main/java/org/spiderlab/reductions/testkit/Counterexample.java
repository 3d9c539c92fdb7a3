package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A source instance on which a reduction failed one of the test kit's checks (thesis chapter 4;
 * for 3-SAT Lemma 4.2.2), shrunk to a small instance that fails the same check, with everything
 * needed to reproduce it: where it was found (family, seed and draw, or position in the class),
 * the shrunk instance in its problem's file format (DIMACS for CNF) and what went wrong on it.
 *
 * @param check the check that failed (the first of the original instance's findings)
 * @param family the family the instance came from
 * @param position where in the family, e.g. {@code seed 42, draw 17} or {@code instance 9 of
 *     503}
 * @param original the instance as found, in its one-line form
 * @param findings every finding on the original instance
 * @param shrunk the shrunk instance, in its one-line form (the original when not shrunk)
 * @param shrunkFile the shrunk instance in its file format, with a comment saying what failed
 * @param detail what went wrong on the shrunk instance
 * @param shrinking how it was shrunk, e.g. {@code 1-minimal after 3 steps (41 candidates tried)}
 */
public record Counterexample(Check check, String family, String position, String original,
    List<Finding> findings, String shrunk, String shrunkFile, String detail, String shrinking) {

  public Counterexample {
    checkNotNull(check, "check");
    checkNotNull(family, "family");
    checkNotNull(position, "position");
    checkNotNull(original, "original");
    findings = List.copyOf(findings);
    checkNotNull(shrunk, "shrunk");
    checkNotNull(shrunkFile, "shrunkFile");
    checkNotNull(detail, "detail");
    checkNotNull(shrinking, "shrinking");
  }

  /** The failure message of a dynamic test: check, where, what, the shrunk instance's file. */
  public String message() {
    String others = findings.size() <= 1 ? "" : "\nall findings on the original:\n"
        + findings.stream().map(f -> "  " + f).collect(Collectors.joining("\n"));
    return check + " failed: " + family + ", " + position + "\n"
        + "what went wrong (shrunk instance): " + detail + "\n"
        + "original: " + original + others + "\n"
        + "shrunk: " + shrunk + " (" + shrinking + "), as a file:\n"
        + shrunkFile;
  }

  @Override
  public String toString() {
    return message();
  }
}
