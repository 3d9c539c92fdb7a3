package org.spiderlab.benchmarks;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * Sat4j's search effort (decisions, conflicts, propagations) on the formulas of the reach table
 * (docs/LAB-RESULTS.md, "Unsatisfiable formulas: reach"), beside which the game solver's states
 * are read. One line per formula. Not JMH: one run each.
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.SatEffort F.cnf ...}, or {@code
 * ... SatEffort --random VARS CLAUSES COUNT SEED} for the unsatisfiable members of the seeded
 * random family that {@code spiderlab campaign --random} draws (width 3).
 */
public final class SatEffort {

  private SatEffort() {}

  public static void main(String[] args) {
    if (args.length == 5 && args[0].equals("--random")) {
      int vars = Integer.parseInt(args[1]);
      int clauses = Integer.parseInt(args[2]);
      int count = Integer.parseInt(args[3]);
      long seed = Long.parseLong(args[4]);
      RandomFormulas family = new RandomFormulas(vars, clauses, 3);
      for (long i = 0; i < count; i++) {
        SatSolver.Search s = SatSolver.search(family.generate(seed, i), Duration.ofMinutes(10));
        if (s.result() instanceof SatResult.Unsatisfiable) {
          print(vars + "v/" + clauses + "c seed " + seed + " index " + i, s);
        }
      }
      return;
    }
    if (args.length == 0) {
      System.err.println("usage: SatEffort F.cnf ... | --random VARS CLAUSES COUNT SEED");
      System.exit(2);
    }
    for (String a : args) {
      Cnf f = DimacsReader.read(Path.of(a));
      print(a, SatSolver.search(f, Duration.ofMinutes(10)));
    }
  }

  private static void print(String name, SatSolver.Search s) {
    String verdict = s.result() instanceof SatResult.Satisfiable ? "SAT"
        : s.result() instanceof SatResult.Unsatisfiable ? "UNSAT" : "UNKNOWN";
    System.out.printf(Locale.ROOT, "%s: %s, %d decisions, %d conflicts, %d propagations, %d ms%n",
        name, verdict, s.decisions(), s.conflicts(), s.propagations(), s.elapsed().toMillis());
  }
}
