package org.spiderlab.reductions.easy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.spiderlab.reductions.threesat.Layout;

/**
 * Where the reduction forall-exists 3-SAT {@literal <=p} k-EASY of thesis 4.4.2 put everything:
 * the 3-SAT layout of 4.2.1 ({@link #base()}, built for the matrix, so that the universal
 * variables {@code 1..t} own the highest selection pairs) with every rank raised by {@link
 * #shift()}, and below it the <i>blocking area</i> that thesis 4.4.2 adds to the selection area
 * ("Man fügt jetzt noch 2 (s - 2n) Karten ... im Bereich der Variablenauswahl hinzu").
 *
 * <p>Every pile that is not a selection pile gets a blocking pair {@code (b, b+1)}, {@code b+1} on
 * top (figure 8: {@code 13 14 | 11 12 | 9 10}); the first such pile in the 4.2 pile order (clause
 * 1's first pile) gets the highest pair {@code (2B-1, 2B)}, the next {@code (2B-3, 2B-2)}, and so
 * on. The blocking ranks continue the selection chain below the last variable's pair {@code
 * (a_n, a_n+1) = (2B+1, 2B+2)}, so a blocked pile can only be uncovered once every variable has
 * been selected ("Erst, wenn alle Variablen ausgewählt wurden, können die anderen Stapel
 * freigeräumt werden"). The second copy of each blocking rank lies in the big stack's descending
 * part, right under the second initial selection card. Pile numbers are those of the 4.2 game.
 *
 * <p>The piles blocked are all {@code s - 2n - 1} piles but the initial selection pile and the
 * {@code 2n} literal selection piles ({@code s} piles, {@code n} variables), so {@code B = s - 2n -
 * 1 = 5k + 5} for {@code k} clauses; the thesis counts {@code s - 2n} (it does not count the
 * initial selection pile among the selection piles), but a pair on the initial selection pile
 * would block the selection chain, and with it every move of the game ({@code docs/REDUCTION.md},
 * section "k-EASY").
 */
public final class KEasyLayout {
  private final Layout base;
  private final int universals;
  private final int blocked;
  private final int shift;

  KEasyLayout(Layout base, int universals) {
    this.base = checkNotNull(base, "base");
    checkArgument(universals >= 0 && universals <= base.variables(),
        "universals %s outside 0..%s", universals, base.variables());
    this.universals = universals;
    this.blocked = base.pileCount() - 2 * base.variables() - 1;
    this.shift = 2 * blocked;
  }

  /** The 4.2.1 layout of the matrix; its ranks are this game's ranks minus {@link #shift()}. */
  public Layout base() {
    return base;
  }

  /** t, the universal variables {@code 1..t}. */
  public int universals() {
    return universals;
  }

  /** n, all variables of the (width-3) matrix. */
  public int variables() {
    return base.variables();
  }

  /** B, the number of blocked piles (and of blocking pairs). */
  public int blockedPiles() {
    return blocked;
  }

  /** {@code 2B}: the blocking area's ranks {@code 1..2B}; every 4.2 rank is raised by it. */
  public int shift() {
    return shift;
  }

  /** The rank in this game of the 4.2 rank {@code baseRank}. */
  public int rank(int baseRank) {
    return baseRank + shift;
  }

  /** The maximal rank. */
  public int maxRank() {
    return base.maxRank() + shift;
  }

  /** The number of piles (as in 4.2). */
  public int pileCount() {
    return base.pileCount();
  }

  /** The pile that blocking pair {@code m} ({@code 0..B-1}) lies on: every pile after the literal piles. */
  public int blockedPile(int m) {
    checkElementIndex(m, blocked, "blocking pair");
    return 2 * base.variables() + 1 + m;
  }

  /** Whether {@code pile} carries a blocking pair. */
  public boolean isBlocked(int pile) {
    checkElementIndex(pile, pileCount(), "pile");
    return pile > 2 * base.variables();
  }

  /** The lower rank {@code b} of blocking pair {@code m}: {@code 2B - 2m - 1}. */
  public int blockingLow(int m) {
    checkElementIndex(m, blocked, "blocking pair");
    return shift - 2 * m - 1;
  }

  /** The initial selection card's rank. */
  public int initialSelectionRank() {
    return rank(base.initialSelectionRank());
  }

  /** The lower rank {@code a_j} of variable {@code v}'s selection pair in this game. */
  public int selectionLow(int variable) {
    return rank(base.selectionLow(variable));
  }

  /** The areas in rank order: the blocking area, then the 4.2 areas raised. */
  public List<String> areas() {
    List<String> out = new ArrayList<>();
    if (blocked > 0) {
      out.add("blocking: ranks 1.." + shift + " (pair " + blockingLow(0) + " " + shift
          + " on pile " + (blockedPile(0) + 1) + ", ..., pair 1 2 on pile "
          + (blockedPile(blocked - 1) + 1) + ")");
    }
    for (Layout.Area a : base.areas()) {
      Layout.Area raised = new Layout.Area(a.kind(), a.index(), rank(a.low()), rank(a.high()));
      out.add(raised.toString());
    }
    return Collections.unmodifiableList(out);
  }

  /** A readable name of the pile's role, e.g. {@code big stack, blocked by 29 30}. */
  public String pileRole(int pile) {
    String role = base.pileRole(pile);
    if (!isBlocked(pile)) {
      return role;
    }
    int m = pile - 2 * base.variables() - 1;
    return role + ", blocked by " + blockingLow(m) + " " + (blockingLow(m) + 1);
  }

  @Override
  public String toString() {
    return "KEasyLayout[" + base + ", " + universals + " universal, " + blocked
        + " blocked piles, maxRank " + maxRank() + "]";
  }
}
