package org.spiderlab.reductions.approx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.optimum.GreedyPlayer;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.core.optimum.Optimiser;
import org.spiderlab.core.optimum.Optimum;
import org.spiderlab.core.optimum.OptimumStatus;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * What inapproximability means in practice (thesis 4.5.4): the {@link GreedyPlayer} on the games
 * of the 4.5 constructions of satisfiable formulas, whose optimum the forward certificate reaches
 * (the card count's bound: every deck cleared, the run of height {@code N}), against the same
 * player on random deals. The default test pins the thesis' example; the table of {@code
 * docs/APPROXIMATION.md} comes from {@link #table} ({@code -Pslow}).
 */
class GreedyDemonstrationTest {
  static final Cnf EXAMPLE = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");

  /** The greedy player's moves on a game of {@code cards} cards: 10 per card, 100 more. */
  static int budget(Game g) {
    return (int) (10 * g.cardCount() + 100);
  }

  @Test
  void greedyClearsNothingOnTheThesisExample() {
    Assignment model = Assignment.ofValues(new boolean[] {false, true, false});
    for (DecksReduction red : List.of(DecksReduction.value(), DecksReduction.decks(4))) {
      DecksInstance inst = red.reduce(EXAMPLE);
      GreedyPlayer.Play p = GreedyPlayer.play(inst.game(), budget(inst.game()));
      assertEquals(0, p.clears(), red.name());
      assertEquals(red.deckCount(), red.question().reached(inst.game(),
          red.forward(inst, model)).orElseThrow(), red.name());
    }
    RunHeightReduction rh = RunHeightReduction.of(new Rho(1, 2), RunReading.TOP);
    RunHeightInstance inst = rh.reduce(EXAMPLE);
    GreedyPlayer.Play p = GreedyPlayer.play(inst.game(), budget(inst.game()));
    assertEquals(7, p.tallestTop()); // a literal area of three occurrences, of N = 213
    assertEquals(33, p.tallestAnywhere()); // in the big stack from the start: 39 down to 7
    assertEquals(213, rh.question().reached(inst.game(), rh.forward(inst, model)).orElseThrow());
  }

  /** One line of the table: what the greedy player reached of what. */
  record Row(String what, int greedy, int optimum) {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%-58s greedy %4d of %4d (%3.0f%%)", what, greedy,
          optimum, optimum == 0 ? 100.0 : 100.0 * greedy / optimum);
    }
  }

  @Test
  @Tag("slow")
  void table() {
    List<Row> rows = new ArrayList<>();
    int[][] families = {{4, 12}, {6, 20}, {8, 30}};
    for (int[] fam : families) {
      RandomFormulas gen = new RandomFormulas(fam[0], fam[1], 3);
      int taken = 0;
      for (long i = 0; taken < 5; i++) {
        Cnf f = gen.generate(2026, i);
        if (!(SatSolver.solve(f) instanceof SatResult.Satisfiable sat)) {
          continue;
        }
        taken++;
        String name = fam[0] + " vars, " + fam[1] + " clauses #" + i;
        for (DecksReduction red : List.of(DecksReduction.value(), DecksReduction.decks(4))) {
          DecksInstance inst = red.reduce(f);
          List<Move> fw = red.forward(inst, sat.model());
          GreedyPlayer.Play p = GreedyPlayer.play(inst.game(), budget(inst.game()));
          rows.add(new Row(name + ", val, " + red.deckCount() + " decks", p.clears(),
              red.question().reached(inst.game(), fw).orElseThrow()));
        }
        for (RunReading reading : RunReading.values()) {
          RunHeightReduction red = RunHeightReduction.of(new Rho(1, 2), reading);
          RunHeightInstance inst = red.reduce(f);
          List<Move> fw = red.forward(inst, sat.model());
          GreedyPlayer.Play p = GreedyPlayer.play(inst.game(), budget(inst.game()));
          rows.add(new Row(name + ", max run (" + reading.keyword() + "), rho 1/2",
              p.value(Objective.tallestRun(reading)),
              red.question().reached(inst.game(), fw).orElseThrow()));
        }
      }
    }
    SolverOptions opts = SolverOptions.builder().maxStates(2_000_000)
        .strategy(SearchStrategy.FOCUSED).build();
    for (RandomGames spec : List.of(new RandomGames(13, 1, 2, 10, 0, 0, org.spiderlab.core.Rule
        .SPIDER), new RandomGames(13, 2, 2, 10, 0, 50, org.spiderlab.core.Rule.SPIDER))) {
      for (long seed = 1; seed <= 5; seed++) {
        Game g = spec.generate(seed);
        GreedyPlayer.Play p = GreedyPlayer.play(g, budget(g));
        for (Objective o : List.of(Objective.runsCleared(),
            Objective.tallestRun(RunReading.TOP))) {
          Optimum opt = Optimiser.maximise(g, o, opts);
          if (opt.status() == OptimumStatus.OPTIMAL) {
            rows.add(new Row(spec.describe(seed) + " " + o.label(), p.value(o), opt.value()));
          }
        }
      }
    }
    rows.forEach(System.out::println);
    assertTrue(rows.size() > 40);
  }
}
