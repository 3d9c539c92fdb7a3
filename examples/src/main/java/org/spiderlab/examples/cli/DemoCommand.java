package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.spiderlab.core.Move;
import org.spiderlab.examples.pictures.PictureFiles;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.Outcome;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.VariableNumbering;
import org.spiderlab.reductions.threesat.ReducedInstance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spiderlab demo}: the lab's main job on built-in examples: reduce the thesis' example
 * formula (4.2.1) and a small unsatisfiable one, draw the instance, decide both sides, check both
 * witness maps, and report.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.CrossCheck.class,
    description = {
        "Run the lab's main job on built-in examples.",
        "The thesis' formula of 4.2.1, (v1|v2|v3) & (!v1|v2|v3) & (!v1|!v2|!v3), and the unsatisfiable (v1|v2) & (v1|!v2) & (!v1|v2) & (!v1|!v2): reduce, draw, Sat4j, forward witness and verifier, exact solver, backward witness, cross-check verdict, summary. The pictures of both games (SVG, TikZ, and an HTML page replaying the solver's certificate) go to --pictures DIR. Then the Pi2 reductions on forall v1 v2 exists v3: v3 = v1 xor v2: FAIR (thesis 4.3.3) and k-EASY (4.4.2, with k = t; the thesis' k = 2t fails, docs/FINDINGS.md). Exit status 0 when every check agrees, 1 otherwise."})
final class DemoCommand extends BaseCommand {
  /** The built-in formulas: name, formula and the pictures' file name. */
  static final List<String[]> FORMULAS = List.of(
      new String[] {"the thesis' example (4.2.1)", "1 2 3, -1 2 3, -1 -2 -3", "thesis-4.2.1"},
      new String[] {"a small unsatisfiable formula", "1 2, 1 -2, -1 2, -1 -2", "unsat-2"});

  @Mixin SolverOptionsMixin solver;

  @Option(names = "--ascii", description = "suit letters instead of symbols in the drawing")
  boolean ascii;

  @Option(names = "--pictures", defaultValue = "runs/demo", paramLabel = "DIR",
      description = "write the pictures (SVG, TikZ, HTML replay) here (default ${DEFAULT-VALUE})")
  Path pictures;

  @Override
  public Integer call() {
    OutputFiles.checkDirectory(pictures);
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> check =
        ThreeSatLab.crossCheck(solver.options(err()));
    var o = out();
    o.println("SpiderLab demo: the reduction 3-SAT -> ONE-COLOR-SPIDER of thesis 4.2, checked end"
        + " to end.");
    o.println("Lemma 4.2.2 claims: the formula is satisfiable iff the reduced game is winnable."
        + " Sat4j decides");
    o.println("the formula; the exact solver decides the game; the witness maps and the verifier"
        + " check both ways.");
    List<CrossCheckResult> results = new ArrayList<>();
    List<Path> written = new ArrayList<>();
    int n = 0;
    for (String[] f : FORMULAS) {
      Cnf formula = Cnf.parse(f[1]);
      o.println();
      o.println("== " + (++n) + ". " + f[0] + ": " + formula.pretty());
      CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> rep = check.run(formula);
      o.print(LayoutText.areas(rep.instance().layout()));
      o.print(new GameDrawing(ascii, 40, 9, 0).draw(rep.instance().game()));
      CrossCheckReport.print(rep, o);
      results.add(rep.result());
      written.addAll(PictureFiles.writeAll(pictures, n + "-" + f[2], PictureFiles.ofReduction(
          rep.instance(), rep.game() instanceof GameAnswer.Yes<List<Move>> y
              ? Optional.of(y.evidence()) : Optional.empty(), "the solver's certificate")));
    }
    String xor = "forall v1 v2 exists v3: v3 = v1 xor v2";
    ForallExists pi2 = new ForallExists(2, Cnf.parse("-1 -2 -3, 1 2 -3, 1 -2 3, -1 2 3"));
    List<String> names = new ArrayList<>();
    for (String to : List.of("fair", "k-easy")) {
      ReductionTargetMixin target = new ReductionTargetMixin();
      target.to = to;
      o.println();
      String name = (to.equals("fair") ? "FAIR (4.3.3)" : "k-EASY (4.4.2), k = t") + ": xor";
      o.println("== " + (++n) + ". " + name + ": " + xor);
      o.print(Pi2Commands.reduce(target, pi2, "").summary());
      results.add(Pi2Commands.crossCheck(target, pi2, VariableNumbering.identity(3),
          solver.options(err()), o));
      names.add(name);
    }
    o.println();
    o.println("== Report");
    o.println(String.format(Locale.ROOT, "%-30s %5s %7s %5s %6s %-6s %-10s %8s %8s  %s",
        "formula", "vars", "clauses", "rank", "piles", "sat", "game", "states", "time ms",
        "outcome"));
    boolean ok = true;
    for (int i = 0; i < results.size(); i++) {
      CrossCheckResult r = results.get(i);
      long ms = r.satMillis() + r.reduceMillis() + r.solveMillis() + r.checkMillis();
      o.println(String.format(Locale.ROOT, "%-30s %5d %7d %5d %6d %-6s %-10s %8d %8d  %s",
          i < FORMULAS.size() ? FORMULAS.get(i)[0] : names.get(i - FORMULAS.size()), r.vars(),
          r.clauses(), r.ranks(), r.piles(), r.satisfiable()
              ? (i < FORMULAS.size() ? "SAT" : "TRUE") : i < FORMULAS.size() ? "UNSAT" : "FALSE",
          r.game(), r.states(), ms, r.headline()
              + r.failure().map(x -> " [" + x + " FAILED]").orElse("")));
      ok &= r.failure().isEmpty() && r.outcome() == Outcome.AGREE;
    }
    o.println(ok ? "All checks agree: both sides of Lemma 4.2.2, of the FAIR and of the repaired"
        + " k-EASY reduction, and all witness maps hold on these formulas."
        : "Not every check agreed; see above.");
    o.println("Pictures: " + pictures + "/ (" + written.stream().map(p -> p.getFileName()
        .toString()).collect(Collectors.joining(", ")) + "); the .html pages replay the solver's"
        + " certificate where there is one");
    o.println("Next: spiderlab crosscheck F.cnf | spiderlab campaign --exhaustive --max-vars 3"
        + " --max-clauses 4 --max-width 3 | spiderlab crosscheck F.qdimacs --to fair|k-easy");
    o.flush();
    return ok ? 0 : 1;
  }
}
