package org.spiderlab.examples.cli;

import org.spiderlab.core.RunReading;
import org.spiderlab.core.optimum.Objective;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code spiderlab max-run GAME}: {@code maxHeight(G)}, the tallest run of one suit that can be
 * built (thesis 4.5.3), exactly, under either reading of "run" ({@link RunReading}).
 */
@Command(name = "max-run", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Solve.class,
    description = {
        "maxHeight(G): the tallest run of one suit that can be built (thesis 4.5.3), exactly.",
        "First line: OPTIMAL MAX-RUN=h, or UNKNOWN MAX-RUN>=h when a limit was hit (then "
            + "which); then the certificate building it (replayed by the verifier), the proof "
            + "that h+1 is impossible and the searches. Exit status 0 whenever a result is "
            + "printed."})
final class MaxRunCommand extends OptimumCommand {

  @Option(names = "--reading", paramLabel = "R", converter = ReadingConverter.class,
      defaultValue = "top",
      description = "which runs count: top (the movable run on top of a pile, the reading under "
          + "which thesis 4.5.3 follows from 4.5.2) or any (any run inside a pile) "
          + "(default: ${DEFAULT-VALUE})")
  RunReading reading;

  @Override
  Objective objective() {
    return Objective.tallestRun(reading);
  }

  @Override
  String describe(int value) {
    return "a run of height " + value + (reading == RunReading.TOP ? " on top of a pile"
        : " inside a pile");
  }

  /** {@code top} or {@code any}. */
  static final class ReadingConverter implements ITypeConverter<RunReading> {
    @Override
    public RunReading convert(String value) {
      try {
        return RunReading.ofKeyword(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("expected top or any, got '" + value + "'");
      }
    }
  }
}
