package org.spiderlab.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.verifier.ProofChecker;
import org.spiderlab.verifier.ProofVerdict;

/**
 * The figures of proofs of unwinnability (docs/PERFORMANCE.md, "Proofs of unwinnability"): for
 * each unwinnable game, the solver's own answer (default options: states, time), the
 * proof-writing search (items, characters, gzip bytes, time) and the independent checker (time,
 * verdict). Not JMH: one run per game, in one JVM, times from {@link System#nanoTime}.
 *
 * <p>Families: {@code formulas}, the reduced games of the unsatisfiable formulas of the reach
 * table (the files of {@code docs/campaigns}, the seeded random families with 4 to 20 variables,
 * the pigeonhole formula with 5 pigeons and 4 holes), one line each; {@code games}, seeded small
 * random games of every kind (several suits and decks, stocks, face-down cards), one summary line
 * per family with the totals of its unwinnable games.
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.ProofFigures FAMILY MAX_STATES
 * [STRATEGY]}, the solver's strategy {@code auto} (the command line's default) unless given; the
 * proof-writing search is always the complete depth-first search of {@link ProofSearch}.
 */
public final class ProofFigures {

  private ProofFigures() {}

  /** One measured game. */
  record Row(String name, SolverResult solved, double solveSeconds, SolverStatus proofStatus,
      long items, long chars, long gzipBytes, double proofSeconds, ProofVerdict verdict,
      double checkSeconds) {}

  static Row measure(String name, Game g, long maxStates, SearchStrategy strategy)
      throws IOException {
    SolverOptions opts = SolverOptions.builder().maxStates(maxStates)
        .timeout(Duration.ofSeconds(300)).strategy(strategy).build();
    long t0 = System.nanoTime();
    SolverResult solved = Solver.solve(g, opts);
    long t1 = System.nanoTime();
    StringBuilder proof = new StringBuilder();
    ProofSearch.Outcome o = ProofSearch.solve(g, opts, proof);
    long t2 = System.nanoTime();
    ProofVerdict v = null;
    long t3 = t2;
    long gz = 0;
    if (o.result().status() == SolverStatus.UNWINNABLE) {
      v = ProofChecker.check(g, new StringReader(proof.toString()), name);
      t3 = System.nanoTime();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
        z.write(proof.toString().getBytes(StandardCharsets.UTF_8));
      }
      gz = bytes.size();
    }
    return new Row(name, solved, (t1 - t0) / 1e9, o.result().status(),
        o.result().statistics().storedStates(), o.bytes(), gz, (t2 - t1) / 1e9, v,
        (t3 - t2) / 1e9);
  }

  static List<Cnf> formulas() {
    List<Cnf> out = new ArrayList<>();
    for (String name : new String[] {"eight-clauses-3v.cnf", "random-unsat-4v14c.cnf",
        "random-unsat-4v18c.cnf", "random-unsat-5v22c.cnf", "pigeonhole-3-2.cnf",
        "pigeonhole-4-3.cnf"}) {
      out.add(DimacsReader.read(Path.of("docs", "campaigns", name)));
    }
    int[][] families = {{4, 18, 30}, {5, 22, 24}, {6, 26, 20}, {8, 34, 40}, {10, 43, 40},
        {12, 52, 20}, {15, 64, 20}, {20, 86, 10}};
    for (int[] f : families) {
      RandomFormulas family = new RandomFormulas(f[0], f[1], 3);
      for (long i = 0; i < f[2]; i++) {
        Cnf c = family.generate(1, i);
        if (!(SatSolver.solve(c) instanceof SatResult.Satisfiable)) {
          out.add(c);
        }
      }
    }
    out.add(pigeonhole(5, 4));
    return out;
  }

  /** The pigeonhole formula: {@code p} pigeons, {@code h} holes. */
  static Cnf pigeonhole(int p, int h) {
    StringBuilder d = new StringBuilder();
    List<String> clauses = new ArrayList<>();
    for (int i = 0; i < p; i++) {
      StringBuilder c = new StringBuilder();
      for (int j = 0; j < h; j++) {
        c.append(i * h + j + 1).append(' ');
      }
      clauses.add(c + "0");
    }
    for (int j = 0; j < h; j++) {
      for (int a = 0; a < p; a++) {
        for (int b = a + 1; b < p; b++) {
          clauses.add(-(a * h + j + 1) + " " + -(b * h + j + 1) + " 0");
        }
      }
    }
    d.append("p cnf ").append(p * h).append(' ').append(clauses.size()).append('\n');
    clauses.forEach(c -> d.append(c).append('\n'));
    return DimacsReader.read(new StringReader(d.toString()), "pigeonhole-" + p + "-" + h);
  }

  static final List<RandomGames> GAMES = List.of(
      RandomGames.oneSuit(4, 2, 4), new RandomGames(4, 2, 1, 4, 0, 0, Rule.SPIDER),
      new RandomGames(4, 2, 2, 3, 2, 0, Rule.SPIDER), RandomGames.oneSuit(5, 2, 5).withFaceDown(30),
      new RandomGames(3, 2, 2, 4, 1, 20, Rule.SPIDER), RandomGames.oneSuit(6, 3, 6),
      new RandomGames(6, 2, 2, 6, 0, 20, Rule.SPIDER), new RandomGames(5, 2, 2, 5, 2, 10,
          Rule.SPIDER), RandomGames.oneSuit(7, 2, 4), new RandomGames(6, 3, 2, 7, 1, 0,
          Rule.SPIDER));

  public static void main(String[] args) throws IOException {
    String family = args.length > 0 ? args[0] : "formulas";
    long maxStates = args.length > 1 ? Long.parseLong(args[1]) : 2_000_000;
    SearchStrategy strategy = args.length > 2
        ? SearchStrategy.valueOf(args[2].toUpperCase(Locale.ROOT).replace('-', '_'))
        : SearchStrategy.AUTO;
    if (family.equals("formulas")) {
      System.out.println("formula\tsolver\tstates\tsolve_s\tproof\titems\tchars\tgzip\tproof_s"
          + "\tcheck\tcheck_s");
      for (Cnf f : formulas()) {
        String name = f.variables() + "v" + f.clauseCount() + "c";
        Row r = measure(name, ThreeSatToSpider.INSTANCE.reduce(f).game(), maxStates, strategy);
        System.out.printf(Locale.ROOT, "%s\t%s\t%d\t%.2f\t%s\t%d\t%d\t%d\t%.2f\t%s\t%.2f%n",
            name, r.solved().status(), r.solved().statistics().storedStates(), r.solveSeconds(),
            r.proofStatus(), r.items(), r.chars(), r.gzipBytes(), r.proofSeconds(),
            r.verdict() == null ? "-" : r.verdict().isValid() ? "VALID" : r.verdict(),
            r.checkSeconds());
      }
      return;
    }
    System.out.println("family\tunwinnable\tproven\tinvalid\tsolver_states\tsolve_s\titems"
        + "\tchars\tgzip\tgzip_per_item\tproof_s\tcheck_s");
    for (RandomGames spec : GAMES) {
      long unwinnable = 0;
      long proven = 0;
      long invalid = 0;
      long states = 0;
      long items = 0;
      long chars = 0;
      long gzip = 0;
      double solve = 0;
      double proof = 0;
      double check = 0;
      for (long seed = 0; seed < 300; seed++) {
        Row r = measure(spec.describe(seed), spec.generate(seed), maxStates, strategy);
        if (r.solved().status() != SolverStatus.UNWINNABLE) {
          continue;
        }
        unwinnable++;
        states += r.solved().statistics().storedStates();
        solve += r.solveSeconds();
        if (r.proofStatus() == SolverStatus.UNWINNABLE) {
          proven++;
          invalid += r.verdict().isValid() ? 0 : 1;
          items += r.items();
          chars += r.chars();
          gzip += r.gzipBytes();
          proof += r.proofSeconds();
          check += r.checkSeconds();
        }
      }
      System.out.printf(Locale.ROOT, "%s\t%d\t%d\t%d\t%d\t%.2f\t%d\t%d\t%d\t%.1f\t%.2f\t%.2f%n",
          spec, unwinnable, proven, invalid, states, solve, items, chars, gzip,
          items == 0 ? 0.0 : (double) gzip / items, proof, check);
    }
  }
}
