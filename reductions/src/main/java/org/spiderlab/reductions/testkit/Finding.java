package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One failed {@link Check} on one source instance of a reduction (thesis chapter 4), with what
 * exactly went wrong in one line.
 *
 * @param check the check that failed
 * @param detail what went wrong, e.g. {@code the forward certificate does not win: NOT-WON ...}
 */
public record Finding(Check check, String detail) {
  public Finding {
    checkNotNull(check, "check");
    checkNotNull(detail, "detail");
  }

  @Override
  public String toString() {
    return check + ": " + detail;
  }
}
