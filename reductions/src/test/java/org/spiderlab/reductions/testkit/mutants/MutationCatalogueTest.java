package org.spiderlab.reductions.testkit.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.testkit.Check;
import org.spiderlab.reductions.testkit.CnfChecks;
import org.spiderlab.reductions.testkit.Counterexample;
import org.spiderlab.reductions.testkit.Finding;
import org.spiderlab.reductions.testkit.ReductionChecks;

/**
 * The mutation catalogue run: every {@link Catalogue} mutant of the thesis-4.2.1 construction
 * through the kit's default budget ({@link CnfChecks#defaults}), once with every check and once
 * with the decisive checks alone (no witness maps), stopping at the first failing formula. Writes
 * the table of verdicts, checks, shrunk counterexamples and times to {@code
 * target/mutation-catalogue.md} and fails when a mutant contradicts its catalogue entry: a
 * mutant that breaks Lemma 4.2.2 must be caught by the decisive checks, one that keeps it must
 * not be, and every mutant but the equivalent ones must be caught by the full kit.
 *
 * <p>{@code mvn -B -ntp -o test -Pmutants -pl reductions -am}
 */
@Tag("mutants")
class MutationCatalogueTest {

  /** The most time one run of one mutant may take (the default budget has no time limit). */
  static final Duration BUDGET = Duration.ofMinutes(3);

  /** One row of the table. */
  record Row(Mutant mutant, ReductionChecks.Result full, ReductionChecks.Result decisions) {}

  @Test
  void everyMutantMatchesItsCatalogueEntry() throws IOException {
    Path out = Path.of("target", "mutation-catalogue.md");
    Files.createDirectories(out.getParent());
    List<Row> rows = new ArrayList<>();
    List<String> contradictions = new ArrayList<>();
    for (Mutant m : Catalogue.all()) {
      ReductionChecks<?, ?, ?, ?> kit = CnfChecks.defaults(m.reduction());
      Row row = new Row(m, kit.run(BUDGET), kit.decisionsOnly().run(BUDGET));
      rows.add(row);
      contradiction(row).ifPresent(contradictions::add);
      Files.writeString(out, table(rows), StandardCharsets.UTF_8);
    }
    assertEquals(List.of(), contradictions, table(rows));
  }

  private static boolean lemmaBroken(ReductionChecks.Result r) {
    return r.counterexample().map(c -> c.findings().stream().anyMatch(
        f -> f.check() == Check.NO_INSTANCE || f.check() == Check.YES_INSTANCE)).orElse(false);
  }

  static Optional<String> contradiction(Row row) {
    Mutant m = row.mutant();
    boolean broken = lemmaBroken(row.decisions());
    if (m.lemma() == Mutant.Lemma.BREAKS && !broken) {
      return Optional.of(m.name() + ": breaks the lemma, but the decisive checks found no "
          + "counterexample");
    }
    if (m.lemma() == Mutant.Lemma.HOLDS && broken) {
      return Optional.of(m.name() + ": said to keep the lemma, but "
          + row.decisions().counterexample().orElseThrow().message());
    }
    if (row.full().counterexample().isEmpty() && !m.name().equals("clauses-reversed")) {
      return Optional.of(m.name() + ": not caught by the full kit");
    }
    return Optional.empty();
  }

  static String table(List<Row> rows) {
    StringBuilder sb = new StringBuilder();
    sb.append("| mutant | lemma | full kit: check | time to catch | decisive checks alone: check"
        + " | time to catch | shrunk counterexample (decisive, else full) |\n");
    sb.append("|---|---|---|---|---|---|---|\n");
    for (Row r : rows) {
      Optional<Counterexample> cx = r.decisions().counterexample()
          .or(() -> r.full().counterexample());
      sb.append("| `").append(r.mutant().name()).append("` | ").append(r.mutant().lemma())
          .append(" | ").append(verdict(r.full())).append(" | ").append(time(r.full()))
          .append(" | ").append(verdict(r.decisions())).append(" | ").append(time(r.decisions()))
          .append(" | ").append(cx.map(c -> "`" + c.shrunk() + "`").orElse("none"))
          .append(" |\n");
    }
    sb.append("\nDetails\n\n");
    for (Row r : rows) {
      sb.append("- `").append(r.mutant().name()).append("`: ").append(r.mutant().change())
          .append(". ").append(r.mutant().lemma()).append(": ").append(r.mutant().why())
          .append(".\n");
      for (ReductionChecks.Result res : List.of(r.full(), r.decisions())) {
        res.counterexample().ifPresent(c -> sb.append("  - ").append(c.check()).append(" (")
            .append(c.family()).append(", ").append(c.position()).append("): ")
            .append(c.detail().replace('|', '/')).append("; all findings on the original: ")
            .append(c.findings().stream().map(Finding::check).map(Object::toString)
                .collect(Collectors.joining(", "))).append('\n'));
        if (res.counterexample().isEmpty()) {
          sb.append("  - nothing found: ").append(res.checked()).append(" formulas (")
              .append(res.yes()).append(" SAT, ").append(res.no()).append(" UNSAT), ")
              .append(res.undecided()).append(" undecided\n");
        }
      }
    }
    return sb.toString();
  }

  private static String verdict(ReductionChecks.Result r) {
    return r.counterexample().map(c -> "caught: " + c.check()).orElse("not caught ("
        + r.checked() + " formulas, " + r.undecided() + " undecided"
        + (r.timedOut() ? ", stopped at " + BUDGET.toMinutes() + " min" : "") + ")");
  }

  private static String time(ReductionChecks.Result r) {
    return r.counterexample().isPresent() ? String.format("%.1f s (+%.1f s shrinking)",
        r.millisToFind() / 1000.0, r.shrinkMillis() / 1000.0)
        : String.format("%.1f s", r.millisToFind() / 1000.0);
  }
}
