package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.plan.ExternalPlanner;
import org.spiderlab.reductions.plan.PlanEncoding;
import org.spiderlab.reductions.plan.PlanOptions;
import org.spiderlab.reductions.plan.PlanResult;
import org.spiderlab.reductions.plan.SatPlanner;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab solve GAME}: decides winnability with the exact solver (thesis 1.3, 3). */
@Command(name = "solve", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Solve.class,
    description = {
        "Decide whether a game is winnable with the exact solver.",
        "First line: WINNABLE, UNWINNABLE or UNKNOWN (then which limit was hit); then the search statistics. Exit status 0 whenever a verdict is printed."})
final class SolveCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Mixin SolverOptionsMixin solver;

  @Option(names = "--shortest",
      description = "find a shortest winning certificate (A* search guided by a lower bound on"
          + " the moves left)")
  boolean shortest;

  @Option(names = "--cert", paramLabel = "OUT",
      description = "write the winning certificate to OUT (.moves text)")
  Path cert;

  @Option(names = "--proof", paramLabel = "OUT",
      description = "with an UNWINNABLE answer, write a proof of it to OUT (docs/FORMATS.md, "
          + "\"Proofs\"; .gz: compressed), for check-proof")
  Path proof;

  @Option(names = "--no-shorten", description = "keep the search's certificate as it is (by "
      + "default a certificate of the staged best-first strategy, which the default picks for "
      + "games with a stock such as standard deals, is shortened: see the shorten command)")
  boolean noShorten;

  @Option(names = "--shorten-time", paramLabel = "SEC", defaultValue = "30",
      description = "time for shortening a certificate (default ${DEFAULT-VALUE})")
  double shortenTime;

  @Option(names = "--engine", paramLabel = "E",
      description = "search (default): the exact solver; sat: the bounded SAT planner (Sat4j, "
          + "deepening the horizon one move at a time: a shortest win, or UNKNOWN, never "
          + "UNWINNABLE; docs/PLANNING.md)")
  String engine = "search";

  @Option(names = "--horizon", paramLabel = "L",
      description = "with --engine sat: the longest win looked for (default 200)")
  Integer horizon;

  @Option(names = "--canonical-order",
      description = "with --engine sat: keep commuting moves in one canonical order (symmetry "
          + "breaking; the answers are the same, the time differs; docs/PLANNING.md)")
  boolean canonicalOrder;

  @Option(names = "--encoding", paramLabel = "V",
      description = "with --engine sat: the encoding variant, default or a comma list of pairs, "
          + "pile-tops, classical-frames (the answers are the same, the time differs; "
          + "docs/PLANNING.md)")
  String encoding;

  @Option(names = "--sat-solver", paramLabel = "S",
      description = "with --engine sat: sat4j (default; one incremental solver) or cadical "
          + "(CaDiCaL run once per horizon on plan-cnf's formula; Debian package cadical)")
  String satSolver;

  @Override
  public Integer call() {
    OutputFiles.check(cert, game);
    OutputFiles.check(proof, game);
    if (!engine.equals("search") && !engine.equals("sat")) {
      throw new UserException("--engine must be search or sat, got '" + engine + "'", 2);
    }
    if (engine.equals("sat")) {
      return plan();
    }
    if (horizon != null) {
      throw new UserException("--horizon needs --engine sat", 2);
    }
    if (canonicalOrder || satSolver != null || encoding != null) {
      throw new UserException((canonicalOrder ? "--canonical-order"
          : satSolver != null ? "--sat-solver" : "--encoding") + " needs --engine sat", 2);
    }
    Game g = GameFiles.readForSolver(game);
    solver.defaultSearchThreads = SolverOptionsMixin.coresPerSearch(1);
    SolverOptions.Builder b = solver.builder(err());
    if (shortest && solver.strategy != null && solver.strategy != SearchStrategy.DFS
        && solver.strategy != SearchStrategy.AUTO) {
      throw new UserException("--shortest cannot be combined with --strategy "
          + SolverOptionsMixin.name(solver.strategy), 2);
    }
    SolverOptions opts = b.shortest(shortest).build();
    SolverResult r = Solver.solve(g, opts);
    out().println(r.status());
    r.limit().ifPresent(l -> out().println("limit: " + l + (r.noWinWithin() >= 0
        ? "; no win within " + r.noWinWithin() + " moves" : "")));
    out().println("game: " + g);
    out().println("search: " + r.statistics());
    if (opts.strategy() == SearchStrategy.AUTO && !shortest) { // shortest: its own order
      SearchStrategy picked = Solver.strategyFor(g, opts);
      out().println("strategy: " + SolverOptionsMixin.name(picked) + " (auto)"
          + (picked == SearchStrategy.BEST_FIRST && opts.threads() > 1
              ? ", " + Math.min(3, opts.threads()) + " threads" : "")); // 3: the most members
    }
    if (r.status() == SolverStatus.WINNABLE) {
      java.util.List<org.spiderlab.core.Move> moves = r.certificate();
      if (!shortest && !noShorten && Solver.strategyFor(g, opts) == SearchStrategy.BEST_FIRST) {
        if (!(shortenTime > 0)) {
          throw new UserException("--shorten-time must be positive, got " + shortenTime, 2);
        }
        org.spiderlab.reductions.plan.Shortener.Result s =
            org.spiderlab.reductions.plan.Shortener.shorten(g, moves,
                org.spiderlab.reductions.plan.Shortener.Options.of(java.time.Duration.ofMillis(
                    Math.max(1, Math.round(shortenTime * 1000)))));
        out().println("shortened: " + s.before() + " -> " + s.certificate().size()
            + " moves (" + ShortenCommand.describe(s) + ")");
        moves = s.certificate();
      }
      out().println("certificate: " + moves.size() + " moves"
          + (shortest ? " (shortest)" : ""));
      if (cert != null) {
        GameFiles.writeString(cert, CertificateText.toText(moves));
        out().println("wrote " + cert);
      }
    } else if (cert != null) {
      out().println("no certificate written (" + r.status() + ")");
    }
    if (proof != null) {
      out().println(r.status() == SolverStatus.UNWINNABLE ? ProofFiles.write(proof, g, opts)
          : "proof file: none written (" + r.status() + ")");
    }
    out().flush();
    return 0;
  }

  /** {@code --engine sat}: the SAT planner. */
  private int plan() {
    for (String o : new String[] {"--strategy", "--max-states", "--proof"}) {
      if (spec.commandLine().getParseResult().hasMatchedOption(o)) {
        throw new UserException(o + " cannot be combined with --engine sat (the planner has a "
            + "horizon and a time limit; it never answers UNWINNABLE)", 2);
      }
    }
    int h = horizon == null ? 200 : horizon;
    if (h < 0 || h > PlanEncoding.MAX_HORIZON) {
      throw new UserException("--horizon must be 0.." + PlanEncoding.MAX_HORIZON + ", got " + h,
          2);
    }
    Game g = GameFiles.readForSolver(game);
    PlanCnfCommand.checkPlannable(game, g);
    if (solver.timeout != null && !(solver.timeout > 0)) {
      throw new UserException("--timeout must be positive, got " + solver.timeout, 2);
    }
    java.time.Duration limit = solver.timeout == null ? java.time.Duration.ofDays(365)
        : java.time.Duration.ofMillis(Math.max(1, Math.round(solver.timeout * 1000)));
    String using = satSolver == null ? "sat4j" : satSolver;
    if (!using.equals("sat4j") && !using.equals("cadical")) {
      throw new UserException("--sat-solver must be sat4j or cadical, got '" + using + "'", 2);
    }
    if (using.equals("cadical") && canonicalOrder) {
      throw new UserException("--canonical-order works with --sat-solver sat4j only (cadical "
          + "gets plan-cnf's formula)", 2);
    }
    if (using.equals("cadical") && !ExternalQbfSolver.onPath("cadical")) {
      throw new UserException("cadical is not installed; install it with: sudo apt-get update "
          + "&& sudo apt-get install -y cadical", 2);
    }
    PlanOptions po = PlanOptions.of(h, limit).withCanonicalOrder(canonicalOrder)
        .withEncoding(PlanCnfCommand.variant(encoding == null ? "default" : encoding));
    PlanResult r = using.equals("cadical") ? ExternalPlanner.plan(g, po, ExternalPlanner.cadical())
        : SatPlanner.plan(g, po);
    out().println(r.status());
    r.limit().ifPresent(l -> out().println("limit: " + l + "; no win within " + r.horizon()
        + " moves"));
    out().println("game: " + g);
    out().println("planner: " + r.statistics() + (using.equals("cadical")
        ? " (cadical: its conflicts and decisions not counted)" : ""));
    if (encoding != null) {
      out().println("encoding: " + po.encoding());
    }
    if (r.status() == SolverStatus.WINNABLE) {
      out().println("certificate: " + r.plan().size() + " moves (shortest)");
      if (cert != null) {
        GameFiles.writeString(cert, CertificateText.toText(r.plan()));
        out().println("wrote " + cert);
      }
    } else if (cert != null) {
      out().println("no certificate written (" + r.status() + ")");
    }
    out().flush();
    return 0;
  }
}
