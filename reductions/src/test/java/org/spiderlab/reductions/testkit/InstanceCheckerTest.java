package org.spiderlab.reductions.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.testing.DelegatingReduction;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * Each stage of the kit's per-instance checks is attributed to its own {@link Check}, shown with
 * deliberately broken reductions and deciders (thesis 4.2: Lemma 4.2.2 and the witness maps).
 */
class InstanceCheckerTest {
  static final Cnf SAT = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");
  static final Cnf UNSAT = Cnf.parse("1, -1");
  static final GameDecider<List<Move>> SOLVER = GameDecider.solver(SolverOptions.builder()
      .maxStates(200_000).timeout(Duration.ofSeconds(20)).build());
  static final GameDecider<List<Move>> NEVER = g -> {
    throw new AssertionError("the game decider must not be asked");
  };

  static InstanceChecker<Cnf, Assignment, ReducedInstance, List<Move>> checker(
      Reduction<Cnf, Assignment, ReducedInstance, List<Move>> r, GameDecider<List<Move>> d) {
    return new InstanceChecker<>(CnfProblem.INSTANCE, SatSolver.decider(), r, d);
  }

  static List<Check> checks(InstanceReport<Cnf> rep) {
    return rep.findings().stream().map(Finding::check).toList();
  }


  @Test
  void theThesisReductionPassesAndMapsBothWinningCertificatesBack() {
    InstanceReport<Cnf> rep = checker(new DelegatingReduction(), SOLVER).check(SAT);
    assertEquals(List.of(), rep.findings());
    assertEquals(2, rep.certificatesMapped(), "the forward and the solver's certificate");
    assertEquals(Optional.of(true), rep.sourceYes());
    assertEquals("WINNABLE", rep.gameVerdict());
    InstanceReport<Cnf> no = checker(new DelegatingReduction(), SOLVER).check(UNSAT);
    assertEquals(List.of(), no.findings());
    assertEquals("UNWINNABLE", no.gameVerdict());
  }

  @Test
  void reduceAndSizeBound() {
    InstanceReport<Cnf> thrown = checker(new DelegatingReduction() {
      @Override
      public ReducedInstance reduce(Cnf f) {
        throw new IllegalArgumentException("too big");
      }
    }, NEVER).check(SAT);
    assertEquals(List.of(Check.REDUCE), checks(thrown));
    assertTrue(thrown.findings().get(0).detail().contains("IllegalArgumentException: too big"));
    InstanceReport<Cnf> tooBig = checker(new DelegatingReduction() {
      @Override
      public SizeBound sizeBound(Cnf f) {
        return new SizeBound(1000, 1000, 10);
      }
    }, SOLVER).check(SAT);
    assertEquals(List.of(Check.SIZE_BOUND), checks(tooBig));
    assertTrue(tooBig.findings().get(0).detail().contains("142 cards > 10"),
        tooBig.findings().toString());
  }

  @Test
  void forwardMapThatPlaysNothingOrThrows() {
    InstanceReport<Cnf> empty = checker(new DelegatingReduction() {
      @Override
      public List<Move> forward(ReducedInstance i, Assignment w) {
        return List.of();
      }
    }, SOLVER).check(SAT);
    assertEquals(List.of(Check.FORWARD_MAP), checks(empty));
    assertTrue(empty.findings().get(0).detail().contains("proves nothing: the certificate does not win: NOT-WON after 0 moves"),
        empty.findings().toString());
    assertEquals(1, empty.certificatesMapped(), "only the solver's certificate is left to map");
    InstanceReport<Cnf> thrown = checker(new DelegatingReduction() {
      @Override
      public List<Move> forward(ReducedInstance i, Assignment w) {
        throw new IllegalStateException("stuck");
      }
    }, NEVER).check(SAT, EnumSet.of(Check.FORWARD_MAP), null);
    assertEquals(List.of(Check.FORWARD_MAP), checks(thrown));
    assertEquals("not asked", thrown.gameVerdict(), "a forward-only check runs no game decider");
  }

  @Test
  void backwardMapIsRunOnEveryWinningCertificate() {
    InstanceReport<Cnf> rep = checker(new DelegatingReduction() {
      @Override
      public BackwardResult<Assignment> backward(ReducedInstance i, List<Move> c) {
        return new BackwardResult.Witness<>(Assignment.ofValues(true, true, true));
      }
    }, SOLVER).check(SAT);
    assertEquals(List.of(Check.BACKWARD_MAP, Check.BACKWARD_MAP), checks(rep));
    assertTrue(rep.findings().get(0).detail().startsWith("the forward evidence maps back to "
        + "no witness: the assignment 1 2 3 falsifies clause 3"), rep.findings().toString());
    assertTrue(rep.findings().get(1).detail().startsWith("the game decider's evidence"));
  }

  @Test
  void gameDeciderAgainstTheSource() {
    Cnf empty = Cnf.of(1);
    Reduction<Cnf, Assignment, ReducedInstance, List<Move>> everythingWinnable = new DelegatingReduction() {
      @Override
      public ReducedInstance reduce(Cnf f) {
        return super.reduce(empty);
      }

      @Override
      public SizeBound sizeBound(Cnf f) {
        return super.sizeBound(empty);
      }
    };
    InstanceReport<Cnf> no = checker(everythingWinnable, SOLVER).check(UNSAT,
        EnumSet.allOf(Check.class), new SourceAnswer.No<>());
    assertEquals(Check.NO_INSTANCE, no.primary().orElseThrow().check(), no.findings().toString());
    InstanceReport<Cnf> liar = checker(new DelegatingReduction(),
        g -> new GameAnswer.No<List<Move>>("said so", 1)).check(SAT);
    assertEquals(List.of(Check.YES_INSTANCE), checks(liar));
    InstanceReport<Cnf> bogus = checker(new DelegatingReduction(),
        g -> new GameAnswer.Yes<>(List.of(Move.clear(0)), 1)).check(SAT);
    assertEquals(List.of(Check.GAME_DECIDER), checks(bogus));
    InstanceReport<Cnf> unknown = checker(new DelegatingReduction(),
        g -> new GameAnswer.Unknown<List<Move>>("max-states 1", 1)).check(UNSAT);
    assertEquals(List.of(), unknown.findings());
    assertTrue(unknown.undecided().orElseThrow().startsWith("the game decider gave no answer"));
  }

  @Test
  void sourceDeciderFailures() {
    InstanceChecker<Cnf, Assignment, ReducedInstance, List<Move>> unknown = new InstanceChecker<>(
        CnfProblem.INSTANCE, f -> new SourceAnswer.Unknown<>("timeout"),
        new DelegatingReduction(), NEVER);
    assertEquals(Optional.of("the source decider gave no answer: timeout"),
        unknown.check(SAT).undecided());
    InstanceChecker<Cnf, Assignment, ReducedInstance, List<Move>> thrown = new InstanceChecker<>(
        CnfProblem.INSTANCE, f -> {
          throw new IllegalStateException("crashed");
        }, new DelegatingReduction(), NEVER);
    assertEquals(List.of(Check.SOURCE_DECIDER), checks(thrown.check(SAT)));
  }

  /** A game whose cards are not complete runs is lost, which needs no decider to see. */
  @Test
  void aGameWithoutCompleteRunsIsLostWithoutAskingTheDecider() {
    Reduction<Cnf, Assignment, ReducedInstance, List<Move>> missingCard = new DelegatingReduction() {
      @Override
      public ReducedInstance reduce(Cnf f) {
        ReducedInstance r = super.reduce(f);
        Game.Builder b = Game.builder(r.game().maxRank(), 1);
        for (int p = 0; p < r.game().pileCount(); p++) {
          List<org.spiderlab.core.Card> pile = r.game().pile(p);
          b.pile(p == r.layout().endPile(0) ? List.of() : pile);
        }
        return new ReducedInstance(r.source(), r.normalization(), b.build(), r.layout());
      }
    };
    InstanceReport<Cnf> rep = checker(missingCard, NEVER).check(SAT,
        EnumSet.of(Check.YES_INSTANCE), null);
    assertEquals(List.of(Check.YES_INSTANCE), checks(rep));
    assertTrue(rep.findings().get(0).detail().endsWith("suit 1 has 2 cards of rank 1 but 1 of "
        + "rank 71, so its cards are not complete runs"), rep.findings().toString());
    assertEquals(Optional.empty(), InstanceChecker.incompleteRuns(
        new DelegatingReduction().reduce(SAT).game()));
  }
}
