package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.List;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.EnumerationDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Options;
import org.spiderlab.reductions.qbf.Pi2Result;
import org.spiderlab.reductions.qbf.QdimacsFormula;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.qbf.VariableNumbering;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab qbf FILE.qdimacs}: decides a forall-exists formula (thesis 4.3, 4.4). */
@Command(name = "qbf", mixinStandardHelpOptions = true,
    description = {
        "Decide a forall-exists QDIMACS formula (the Pi2 source problem of thesis 4.3 and 4.4).",
        "First line TRUE, FALSE or UNKNOWN. FALSE: then 'counterexample:' and the universal assignment (in the file's numbering) that no existential assignment extends, confirmed by a fresh Sat4j solver. TRUE with --table: then one line per universal assignment, 'UNIVERSAL -> EXISTENTIAL' (the Skolem table, every row checked). UNKNOWN: then 'reason:'. Then the formula's size, the decider's statistics and how the witness was checked. The prefix must be forall-exists ('a' lines, then 'e' lines; docs/FORMATS.md). Exit status 0 whenever the first line is printed."})
final class QbfCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "FILE.qdimacs",
      description = "the formula (QDIMACS with a forall-exists prefix)")
  Path file;

  @Option(names = "--table", description = "for TRUE, print the Skolem table (at most "
      + SkolemTable.MAX_UNIVERSALS + " universal variables)")
  boolean table;

  @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "none",
      converter = SolverOptionsMixin.SecondsConverter.class,
      description = "give up (UNKNOWN) after SEC seconds (default: ${DEFAULT-VALUE})")
  Double timeout;

  @Option(names = "--algorithm", paramLabel = "A", defaultValue = "cegar",
      description = "cegar (two Sat4j solvers, counterexample-guided, strengthened"
          + " refinements), cegar-plain (without strengthening) or enumeration (one SAT call per"
          + " universal assignment; the reference) (default: ${DEFAULT-VALUE})")
  String algorithm;

  @Override
  public Integer call() {
    if (!List.of("cegar", "cegar-plain", "enumeration").contains(algorithm)) {
      throw new UserException("--algorithm: expected cegar, cegar-plain or enumeration, got '"
          + algorithm + "'", 2);
    }
    int tableLimit = table ? SkolemTable.MAX_UNIVERSALS : Pi2Options.DEFAULT_TABLE_LIMIT;
    Pi2Options options = new Pi2Options(QbfText.timeout(timeout), tableLimit);
    QdimacsFormula q = CnfFiles.readQdimacs(file);
    ForallExists f = q.formula();
    VariableNumbering n = q.numbering();
    Pi2Decider d = algorithm.equals("cegar") ? CegarDecider.of(options)
        : algorithm.equals("cegar-plain") ? CegarDecider.plain(options)
        : EnumerationDecider.of(options);
    Pi2Result r = d.solve(f);
    Pi2Answer a = r.answer();
    out().println(a.word());
    if (a instanceof Pi2Answer.False no) {
      out().println("counterexample: " + QbfText.universal(n, f, no.counterexample()));
    } else if (a instanceof Pi2Answer.True yes && table) {
      if (yes.table().isPresent()) {
        SkolemTable s = yes.table().get();
        for (int row = 0; row < s.rows(); row++) {
          out().println(QbfText.row(n, f, s, row));
        }
      } else {
        out().println("table: none (" + f.universals() + " universal and " + f.existentials()
            + " existential variables; a table has at most " + SkolemTable.MAX_UNIVERSALS
            + " universal variables and " + SkolemTable.MAX_CELLS + " cells)");
      }
    } else if (a instanceof Pi2Answer.Unknown u) {
      out().println("reason: " + u.reason());
    }
    out().println("formula: " + f.variables() + " variables (" + f.universals() + " universal),"
        + " " + f.matrix().clauseCount() + " clauses" + (n.isIdentity() ? ""
        : "; universal variables renumbered 1.." + f.universals() + ", answers in the file's"
            + " numbering"));
    out().println(QbfText.statistics(algorithm, r));
    out().println(QbfText.witness(a, tableLimit));
    out().flush();
    return 0;
  }
}
