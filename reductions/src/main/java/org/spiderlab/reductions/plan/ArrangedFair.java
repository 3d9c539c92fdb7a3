package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Result;

/**
 * Bounded FAIR as a forall-exists formula (FAIR of thesis 4.3 asked of the SAT planner of thesis
 * chapter 3): "every arrangement of the template's face-down cards has a win within {@code L}
 * moves". TRUE proves the template FAIR ({@code core.decide.FairDecider}'s question,
 * same definition: the face-down cards, tops included, are a known multiset on known places; an
 * arrangement is played from its turned starting position); FALSE gives an arrangement with no
 * win within {@code L} moves, which is not yet a proof of UNFAIR (a longer win may exist).
 *
 * <p><b>The formula.</b> Universal variables {@code x[j][h]}: hidden card {@code h} starts at
 * hidden place {@code j} (one per pair; the hidden cards are the template's face-down cards as
 * physical cards of fixed rank and suit). The existential part is the planner's formula ({@link
 * PlanEncoding}, arranged mode) whose starting state follows {@code x}: each card lies on what the
 * arrangement puts under it, a hidden card is face up and clear exactly at a pile's top, and the
 * goal holds at {@code L}. Every clause of it carries an escape literal {@code e}, and {@code e}
 * implies a witness that {@code x} is not a canonical permutation: a place with no card or two,
 * a card with no place or two, or two identical cards in the wrong order (identical cards go to
 * their places in card order, so every arrangement has exactly one canonical {@code x}). So for
 * a canonical {@code x} the escape is false and the planner's formula must hold, and for any other
 * {@code x} the escape satisfies everything: the formula is TRUE exactly when every arrangement
 * has a win within {@code L} moves (the planner's formula being satisfiable exactly when the
 * arranged game has one, {@code SatPlannerTest}). The move budget is left out, since its bound
 * depends on the arrangement.
 *
 * <p><b>Checks.</b> A FALSE answer's arrangement is given to the planner on its own ({@link
 * SatPlanner}, a formula with a fixed start built another way), which must find no win within
 * {@code L} moves; if it finds one, the answer is refused with an exception (a bug, never a
 * verdict). A TRUE answer is checked as the decider checks it (with {@code CegarDecider}, its
 * table row by row when there are at most {@code tableLimit} universals).
 */
public final class ArrangedFair {

  /** The most face-down cards a template may have ({@code MAX_HIDDEN^2} universal variables). */
  public static final int MAX_HIDDEN = 12;

  private static final int ESCAPE = Integer.MAX_VALUE;

  private ArrangedFair() {}

  /** What the bounded question answered. */
  public enum Status {
    /** Every arrangement has a win within the horizon: the template is FAIR. */
    EVERY_ARRANGEMENT_WITHIN,
    /** Some arrangement (given) has no win within the horizon. */
    SOME_ARRANGEMENT_NOT_WITHIN,
    /** The decider gave no answer (time limit). */
    UNKNOWN
  }

  /**
   * The answer: its status, the arrangement without a win within the horizon (with {@link
   * Status#SOME_ARRANGEMENT_NOT_WITHIN}, when the decider's counterexample reads as one: an
   * external solver may leave universal variables unassigned), and the decider's run.
   */
  public record Result(Status status, Optional<Game> arrangement, int horizon, Pi2Result run) {
    /** Checks the fields. */
    public Result {
      checkNotNull(status, "status");
      checkNotNull(arrangement, "arrangement");
      checkNotNull(run, "run");
      checkArgument(arrangement.isEmpty() || status == Status.SOME_ARRANGEMENT_NOT_WITHIN,
          "an arrangement only with SOME_ARRANGEMENT_NOT_WITHIN");
    }
  }

  /**
   * The formula of {@code template} for horizon {@code horizon}, with what reads its universal
   * assignments back as arrangements.
   */
  public record Formula(ForallExists formula, Game template, int horizon, int[] hiddenCards) {
    /** Checks the fields. */
    public Formula {
      checkNotNull(formula, "formula");
      checkNotNull(template, "template");
      hiddenCards = hiddenCards.clone();
    }

    /** The hidden cards, in the planner's card numbering (tableau cards pile by pile). */
    @Override
    public int[] hiddenCards() {
      return hiddenCards.clone();
    }

    /**
     * The arrangement that a universal assignment chooses: the template with, at hidden place
     * {@code j}, the card {@code h} with {@code x[j][h]} true.
     *
     * @throws IllegalArgumentException if the assignment is not a permutation
     */
    public Game arrangement(Assignment universals) {
      int m = hiddenCards.length;
      Card[] at = new Card[m];
      boolean[] used = new boolean[m];
      for (int j = 0; j < m; j++) {
        for (int h = 0; h < m; h++) {
          if (universals.value(1 + j * m + h)) {
            checkArgument(at[j] == null, "hidden place %s holds two cards", j);
            checkArgument(!used[h], "hidden card %s lies at two places", h);
            used[h] = true;
            at[j] = cardAt(template, hiddenCards[h]);
          }
        }
        checkArgument(at[j] != null, "hidden place %s holds no card", j);
      }
      Game.Builder b = Game.builder(template.maxRank(), template.suits()).rule(template.rule());
      int c = 0;
      int j = 0;
      for (int i = 0; i < template.pileCount(); i++) {
        List<Card> pile = new ArrayList<>();
        for (int q = 0; q < template.pileSize(i); q++, c++) {
          Card shown = template.card(i, q);
          if (j < m && hiddenCards[j] == c) {
            pile.add(new Card(at[j].rank(), at[j].suit(), true));
            j++;
          } else {
            pile.add(shown);
          }
        }
        b.pile(pile);
      }
      for (int d = 0; d < template.dealCount(); d++) {
        b.deal(template.deal(d));
      }
      return b.build();
    }
  }

  /**
   * The formula "every arrangement of {@code template}'s face-down cards has a win within {@code
   * horizon} moves".
   *
   * @throws IllegalArgumentException with more than {@link #MAX_HIDDEN} face-down cards, more than
   *     {@link PlanEncoding#MAX_CARDS} cards or a horizon outside {@code 0..MAX_HORIZON}
   */
  public static Formula formula(Game template, int horizon) {
    checkNotNull(template, "template");
    checkArgument(horizon >= 0 && horizon <= PlanEncoding.MAX_HORIZON,
        "the horizon must be 0..%s, got %s", PlanEncoding.MAX_HORIZON, horizon);
    long hidden = countFaceDown(template);
    checkArgument(hidden <= MAX_HIDDEN, "bounded FAIR takes at most %s face-down cards, the"
        + " template has %s", MAX_HIDDEN, hidden);
    List<int[]> clauses = new ArrayList<>();
    PlanEncoding.ClauseSink sink = c -> {
      int[] d = Arrays.copyOf(c, c.length + 1);
      d[c.length] = ESCAPE;
      clauses.add(d);
    };
    PlanEncoding e = PlanEncoding.arranged(template, horizon, sink);
    for (int t = 0; t < horizon; t++) {
      e.extend(sink);
    }
    sink.add(new int[] {e.goal(horizon)});
    int[][] x = e.arrangementVariables();
    int[] cards = e.hiddenCards();
    int m = cards.length;
    int planVars = e.variables();
    // renumbering: x[j][h] -> 1 + j*m + h, the escape next, the other plan variables after it
    int[] id = new int[planVars + 1];
    for (int j = 0; j < m; j++) {
      for (int h = 0; h < m; h++) {
        id[x[j][h]] = 1 + j * m + h;
      }
    }
    int next = m * m + 1;
    int escape = next++;
    for (int v = 1; v <= planVars; v++) {
      if (id[v] == 0) {
        id[v] = next++;
      }
    }
    List<int[]> out = new ArrayList<>(clauses.size() + 4 * m * m * m);
    for (int[] c : clauses) {
      int[] r = new int[c.length];
      for (int i = 0; i < c.length; i++) {
        r[i] = c[i] == ESCAPE ? escape : Integer.signum(c[i]) * id[Math.abs(c[i])];
      }
      out.add(r);
    }
    List<Integer> witnesses = new ArrayList<>();
    int[] nextVar = {next};
    PlanCards k = e.cards();
    for (int j = 0; j < m; j++) {
      int[] none = new int[m];
      int[] noSlot = new int[m];
      for (int h = 0; h < m; h++) {
        none[h] = -(1 + j * m + h); // place j empty
        noSlot[h] = -(1 + h * m + j); // card j placed nowhere
      }
      witnesses.add(witness(out, nextVar, none));
      witnesses.add(witness(out, nextVar, noSlot));
      for (int a = 0; a < m; a++) {
        for (int b = a + 1; b < m; b++) {
          witnesses.add(witness(out, nextVar, 1 + j * m + a, 1 + j * m + b)); // two cards
          witnesses.add(witness(out, nextVar, 1 + a * m + j, 1 + b * m + j)); // two places
        }
      }
    }
    for (int h = 0; h < m; h++) {
      for (int g = h + 1; g < m; g++) {
        if (k.rank[cards[h]] != k.rank[cards[g]] || k.suit[cards[h]] != k.suit[cards[g]]) {
          continue;
        }
        for (int j = 0; j < m; j++) {
          for (int i = 0; i < j; i++) {
            // identical cards h < g with h at place j after g at place i
            witnesses.add(witness(out, nextVar, 1 + j * m + h, 1 + i * m + g));
          }
        }
      }
    }
    int[] esc = new int[witnesses.size() + 1];
    esc[0] = -escape;
    for (int i = 0; i < witnesses.size(); i++) {
      esc[i + 1] = witnesses.get(i);
    }
    out.add(esc);
    Cnf matrix = Cnf.of(nextVar[0] - 1, out);
    return new Formula(new ForallExists(m * m, matrix), template, horizon, cards);
  }

  /** A new witness variable {@code w} with {@code w -> l} for each of {@code literals}. */
  private static int witness(List<int[]> out, int[] nextVar, int... literals) {
    int w = nextVar[0]++;
    for (int l : literals) {
      out.add(new int[] {-w, l});
    }
    return w;
  }

  /**
   * Decides the bounded question with {@code decider} and checks a FALSE answer's arrangement
   * with the planner (at most {@code checkTime} for it).
   *
   * @throws IllegalStateException if the planner finds a win within the horizon for the
   *     arrangement the decider gave (a bug)
   */
  public static Result decide(Game template, int horizon, Pi2Decider decider, Duration checkTime) {
    checkNotNull(decider, "decider");
    checkNotNull(checkTime, "checkTime");
    Formula f = formula(template, horizon);
    Pi2Result run = decider.solve(f.formula());
    Pi2Answer a = run.answer();
    if (a instanceof Pi2Answer.True) {
      return new Result(Status.EVERY_ARRANGEMENT_WITHIN, Optional.empty(), horizon, run);
    }
    if (a instanceof Pi2Answer.False no) {
      Game arrangement;
      try {
        arrangement = f.arrangement(no.counterexample());
      } catch (IllegalArgumentException notAPermutation) {
        return new Result(Status.SOME_ARRANGEMENT_NOT_WITHIN, Optional.empty(), horizon, run);
      }
      PlanResult check = SatPlanner.plan(arrangement, PlanOptions.of(horizon, checkTime));
      if (check.status() == SolverStatus.WINNABLE && check.plan().size() <= horizon) {
        throw new IllegalStateException("the decider's arrangement has a win of "
            + check.plan().size() + " moves within the horizon " + horizon);
      }
      return new Result(Status.SOME_ARRANGEMENT_NOT_WITHIN, Optional.of(arrangement), horizon,
          run);
    }
    return new Result(Status.UNKNOWN, Optional.empty(), horizon, run);
  }

  private static long countFaceDown(Game g) {
    long down = 0;
    for (int i = 0; i < g.pileCount(); i++) {
      for (int q = 0; q < g.pileSize(i); q++) {
        down += g.card(i, q).faceDown() ? 1 : 0;
      }
    }
    return down;
  }

  private static Card cardAt(Game g, int index) {
    int c = 0;
    for (int i = 0; i < g.pileCount(); i++) {
      if (index < c + g.pileSize(i)) {
        return g.card(i, index - c);
      }
      c += g.pileSize(i);
    }
    throw new IllegalArgumentException("no card " + index);
  }
}
