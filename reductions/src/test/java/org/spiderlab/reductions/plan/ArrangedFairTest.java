package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.FairDecider;
import org.spiderlab.core.decide.FairStatus;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.EnumerationDecider;
import org.spiderlab.reductions.qbf.Pi2Decider;

/**
 * Bounded FAIR as a forall-exists formula ({@link ArrangedFair}) against the arrangements one by
 * one: the solver's shortest mode ({@code Solver}) gives each arrangement's shortest win, and
 * the formula must be TRUE exactly at horizons at least the longest of them, FALSE below with an
 * arrangement whose shortest win is longer; a TRUE answer agrees with {@link FairDecider}'s FAIR.
 * Every failure names the seed.
 */
class ArrangedFairTest {

  private static final Duration CHECK = Duration.ofMinutes(1);

  /** The template of a seed: small, one or two suits, some cards face down, a stock in some. */
  static Game template(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 7919 + 13);
    int n = 2 + r.nextInt(2);
    int suits = 1 + r.nextInt(2);
    int piles = 2 + r.nextInt(3);
    int deals = r.nextInt(3) == 0 ? 1 : 0;
    int decks = Math.max(1, (piles * (deals + 2)) / (n * suits));
    Rule rule = r.nextInt(5) == 0 ? Rule.HANOI : Rule.SPIDER;
    Game g = new RandomGames(n, suits, decks, piles, deals, 0, rule).generate(seed);
    // turn 2 to 5 tableau cards face down, at random places
    List<int[]> places = new ArrayList<>();
    for (int i = 0; i < g.pileCount(); i++) {
      for (int q = 0; q < g.pileSize(i); q++) {
        places.add(new int[] {i, q});
      }
    }
    int down = Math.min(places.size(), 2 + r.nextInt(4));
    Set<Integer> chosen = new LinkedHashSet<>();
    while (chosen.size() < down) {
      chosen.add(r.nextInt(places.size()));
    }
    Game.Builder b = Game.builder(g.maxRank(), g.suits()).rule(g.rule());
    int c = 0;
    for (int i = 0; i < g.pileCount(); i++) {
      List<Card> pile = new ArrayList<>();
      for (int q = 0; q < g.pileSize(i); q++, c++) {
        Card card = g.card(i, q);
        pile.add(new Card(card.rank(), card.suit(), chosen.contains(c)));
      }
      b.pile(pile);
    }
    for (int d = 0; d < g.dealCount(); d++) {
      b.deal(g.deal(d));
    }
    return b.build();
  }

  /** Every arrangement of {@code template}'s face-down cards (distinct ones only). */
  static List<Game> arrangements(Game template) {
    List<Card> hidden = new ArrayList<>();
    for (int i = 0; i < template.pileCount(); i++) {
      for (int q = 0; q < template.pileSize(i); q++) {
        if (template.card(i, q).faceDown()) {
          hidden.add(template.card(i, q));
        }
      }
    }
    Set<List<Card>> orders = new LinkedHashSet<>();
    permute(hidden, 0, orders);
    List<Game> out = new ArrayList<>();
    for (List<Card> order : orders) {
      Game.Builder b = Game.builder(template.maxRank(), template.suits()).rule(template.rule());
      int j = 0;
      for (int i = 0; i < template.pileCount(); i++) {
        List<Card> pile = new ArrayList<>();
        for (int q = 0; q < template.pileSize(i); q++) {
          Card card = template.card(i, q);
          pile.add(card.faceDown() ? order.get(j++) : card);
        }
        b.pile(pile);
      }
      for (int d = 0; d < template.dealCount(); d++) {
        b.deal(template.deal(d));
      }
      out.add(b.build());
    }
    return out;
  }

  private static void permute(List<Card> a, int i, Set<List<Card>> out) {
    if (i == a.size()) {
      out.add(List.copyOf(a));
      return;
    }
    for (int j = i; j < a.size(); j++) {
      java.util.Collections.swap(a, i, j);
      permute(a, i + 1, out);
      java.util.Collections.swap(a, i, j);
    }
  }

  /** The shortest win of {@code g} (played from its turned start), or -1 if there is none. */
  static int shortest(Game g) {
    SolverResult r = Solver.solve(g, SolverOptions.builder().shortest(true).maxStates(2_000_000)
        .build());
    assertTrue(r.status() != SolverStatus.UNKNOWN, "shortest mode undecided:\n" + g);
    return r.status() == SolverStatus.WINNABLE ? r.certificate().size() : -1;
  }

  /** The longest shortest win over the arrangements, or -1 if some arrangement is lost. */
  static int longestShortest(Game template) {
    int worst = 0;
    for (Game a : arrangements(template)) {
      int s = shortest(a);
      if (s < 0) {
        return -1;
      }
      worst = Math.max(worst, s);
    }
    return worst;
  }

  static void check(Game template, String where, Pi2Decider decider) {
    int worst = longestShortest(template);
    int horizon = worst >= 0 ? worst : 8;
    ArrangedFair.Result at = ArrangedFair.decide(template, horizon, decider, CHECK);
    if (worst >= 0) {
      assertEquals(ArrangedFair.Status.EVERY_ARRANGEMENT_WITHIN, at.status(),
          where + ": every arrangement wins within " + worst);
      FairStatus fair = FairDecider.decide(template, DeciderOptions.defaults()).status();
      assertEquals(FairStatus.FAIR, fair, where + ": TRUE but the decider says " + fair);
    } else {
      assertEquals(ArrangedFair.Status.SOME_ARRANGEMENT_NOT_WITHIN, at.status(), where);
    }
    if (horizon > 0) {
      ArrangedFair.Result below = ArrangedFair.decide(template, horizon - 1, decider, CHECK);
      assertEquals(ArrangedFair.Status.SOME_ARRANGEMENT_NOT_WITHIN, below.status(),
          where + ": horizon " + (horizon - 1));
      int s = shortest(below.arrangement().orElseThrow());
      assertTrue(s < 0 || s > horizon - 1, where + ": the arrangement given wins in " + s
          + " moves, within " + (horizon - 1) + ":\n" + below.arrangement().orElseThrow());
    }
  }

  /**
   * Seeds 0..59 but {@link #HEAVY}; templates whose longest shortest win exceeds {@link #LONGEST}
   * moves are left out (CEGAR needs minutes on some of them: seed 2, 13 moves, 30 arrangements,
   * 3.8 min).
   */
  @TestFactory
  Stream<DynamicTest> agreesWithTheArrangementsOneByOne() {
    int[] decided = new int[2];
    Stream<DynamicTest> seeds = seeds(LongStream.range(0, 60).filter(s -> !HEAVY.contains(s)),
        decided);
    return Stream.concat(seeds, Stream.of(DynamicTest.dynamicTest("both answers occur", () ->
        assertTrue(decided[0] >= 20 && decided[1] >= 15, "every arrangement within the"
            + " horizon on " + decided[0] + " templates, some arrangement lost on "
            + decided[1]))));
  }

  /**
   * The seeds of 0..59 whose CEGAR runs take longest: seed 0 about a minute (67 s on 2026-11-27),
   * seeds 7, 16, 33, 49, 54, 56 and 58 from 9 to 14 s each (2026-11-27, beside other work).
   */
  private static final java.util.Set<Long> HEAVY = java.util.Set.of(0L, 7L, 16L, 33L, 49L, 54L,
      56L, 58L);

  /** {@link #HEAVY}, in the slow profile. */
  @TestFactory
  @Tag("slow")
  Stream<DynamicTest> agreesWithTheArrangementsOneByOneOnTheHeavySeeds() {
    return seeds(HEAVY.stream().mapToLong(Long::longValue).sorted(), new int[2]);
  }

  private static Stream<DynamicTest> seeds(LongStream range, int[] decided) {
    return range.mapToObj(seed -> DynamicTest.dynamicTest(
        "seed " + seed, () -> {
          Game t = template(seed);
          int worst = longestShortest(t);
          if (worst <= LONGEST) {
            check(t, "seed " + seed + "\n" + GameText.toText(t), CegarDecider.withDefaults());
            decided[worst >= 0 ? 0 : 1]++;
          }
        }));
  }

  private static final int LONGEST = 12;

  /** The reference decider tries all {@code 2^(m*m)} universal assignments: three cards at most. */
  @Test
  void enumerationAgreesWhereItCanRun() {
    int run = 0;
    for (long seed = 0; seed < 40 && run < 6; seed++) {
      Game t = template(seed);
      if (arrangements(t).isEmpty() || hiddenCount(t) > 3) {
        continue;
      }
      run++;
      check(t, "seed " + seed + " (enumeration)\n" + GameText.toText(t),
          EnumerationDecider.withDefaults());
    }
    assertTrue(run >= 4, "only " + run + " templates with at most three face-down cards");
  }

  private static int hiddenCount(Game g) {
    int down = 0;
    for (int i = 0; i < g.pileCount(); i++) {
      for (int q = 0; q < g.pileSize(i); q++) {
        down += g.card(i, q).faceDown() ? 1 : 0;
      }
    }
    return down;
  }

  /** Three CEGAR runs on the sample template: about three minutes, in the slow profile. */
  @Test
  @Tag("slow")
  void theSampleTemplate() {
    Game fair = GameText.parse("spider ranks=3 suits=1\npile [3S] [2S] [1S]\n"
        + "pile [3S] [2S] [1S]\npile\npile\n");
    int worst = longestShortest(fair);
    assertTrue(worst > 0, "every arrangement wins");
    assertEquals(ArrangedFair.Status.EVERY_ARRANGEMENT_WITHIN,
        ArrangedFair.decide(fair, worst, CegarDecider.withDefaults(), CHECK).status());
    assertEquals(ArrangedFair.Status.SOME_ARRANGEMENT_NOT_WITHIN,
        ArrangedFair.decide(fair, worst - 1, CegarDecider.withDefaults(), CHECK).status());
  }

  @Test
  void theSampleTemplateWithoutItsFourthPileHasALostArrangement() {
    Game unfair = GameText.parse("spider ranks=3 suits=1\npile [3S] [2S] [1S]\n"
        + "pile [3S] [2S] [1S]\npile\n");
    ArrangedFair.Result r = ArrangedFair.decide(unfair, 12, CegarDecider.withDefaults(), CHECK);
    assertEquals(ArrangedFair.Status.SOME_ARRANGEMENT_NOT_WITHIN, r.status());
    assertEquals(-1, shortest(r.arrangement().orElseThrow()), "the arrangement is lost");
  }
}
