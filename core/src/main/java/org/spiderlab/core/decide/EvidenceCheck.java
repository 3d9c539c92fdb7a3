package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.List;
import java.util.Optional;

/**
 * What {@link EvidenceChecks} found in the evidence of a FAIR or EASY answer (thesis 4.3, 4.4).
 *
 * @param status {@link Status#VALID}: the evidence proves the answer; {@link Status#INVALID}: it
 *     does not, {@code problems} say why; {@link Status#INCOMPLETE}: the check hit its limit
 *     before it could tell
 * @param problems one line per problem found (the first few), empty when valid
 * @param summary one line on what was checked, e.g. {@code 9 entries, 24 arrangements covered}
 */
public record EvidenceCheck(Status status, List<String> problems, String summary) {

  /** The outcome of a check. */
  public enum Status {
    VALID,
    INVALID,
    INCOMPLETE
  }

  public EvidenceCheck {
    checkNotNull(status, "status");
    problems = List.copyOf(problems);
    checkNotNull(summary, "summary");
    checkArgument((status == Status.VALID) == problems.isEmpty(),
        "problems are given exactly when the evidence is not valid");
  }

  public boolean isValid() {
    return status == Status.VALID;
  }

  /** Empty when valid; otherwise the first problem, as one line. */
  public Optional<String> refutation() {
    return problems.isEmpty() ? Optional.empty() : Optional.of(problems.get(0));
  }
}
