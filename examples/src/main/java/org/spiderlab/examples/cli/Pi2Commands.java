package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SearchListener;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.easy.KEasyInstance;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.easy.KEasyWitnessMaps;
import org.spiderlab.reductions.fair.FairInstance;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.qbf.Pi2Lab;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.QdimacsFormula;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.qbf.VariableNumbering;

/**
 * The Pi2 side of {@code reduce}, {@code crosscheck} and {@code campaign} ({@code --to fair},
 * {@code --to k-easy}: thesis 4.3.3 and 4.4.2): reading the QDIMACS formula, the texts of the
 * reduced instance, the cross-check report with the witness checks of both directions, and the
 * campaign.
 */
final class Pi2Commands {
  /** The source decider's time limit. */
  static final Duration SOURCE_TIMEOUT = Duration.ofSeconds(60);

  private Pi2Commands() {}

  /** A reduced instance as the command line shows it. */
  record Reduced(Game game, String summary, String layout) {}

  /** Reads {@code file} and reduces it as {@code target} asks. */
  static Reduced reduce(ReductionTargetMixin target, Path file) {
    return reduce(target, CnfFiles.readQdimacs(file));
  }

  /** Reduces the formula read as {@code target} asks. */
  static Reduced reduce(ReductionTargetMixin target, QdimacsFormula q) {
    return reduce(target, q.formula(), q.numbering().isIdentity() ? ""
        : " (universal variables renumbered 1.." + q.formula().universals() + ")");
  }

  static Reduced reduce(ReductionTargetMixin target, ForallExists f, String renumbered) {
    String head = "reduced forall-exists formula: " + f.variables() + " variables ("
        + f.universals() + " universal), " + f.matrix().clauseCount() + " clauses"
        + renumbered + " -> ";
    if (target.isFair()) {
      FairToSpider red = target.fair();
      FairInstance inst = red.reduce(f);
      return new Reduced(inst.game(), head + "FAIR template, " + inst.game() + ", "
          + 2 * f.universals() + " face-down cards\n", layout(red.name(),
              inst.layout().areas(), inst.game().pileCount(), inst.layout()::pileRole));
    }
    KEasyToSpider red = target.easy();
    KEasyInstance inst = red.reduce(f);
    return new Reduced(inst.game(), head + "k-EASY instance with k = " + inst.k() + ", "
        + inst.game() + "\n", layout(red.name(), inst.layout().areas(),
            inst.game().pileCount(), inst.layout()::pileRole));
  }

  /** The reduction's name, its areas and the role of every pile, one per line. */
  private static String layout(String name, List<String> areas, int piles,
      IntFunction<String> role) {
    StringBuilder sb = new StringBuilder(name).append('\n')
        .append("areas (one buffer rank between neighbours):\n");
    areas.forEach(a -> sb.append("  ").append(a).append('\n'));
    sb.append("piles:\n");
    for (int p = 0; p < piles; p++) {
      sb.append("  ").append(p + 1).append(": ").append(role.apply(p)).append('\n');
    }
    return sb.toString();
  }

  /** The decider options of a cross-check or campaign: {@code solver} per game, one thread. */
  static DeciderOptions deciderOptions(SolverOptions solver) {
    return DeciderOptions.builder().solver(solver.toBuilder().listener(SearchListener.NONE)
        .build()).timeout(solver.timeout()).threads(1).build();
  }

  /**
   * {@code crosscheck F.qdimacs --to fair|k-easy}: whether a check failed (DISAGREE, a witness
   * map or the counterexample's check).
   */
  static boolean crossCheck(ReductionTargetMixin target, Path file, SolverOptions solver,
      Path proof, PrintWriter out) {
    QdimacsFormula q = CnfFiles.readQdimacs(file);
    boolean[] failed = new boolean[1];
    crossCheck(target, q.formula(), q.numbering(), solver, proof, out, failed);
    return failed[0];
  }

  /** Cross-checks {@code f} (numbered as {@code numbering} says), prints the report. */
  static CrossCheckResult crossCheck(ReductionTargetMixin target, ForallExists f,
      VariableNumbering numbering, SolverOptions solver, PrintWriter out) {
    return crossCheck(target, f, numbering, solver, null, out, new boolean[1]);
  }

  /** As above; {@code failed[0]} is set when a check failed. */
  private static CrossCheckResult crossCheck(ReductionTargetMixin target, ForallExists f,
      VariableNumbering numbering, SolverOptions solver, Path proof, PrintWriter out,
      boolean[] failed) {
    DeciderOptions options = deciderOptions(solver);
    if (target.isFair()) {
      FairToSpider red = target.fair();
      var rep = Pi2Lab.fair(red, options, SOURCE_TIMEOUT).run(f);
      failed[0] = print(rep, red.question(), numbering, "FAIR template with "
          + 2 * f.universals() + " face-down cards",
          cx -> ProofSearch.Start.arrangement(rep.instance().game(),
              FairToSpider.losingArrangement(rep.instance(), cx)),
          "the arrangement that encodes it", solver, proof, out);
      return rep.result();
    }
    KEasyToSpider red = target.easy();
    var rep = Pi2Lab.easy(red, options, SOURCE_TIMEOUT).run(f);
    failed[0] = print(rep, red.question(), numbering, "k-EASY instance with k = "
        + rep.instance().k()
        + " (" + red.claim() + ")", cx -> afterPrefix(rep.instance(), cx),
        "the position after the prefix that commits it", solver, proof, out);
    return rep.result();
  }

  private static ProofSearch.Start afterPrefix(KEasyInstance inst, Assignment cx) {
    List<Move> prefix = KEasyWitnessMaps.losingPrefix(inst, cx);
    Board b = inst.game().toBoard();
    prefix.forEach(b::apply);
    return ProofSearch.Start.prefix(inst.game(), prefix, b.snapshot(inst.game().suits()));
  }

  /** Prints the report; whether a check failed. */
  private static <I extends Reduction.Instance<ForallExists>, E> boolean print(
      CrossCheck.Report<ForallExists, SkolemTable, I, E> rep, GameQuestion<E> question,
      VariableNumbering numbering, String gameKind,
      Function<Assignment, ProofSearch.Start> losing,
      String losingName, SolverOptions solver, Path proof, PrintWriter out) {
    CrossCheckResult r = rep.result();
    ForallExists f = rep.source();
    boolean counterexampleFailed = false;
    out.println(r.headline());
    out.println("formula: " + f.variables() + " variables (" + f.universals() + " universal), "
        + f.matrix().clauseCount() + " clauses" + (f.matrix().isThreeCnf() ? ""
            : "; normalized to width 3 for the game"));
    if (r.satisfiable()) {
      SkolemTable t = rep.witness().orElseThrow();
      out.println("qbf (CEGAR on Sat4j, " + r.satMillis() + " ms): TRUE, Skolem table of "
          + t.rows() + (t.rows() == 1 ? " row" : " rows") + " (every row checked)");
    } else {
      out.println("qbf (CEGAR on Sat4j, " + r.satMillis() + " ms): "
          + (r.sourceDecided() ? "FALSE" : "UNKNOWN (" + r.limit() + ")"));
    }
    out.println("game: " + gameKind + ", maximal rank " + r.ranks() + ", " + r.piles()
        + " piles, " + r.cards() + " cards, one suit (built in " + r.reduceMillis() + " ms)");
    if (r.satisfiable()) {
      E ev = rep.forward().orElseThrow();
      out.println("forward witness: Skolem table -> " + question.describe(ev) + " ("
          + question.moves(ev) + " moves in all); evidence check: "
          + rep.forwardProblem().orElse("VALID")
          + (Boolean.TRUE.equals(r.forwardWon()) ? "  [ok]" : "  [FAILED]"));
    } else if (!r.sourceDecided()) {
      out.println("counterexample: none (the CEGAR decider gave no answer in time)");
    } else {
      String cx = counterexample(f, numbering, losing, losingName, solver, proof);
      counterexampleFailed = cx.contains("[FAILED]");
      out.println(cx);
    }
    if (proof != null && !(r.sourceDecided() && !r.satisfiable())) {
      out.println("proof file: none written (" + (r.sourceDecided() ? "TRUE" : "UNKNOWN") + ")");
    }
    out.println("decider: " + r.game() + (rep.game() instanceof GameAnswer.Unknown<E> u
        ? " (limit hit: " + u.reason() + ")" : rep.game() instanceof GameAnswer.No<E> no
            ? " (" + no.detail() + ")" : "") + "; " + rep.game().statistics());
    if (r.backwardOk() == null) {
      out.println("backward witness: none (the decider gave no YES evidence)");
    } else {
      out.println("backward witness: the decider's evidence -> "
          + rep.backward().map(Object::toString).orElse("no Skolem table")
          + (r.backwardOk() ? "; every row satisfies the matrix  [ok]"
              : "; " + rep.backwardProblem().orElse("") + "  [FAILED]"));
    }
    out.println("times: qbf " + r.satMillis() + " ms, reduce " + r.reduceMillis()
        + " ms, decide " + r.solveMillis() + " ms, witness maps + checks " + r.checkMillis()
        + " ms");
    r.failure().ifPresent(x -> out.println("FAILURE: " + x + " -- a counterexample to the"
        + " reduction as built; shrink it with 'spiderlab campaign' or report it"));
    return r.failure().isPresent() || counterexampleFailed;
  }

  /** The counterexample of a false formula, its losing game and the solver's proof. */
  private static String counterexample(ForallExists f, VariableNumbering numbering,
      Function<Assignment, ProofSearch.Start> losing,
      String losingName, SolverOptions solver, Path proof) {
    Pi2Answer a = QbfDecider.cegar(SOURCE_TIMEOUT).answer(f);
    if (!(a instanceof Pi2Answer.False no)) {
      return "counterexample witness: none (" + a.word() + " on the second call)  [FAILED]";
    }
    ProofSearch.Start start = losing.apply(no.counterexample());
    Game g = start.position();
    SolverOptions quiet = solver.toBuilder().listener(SearchListener.NONE).build();
    SolverResult s = Solver.solve(g, quiet);
    String status = s.status().toString();
    return "counterexample witness: " + QbfText.universal(numbering, f, no.counterexample())
        + " -> " + losingName + "; solver: " + status + " after "
        + s.statistics().storedStates() + " states"
        + (status.equals("UNWINNABLE") ? " (search exhausted)  [ok]"
            : status.equals("UNKNOWN") ? " (" + s.limit().map(Object::toString).orElse("limit")
                + ")  [UNKNOWN]" : "  [FAILED]")
        + (proof == null ? "" : "\n" + (status.equals("UNWINNABLE")
            ? ProofFiles.write(proof, start, quiet) : "proof file: none written (" + status + ")"));
  }

  /** The summary table of a campaign and whether it has failures. */
  record CampaignOutcome(String table, boolean failed) {}

  /** {@code campaign --to fair|k-easy}: the jobs are given, the summary is returned as text. */
  static CampaignOutcome campaign(ReductionTargetMixin target, List<Campaign.Job<ForallExists>> jobs, Path dir,
      SolverOptions solver, Campaign.Settings settings, PrintWriter err) {
    DeciderOptions options = deciderOptions(solver);
    Campaign<ForallExists> c = target.isFair()
        ? Pi2Lab.fairCampaign(target.fair(), options, SOURCE_TIMEOUT)
        : Pi2Lab.easyCampaign(target.easy(), options, SOURCE_TIMEOUT);
    Campaign.Summary<ForallExists> s;
    try (ResultsStore store = ResultsStore.open(dir)) {
      CampaignText.noteUnreadable(store, err);
      s = c.run(jobs, store, settings, new CampaignText<>(err, 2_000));
    } catch (UncheckedIOException e) {
      throw new UserException(e.getMessage(), 2);
    }
    return new CampaignOutcome(CampaignText.table(s, "TRUE / FALSE", "true", "false",
        target.isFair() ? "thesis 4.3.4" : "thesis 4.4.3",
        " (for random formulas change the number of clauses)"), !s.failures().isEmpty());
  }
}
