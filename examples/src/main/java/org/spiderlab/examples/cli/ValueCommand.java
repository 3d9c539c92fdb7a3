package org.spiderlab.examples.cli;

import org.spiderlab.core.optimum.Objective;
import picocli.CommandLine.Command;

/**
 * {@code spiderlab value GAME}: {@code val(G)}, the most complete runs that can be cleared (thesis
 * 4.5.1), exactly: the certificate that clears them and the proof that one more is impossible.
 */
@Command(name = "value", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Solve.class,
    description = {
        "val(G): the most complete runs that can be cleared (thesis 4.5.1), exactly.",
        "First line: OPTIMAL VAL=v, or UNKNOWN VAL>=v when a limit was hit (then which); then "
            + "the certificate reaching v (replayed by the verifier), the proof that v+1 is "
            + "impossible (card count or exhausted search) and the searches. Exit status 0 "
            + "whenever a result is printed."})
final class ValueCommand extends OptimumCommand {

  @Override
  Objective objective() {
    return Objective.runsCleared();
  }

  @Override
  String describe(int value) {
    return value + (value == 1 ? " run" : " runs") + " cleared";
  }
}
