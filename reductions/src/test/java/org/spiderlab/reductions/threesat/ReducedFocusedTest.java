package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * Measurement (tag {@code slow}; docs/LAB-RESULTS.md, "The solver alone"): the solver alone, with
 * {@link SearchStrategy#FOCUSED}, on the reduced SATLIB uf20-91 games (thesis 4.2.1), against
 * Sat4j on the same formulas. Every win is mapped back to an assignment that must satisfy the
 * formula. Files: the first {@code -Dsolver.reduced.count} in lexical order (default all 1000);
 * budget {@code -Dsolver.reduced.states} (default 400,000) and {@code -Dsolver.reduced.seconds}
 * (default 60) per file; {@code -Dsolver.reduced.threads} (default 2). Prints one line per file
 * and a summary.
 */
@Tag("slow")
class ReducedFocusedTest {

  record Row(String file, SolverStatus status, long states, long solveMillis, long satMillis) {}

  @Test
  void uf20WithoutAModel() throws Exception {
    int count = Integer.getInteger("solver.reduced.count", 1000);
    long states = Long.getLong("solver.reduced.states", 400_000);
    long seconds = Long.getLong("solver.reduced.seconds", 60);
    int threads = Integer.getInteger("solver.reduced.threads", 2);
    List<Path> files = SatlibForwardTest.files("uf20-91");
    files = files.subList(0, Math.min(count, files.size()));
    SolverOptions opt = SolverOptions.builder().strategy(SearchStrategy.FOCUSED)
        .maxStates(states).timeout(java.time.Duration.ofSeconds(seconds))
        .maxMemoryBytes(Runtime.getRuntime().maxMemory() / (2L * threads)).build();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<Row>> rows = new ArrayList<>();
    for (Path p : files) {
      rows.add(pool.submit(() -> {
        Cnf f = DimacsReader.read(p);
        long t0 = System.nanoTime();
        SatSolver.solve(f);
        long sat = (System.nanoTime() - t0) / 1_000_000;
        ReducedInstance r = ThreeSatToSpider.construct(f);
        SolverResult res = Solver.solve(r.game(), opt);
        if (res.status() == SolverStatus.WINNABLE) {
          Assignment a = WitnessMaps.backward(r, res.certificate());
          assertTrue(f.evaluate(a), p + ": backward map of the solver's certificate " + a);
        }
        assertTrue(res.status() != SolverStatus.UNWINNABLE, p + ": satisfiable, yet UNWINNABLE");
        Row row = new Row(p.getFileName().toString(), res.status(),
            res.statistics().storedStates(), res.statistics().elapsed().toMillis(), sat);
        System.out.printf(Locale.ROOT, "%-16s %-8s %9d states %7d ms (Sat4j %d ms)%n", row.file(),
            row.status(), row.states(), row.solveMillis(), row.satMillis());
        return row;
      }));
    }
    int won = 0;
    long wonStates = 0;
    long maxStates = 0;
    long wonMillis = 0;
    long maxMillis = 0;
    long satMillis = 0;
    List<Long> sorted = new ArrayList<>();
    for (Future<Row> fr : rows) {
      Row r = fr.get();
      satMillis += r.satMillis();
      if (r.status() == SolverStatus.WINNABLE) {
        won++;
        wonStates += r.states();
        maxStates = Math.max(maxStates, r.states());
        wonMillis += r.solveMillis();
        maxMillis = Math.max(maxMillis, r.solveMillis());
        sorted.add(r.solveMillis());
      }
    }
    pool.shutdown();
    sorted.sort(null);
    System.out.printf(Locale.ROOT, "uf20-91 focused: %d of %d WINNABLE within %d states / %d s;"
        + " won: %d states in all, %d at most, %d ms in all, median %d ms, %d ms at most;"
        + " Sat4j %d ms in all%n", won, files.size(), states, seconds, wonStates, maxStates,
        wonMillis, sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2), maxMillis, satMillis);
    assertEquals(files.size(), rows.size());
    assertTrue(won > 0, "no file decided");
  }
}
