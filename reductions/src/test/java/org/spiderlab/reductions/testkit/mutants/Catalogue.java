package org.spiderlab.reductions.testkit.mutants;

import static org.spiderlab.reductions.testkit.mutants.Mutant.Lemma.BREAKS;
import static org.spiderlab.reductions.testkit.mutants.Mutant.Lemma.HOLDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToIntFunction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;

/**
 * The mutation catalogue: wrong variants of the construction of thesis 4.2.1, each one small
 * change of the kind an implementer makes, with whether it breaks Lemma 4.2.2 and why. The kit's
 * verdict on each is measured by {@code MutationCatalogueTest} ({@code -Pmutants}) and recorded
 * in {@code docs/EVIDENCE.md}.
 */
final class Catalogue {
  private Catalogue() {}

  /** Every mutant, construction order: formula reading, gadgets, stacks, buffers. */
  static List<Mutant> all() {
    List<Mutant> m = new ArrayList<>();
    // -- reading the formula ------------------------------------------------------------------
    m.add(Mutant.formula("last-clause-dropped",
        "the clause loop stops one early (j < k - 1): the last clause gets no gadget",
        BREAKS, "an unsatisfiable formula whose last clause is needed, e.g. (v1) & (-v1), "
            + "becomes satisfiable, and its game winnable",
        f -> f.clauseCount() == 0 ? f : clauses(f, f.clauseCount() - 1)));
    m.add(Mutant.formula("third-literal-negated",
        "the third occurrence pair of every clause is taken from the negated literal's area",
        BREAKS, "(v1 | v1 | v1) & (-v1 | -v1 | -v1) is read as (v1 | v1 | -v1) & (-v1 | -v1 | v1),"
            + " which is satisfiable",
        f -> mapLiterals(f, (c, p, l) -> p == 2 ? -l : l)));
    m.add(Mutant.formula("third-literal-repeats-second",
        "a copy-paste slip: the third literal of every clause is the second one again",
        BREAKS, "(v1 | v2 | v3) & (-v1) & (-v2) is satisfiable, its misread form is not",
        f -> mapLiterals(f, (c, p, l) -> p == 2 ? f.clause(c)[1] : l)));
    m.add(Mutant.formula("variables-shifted",
        "variable numbers off by one, wrapping around: v_j is built as v_(j mod i + 1)",
        HOLDS, "a renaming of the variables: the misread formula is isomorphic to the source, so "
            + "equally satisfiable; only the witness maps (which read v_j) no longer fit",
        f -> mapLiterals(f, (c, p, l) -> Integer.signum(l) * (Math.abs(l) % f.variables() + 1))));
    m.add(Mutant.formula("clauses-reversed",
        "the clauses are built in reverse order",
        HOLDS, "clause order changes neither satisfiability nor any model, and the witness maps "
            + "follow the layout they are given: an equivalent mutant, no check can catch it",
        f -> {
          List<int[]> c = new ArrayList<>(List.of(f.clauses()));
          Collections.reverse(c);
          return Cnf.of(f.variables(), c.toArray(new int[0][]));
        }));
    // -- the clause and lock gadgets ----------------------------------------------------------
    m.add(Mutant.game("lock-pair-reversed",
        "both lock piles written top first: [c, L] and [c+4, L] instead of [L, c], [L, c+4]",
        BREAKS, "L lies open from the start, so every lock card leaves the big stack at once and "
            + "every game is winnable",
        (g, lay) -> forClauses(lay, j -> {
          g.swap(lay.clausePile(j, 3), 0, 1);
          g.swap(lay.clausePile(j, 4), 0, 1);
        })));
    m.add(Mutant.game("lock-pile-4-reversed",
        "only the fourth clause pile is written top first: [c, L]",
        BREAKS, "one open L per clause suffices to lift its lock",
        (g, lay) -> forClauses(lay, j -> g.swap(lay.clausePile(j, 3), 0, 1))));
    m.add(Mutant.game("missing-lock-pile",
        "the fifth clause pile [L, c+4] is never emitted (its cards go to the stacks)",
        BREAKS, "a clause can then only be satisfied by its first two literals: (v1 | v2 | v3) & "
            + "(-v1) & (-v2) is satisfiable but its game is lost",
        (g, lay) -> {
          forClauses(lay, j -> g.removePile(lay.clausePile(j, 4)));
          g.restack(lay);
        }));
    m.add(Mutant.game("lock-pile-5-on-c+3",
        "off by one in the fifth clause pile: [L, c+3] instead of [L, c+4]",
        BREAKS, "c+3 only goes onto a c+4, and no c+4 is free before the locks are gone: the "
            + "third literal can no longer satisfy its clause",
        (g, lay) -> {
          forClauses(lay, j -> g.pile(lay.clausePile(j, 4)).set(1, lay.clauseLow(j) + 3));
          g.restack(lay);
        }));
    m.add(Mutant.game("clause-piles-use-lower-lock-rank",
        "the fourth and fifth clause piles are built on the lower lock rank: [l, c], [l, c+4]",
        BREAKS, "the construction's card bookkeeping then puts a third l on the big stack and "
            + "leaves one L too many: the cards are no longer two decks and no game is winnable",
        (g, lay) -> {
          forClauses(lay, j -> {
            g.pile(lay.clausePile(j, 3)).set(0, lay.lockLow(j));
            g.pile(lay.clausePile(j, 4)).set(0, lay.lockLow(j));
          });
          g.restack(lay);
        }));
    m.add(Mutant.game("occurrence-pair-reversed",
        "the first clause pile's occurrence pair written top first: [c+1, x+1, x]",
        BREAKS, "x on top of x+1 no longer climbs as a pair: the game of an unsatisfiable formula "
            + "is won (the catalogue run shows one)",
        (g, lay) -> forClauses(lay, j -> g.swap(lay.clausePile(j, 0), 1, 2))));
    m.add(Mutant.game("clause-pairs-swapped",
        "the occurrence pairs of a clause's first and second literal swap piles",
        HOLDS, "both piles have the same base c+1: the game is the same up to the order of two "
            + "piles, so equally winnable; the witness maps look for the pairs in the wrong piles",
        (g, lay) -> forClauses(lay, j -> {
          g.swapBetween(lay.clausePile(j, 0), 1, lay.clausePile(j, 1), 1);
          g.swapBetween(lay.clausePile(j, 0), 2, lay.clausePile(j, 1), 2);
        })));
    // -- selection and literal areas ----------------------------------------------------------
    m.add(Mutant.game("selection-piles-swapped",
        "the selection piles of v1 and -v1 are emitted in the wrong order",
        HOLDS, "the game is the same up to the order of two piles, so equally winnable; the "
            + "witness maps select the wrong literal",
        (g, lay) -> {
          if (lay.variables() > 0) {
            g.swapPiles(lay.literalPile(1), lay.literalPile(-1));
          }
        }));
    m.add(Mutant.game("selection-pair-reversed",
        "every literal selection pile written with its pair top first: [T, a+1, a]",
        BREAKS, "a on top of a+1 no longer moves as the pair the chain needs: the game of an "
            + "unsatisfiable formula is won (the catalogue run shows one)",
        (g, lay) -> {
          for (int p = 1; p <= 2 * lay.variables(); p++) {
            g.swap(p, 1, 2);
          }
        }));
    m.add(Mutant.game("literal-area-one-pair-short",
        "a literal's area sized for one occurrence fewer: its top card is T-2 instead of T",
        BREAKS, "the bookkeeping leaves a second copy of T-2 in a literal's area and moves T to the "
            + "stacks: the game of an unsatisfiable formula is won (the catalogue run shows one)",
        (g, lay) -> {
          for (int p = 1; p <= 2 * lay.variables(); p++) {
            List<Integer> pile = g.pile(p);
            int lit = p % 2 == 1 ? (p + 1) / 2 : -(p / 2);
            if (lay.occurrences(lit) > 0) {
              pile.set(0, pile.get(0) - 2);
            }
          }
          g.restack(lay);
        }));
    // -- the big stack and the rest stack ----------------------------------------------------
    m.add(Mutant.game("lock-cards-reversed",
        "the lower lock cards on the big stack in the wrong order: clause k's on top",
        HOLDS, "every lock must leave the big stack in both orders, and each needs its own "
            + "clause satisfied: the order of the clauses does not matter; the forward map lifts "
            + "clause 1's first",
        (g, lay) -> {
          List<Integer> big = g.pile(lay.bigStackPile());
          Collections.reverse(big.subList(big.size() - lay.clauses(), big.size()));
        }));
    m.add(Mutant.game("second-n-1-on-rest-stack",
        "one reading of the thesis (FINDINGS row 7): the second n-1 goes to the bottom of the rest "
            + "stack instead of the big stack",
        HOLDS, "still a correct reduction: the rest stack's top r cannot move "
            + "before the locks leave (no n-1 is open, no pile is empty), so the proof of 4.2.3 is "
            + "untouched; afterwards r goes onto the first free cell instead of the second n-1, the "
            + "rest stack [n-1, ...] is decreasing and the position after the forward map's phases "
            + "is still sorted (thesis 2.3), hence won; only the forward map's unwinding order "
            + "breaks",
        (g, lay) -> {
          int n = lay.maxRank();
          g.removeCard(lay.bigStackPile(), n - 1);
          g.pile(lay.restStackPile()).add(0, n - 1);
        }));
    m.add(Mutant.game("rest-card-on-rest-stack",
        "the lone rest card is put on the rest stack instead of a pile of its own",
        HOLDS, "still a correct reduction for formulas with a clause: nothing "
            + "can be emptied before the locks leave, as before; afterwards both r go from the rest "
            + "stack onto the two n-1, and the first free cell comes from an emptied lock pile "
            + "instead of the lone rest card (a formula without clauses has no lock pile and is "
            + "outside the kit's families)",
        (g, lay) -> {
          g.removePile(lay.restCardPile());
          g.pile(lay.restStackPile()).add(lay.restRank());
        }));
    m.add(Mutant.game("rest-stack-overfilled",
        "the rest stack takes a copy of every rank used fewer than twice, not only of the unused",
        BREAKS, "a third copy of every rank used once: no game can be won",
        (g, lay) -> g.restack(lay, true)));
    m.add(Mutant.game("big-stack-bottom-ascending",
        "the big stack's part under the second initial card sorted ascending, not descending",
        HOLDS, "the changed cards lie under the second initial card, below "
            + "every lock card, so the only-if direction (4.2.3) is untouched; the if direction is "
            + "shown by the solver, which won every satisfiable game of the default budget, not "
            + "proven",
        (g, lay) -> {
          List<Integer> big = g.pile(lay.bigStackPile());
          Collections.reverse(big.subList(0, big.indexOf(lay.initialSelectionRank())));
        }));
    // -- buffers --------------------------------------------------------------------------------
    m.add(buffer("no-buffer-after-selection", "between the selection area and v1's area",
        lay -> lay.initialSelectionRank() + 1));
    m.add(Mutant.game("no-buffer-between-literals",
        "off by one in the rank count: no buffer rank between the areas of v1 and -v1", HOLDS,
        "still a correct reduction: v1's top card T can now go onto -v1's lowest card T+1, but "
            + "that card is open only when -v1's chain is, i.e. when both literals of v1 are "
            + "selected, which needs a free cell, which needs the locks gone (4.2.3); the forward "
            + "moves up to the sorted position are the same",
        (g, lay) -> {
          if (lay.variables() > 0) {
            g.dropRank(lay.literalTop(1) + 1);
          }
        }));
    m.add(buffer("no-buffer-before-clauses", "between the last literal area and clause 1",
        lay -> lay.clauses() > 0 ? lay.clauseLow(0) - 1 : 0));
    m.add(buffer("no-buffer-between-clauses", "between clause 1 and clause 2",
        lay -> lay.clauses() > 1 ? lay.clauseLow(1) - 1 : 0));
    m.add(buffer("no-buffer-before-locks", "between the last clause area and lock area 1",
        lay -> lay.clauses() > 0 ? lay.lockLow(0) - 1 : 0));
    m.add(buffer("no-buffer-between-locks", "between lock areas 1 and 2",
        lay -> lay.clauses() > 1 ? lay.lockLow(1) - 1 : 0));
    m.add(buffer("no-buffer-before-end", "between the rest area and the end area (rank n-1)",
        lay -> lay.maxRank() - 1));
    return m;
  }

  /** The mutant without the buffer rank {@code at} (0: the formula has no such buffer). */
  private static Mutant buffer(String name, String where, ToIntFunction<Layout> at) {
    return Mutant.game(name, "off by one in the rank count: no buffer rank " + where,
        BREAKS, "the neighbouring areas touch, and a card of the lower area can leave too early, "
            + "which wins the game of an unsatisfiable formula (the catalogue run shows one)",
        (g, lay) -> {
          int r = at.applyAsInt(lay);
          if (r > 0) {
            g.dropRank(r);
          }
        });
  }

  private interface ClauseEdit {
    void apply(int clause);
  }

  private static void forClauses(Layout lay, ClauseEdit e) {
    for (int j = 0; j < lay.clauses(); j++) {
      e.apply(j);
    }
  }

  private interface LiteralMap {
    int apply(int clause, int position, int literal);
  }

  private static Cnf mapLiterals(Cnf f, LiteralMap map) {
    int[][] c = f.clauses();
    for (int j = 0; j < c.length; j++) {
      for (int p = 0; p < c[j].length; p++) {
        c[j][p] = map.apply(j, p, c[j][p]);
      }
    }
    return Cnf.of(f.variables(), c);
  }

  private static Cnf clauses(Cnf f, int count) {
    int[][] c = f.clauses();
    return Cnf.of(f.variables(), java.util.Arrays.copyOf(c, count));
  }
}
