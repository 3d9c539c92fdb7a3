package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where the reduction of thesis 4.2.1 put everything: which ranks form which area and which pile
 * is which gadget, so that a reduced instance can be explained, drawn and played by the witness
 * maps.
 *
 * <p>Ranks (one suit, two copies of every rank), areas in rank order with one buffer rank between
 * neighbouring areas:
 *
 * <pre>
 * [selection] [v1] [-v1] ... [vi] [-vi] [clause 1] ... [clause k] [lock 1] ... [lock k] [rest] [end]
 * </pre>
 *
 * <ul>
 *   <li>selection: ranks {@code 1..2i+1}; variable {@code v_j} owns the pair {@code (a_j, a_j+1)}
 *       with {@code a_j = 2(i-j)+1} (the first variable owns the highest pair), the initial
 *       selection card is {@code 2i+1};
 *   <li>literal area of a literal with {@code m} occurrences: {@code 2m+1} ranks; occurrence
 *       {@code s} (0-based, in clause order) owns the pair {@code (low+2s, low+2s+1)}, the top
 *       rank {@code low+2m} lies at the bottom of the literal's selection pile;
 *   <li>clause area: six ranks {@code c..c+5};
 *   <li>lock area: two ranks {@code l, L = l+1};
 *   <li>rest area and end area: one rank each; the end rank is the maximal rank {@code n}.
 * </ul>
 *
 * <p>Piles (0-based indices): the initial selection pile, the {@code 2i} literal selection piles
 * ({@code v1, -v1, v2, ...}), five clause piles per clause, the big stack, the rest stack, the
 * lone rest card's pile and the two end piles. Literals are given as DIMACS literals ({@code v}
 * or {@code -v}); clauses and occurrence positions are 0-based.
 *
 * <p>Sizes: with {@code i} variables, {@code k} clauses and {@code o} literal occurrences, the
 * maximal rank is {@code n = 6i + 2o + 10k + 5} ({@code 6i + 16k + 5} for a 3-CNF) and there are
 * {@code 2i + 5k + 6} piles and {@code 2n} cards.
 */
public final class Layout {

  /** The kinds of areas, in rank order. */
  public enum AreaKind {
    SELECTION,
    LITERAL,
    CLAUSE,
    LOCK,
    REST,
    END
  }

  /**
   * One area: ranks {@code low..high}.
   *
   * @param index the literal (DIMACS) for {@link AreaKind#LITERAL}, the 0-based clause for
   *     clause and lock areas, 0 otherwise
   */
  public record Area(AreaKind kind, int index, int low, int high) {
    public int size() {
      return high - low + 1;
    }

    /** E.g. {@code literal -v2: ranks 25..27}. */
    @Override
    public String toString() {
      String name = switch (kind) {
        case SELECTION -> "literal selection";
        case LITERAL -> "literal " + literalName(index);
        case CLAUSE -> "clause " + (index + 1);
        case LOCK -> "lock of clause " + (index + 1);
        case REST -> "rest";
        case END -> "end";
      };
      return name + ": " + (low == high ? "rank " + low : "ranks " + low + ".." + high);
    }
  }

  /** The gadgets a pile can belong to. */
  public enum PileKind {
    INITIAL_SELECTION,
    LITERAL_SELECTION,
    CLAUSE,
    BIG_STACK,
    REST_STACK,
    REST_CARD,
    END
  }

  /** The number of piles per clause gadget. */
  public static final int CLAUSE_PILES = 5;

  private final int variables;
  private final int clauses;
  private final int maxRank;
  private final int[] litLow; // literal index -> lowest rank of its area
  private final int[] litTop; // literal index -> top rank of its area
  private final int[] occStart; // literal index -> start in occSlot (CSR), length 2i+1
  private final int[] occSlot; // clause*3+position, per literal in clause order
  private final int[] slotPairLow; // clause*3+position -> low rank of the occurrence pair
  private final int[] slotLiteral; // clause*3+position -> DIMACS literal
  private final int[] clauseLow;
  private final int[] lockLow;
  private final int rest;
  private final List<Area> areas;

  Layout(int variables, int[][] clauseLiterals) {
    this.variables = variables;
    this.clauses = clauseLiterals.length;
    int lits = 2 * variables;
    int[] count = new int[lits];
    for (int[] c : clauseLiterals) {
      for (int lit : c) {
        count[index(lit)]++;
      }
    }
    List<Area> list = new ArrayList<>(lits + 2 * clauses + 3);
    int next = 1;
    list.add(new Area(AreaKind.SELECTION, 0, next, next + 2 * variables));
    next += 2 * variables + 2; // area plus buffer
    litLow = new int[lits];
    litTop = new int[lits];
    occStart = new int[lits + 1];
    for (int l = 0; l < lits; l++) {
      litLow[l] = next;
      litTop[l] = next + 2 * count[l];
      list.add(new Area(AreaKind.LITERAL, literalOf(l), next, litTop[l]));
      next = litTop[l] + 2;
      occStart[l + 1] = occStart[l] + count[l];
    }
    clauseLow = new int[clauses];
    for (int j = 0; j < clauses; j++) {
      clauseLow[j] = next;
      list.add(new Area(AreaKind.CLAUSE, j, next, next + 5));
      next += 7;
    }
    lockLow = new int[clauses];
    for (int j = 0; j < clauses; j++) {
      lockLow[j] = next;
      list.add(new Area(AreaKind.LOCK, j, next, next + 1));
      next += 3;
    }
    rest = next;
    list.add(new Area(AreaKind.REST, 0, rest, rest));
    maxRank = rest + 2;
    list.add(new Area(AreaKind.END, 0, maxRank, maxRank));
    areas = Collections.unmodifiableList(list);
    // occurrences, with counters per literal (thesis 4.2.3 "Laufzeit")
    occSlot = new int[occStart[lits]];
    slotPairLow = new int[3 * clauses];
    slotLiteral = new int[3 * clauses];
    int[] fill = new int[lits];
    for (int j = 0; j < clauses; j++) {
      for (int p = 0; p < 3; p++) {
        int lit = clauseLiterals[j][p];
        int l = index(lit);
        int s = fill[l]++;
        occSlot[occStart[l] + s] = 3 * j + p;
        slotPairLow[3 * j + p] = litLow[l] + 2 * s;
        slotLiteral[3 * j + p] = lit;
      }
    }
  }

  static int index(int lit) {
    return lit > 0 ? 2 * (lit - 1) : 2 * (-lit - 1) + 1;
  }

  static int literalOf(int index) {
    return (index & 1) == 0 ? index / 2 + 1 : -(index / 2 + 1);
  }

  static String literalName(int lit) {
    return lit > 0 ? "v" + lit : "-v" + (-lit);
  }

  private int lit(int lit) {
    checkArgument(lit != 0 && lit != Integer.MIN_VALUE && Math.abs(lit) <= variables,
        "literal %s is not one of the variables 1..%s", lit, variables);
    return index(lit);
  }

  // ---- sizes ------------------------------------------------------------------------------

  public int variables() {
    return variables;
  }

  public int clauses() {
    return clauses;
  }

  /** The maximal rank {@code n} (the end rank). */
  public int maxRank() {
    return maxRank;
  }

  /** The number of piles, {@code 2i + 5k + 6}. */
  public int pileCount() {
    return 2 * variables + CLAUSE_PILES * clauses + 6;
  }

  /** The areas in rank order (buffers are the ranks between them). */
  public List<Area> areas() {
    return areas;
  }

  /** The area holding {@code rank}, or {@code null} for a buffer rank. O(log areas). */
  public Area areaAt(int rank) {
    checkArgument(rank >= 1 && rank <= maxRank, "rank %s outside 1..%s", rank, maxRank);
    int lo = 0;
    int hi = areas.size() - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (areas.get(mid).low() <= rank) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    Area a = areas.get(lo);
    return rank <= a.high() ? a : null;
  }

  /** Whether {@code rank} is a buffer rank between two areas (both copies unused by gadgets). */
  public boolean isBuffer(int rank) {
    return areaAt(rank) == null;
  }

  // ---- ranks ------------------------------------------------------------------------------

  /** The initial selection card {@code 2i+1}, the top of the selection area. */
  public int initialSelectionRank() {
    return 2 * variables + 1;
  }

  /** The lower rank {@code a_j} of variable {@code v}'s selection pair {@code (a_j, a_j+1)}. */
  public int selectionLow(int variable) {
    checkArgument(variable >= 1 && variable <= variables, "variable %s outside 1..%s",
        variable, variables);
    return 2 * (variables - variable) + 1;
  }

  /** The lowest rank of the literal's area. */
  public int literalLow(int literal) {
    return litLow[lit(literal)];
  }

  /** The top rank of the literal's area (the card at the bottom of its selection pile). */
  public int literalTop(int literal) {
    return litTop[lit(literal)];
  }

  /** How often the literal occurs in the formula. */
  public int occurrences(int literal) {
    int l = lit(literal);
    return occStart[l + 1] - occStart[l];
  }

  /** The clause (0-based) of occurrence {@code s} (0-based, clause order) of the literal. */
  public int occurrenceClause(int literal, int s) {
    int l = lit(literal);
    checkElementIndex(s, occStart[l + 1] - occStart[l], "occurrence");
    return occSlot[occStart[l] + s] / 3;
  }

  /** The position (0..2) in its clause of occurrence {@code s} of the literal. */
  public int occurrencePosition(int literal, int s) {
    int l = lit(literal);
    checkElementIndex(s, occStart[l + 1] - occStart[l], "occurrence");
    return occSlot[occStart[l] + s] % 3;
  }

  /** The DIMACS literal at {@code position} (0..2) of {@code clause}. */
  public int clauseLiteral(int clause, int position) {
    checkElementIndex(clause, clauses, "clause");
    checkElementIndex(position, 3, "position");
    return slotLiteral[3 * clause + position];
  }

  /** The lower rank {@code x} of the occurrence pair {@code (x, x+1)} of a clause position. */
  public int occurrencePairLow(int clause, int position) {
    checkElementIndex(clause, clauses, "clause");
    checkElementIndex(position, 3, "position");
    return slotPairLow[3 * clause + position];
  }

  /** The first rank {@code c} of the clause's area {@code c..c+5}. */
  public int clauseLow(int clause) {
    checkElementIndex(clause, clauses, "clause");
    return clauseLow[clause];
  }

  /** The lower lock rank {@code l} of the clause (the card on the big stack); {@code L = l+1}. */
  public int lockLow(int clause) {
    checkElementIndex(clause, clauses, "clause");
    return lockLow[clause];
  }

  /** The rest rank {@code n - 2}. */
  public int restRank() {
    return rest;
  }

  /** The end rank, the maximal rank. */
  public int endRank() {
    return maxRank;
  }

  /**
   * The lowest rank of the top region (the lock areas and above): the big stack holds every
   * unused copy of these ranks in its ascending part. With no clauses it is the buffer below the
   * rest area.
   */
  public int topRegionLow() {
    return clauses > 0 ? lockLow[0] : rest - 1;
  }

  // ---- piles ------------------------------------------------------------------------------

  /** The pile holding only the initial selection card; the selection chain grows on it. */
  public int initialSelectionPile() {
    return 0;
  }

  /** The literal's selection pile {@code [top of area, a_j, a_j+1]}. */
  public int literalPile(int literal) {
    return 1 + lit(literal);
  }

  /**
   * Clause pile {@code slot} (0..4) of {@code clause}: slots 0 and 1 are {@code [c+1, x, x+1]}
   * for the clause's first and second literal, slot 2 is {@code [c+5, z, z+1]} for the third,
   * slot 3 is {@code [L, c]} and slot 4 is {@code [L, c+4]}.
   */
  public int clausePile(int clause, int slot) {
    checkElementIndex(clause, clauses, "clause");
    checkElementIndex(slot, CLAUSE_PILES, "slot");
    return 1 + 2 * variables + CLAUSE_PILES * clause + slot;
  }

  /** The big stack. */
  public int bigStackPile() {
    return 1 + 2 * variables + CLAUSE_PILES * clauses;
  }

  /** The rest stack (one rest card on top of the second copies of the wholly unused cards). */
  public int restStackPile() {
    return bigStackPile() + 1;
  }

  /** The pile holding only the second rest card. */
  public int restCardPile() {
    return bigStackPile() + 2;
  }

  /** End pile {@code which} (0 or 1), holding one end card. */
  public int endPile(int which) {
    checkElementIndex(which, 2, "end pile");
    return bigStackPile() + 3 + which;
  }

  /** The gadget {@code pile} belongs to. */
  public PileKind pileKind(int pile) {
    checkElementIndex(pile, pileCount(), "pile");
    if (pile == 0) {
      return PileKind.INITIAL_SELECTION;
    } else if (pile <= 2 * variables) {
      return PileKind.LITERAL_SELECTION;
    } else if (pile < bigStackPile()) {
      return PileKind.CLAUSE;
    }
    return switch (pile - bigStackPile()) {
      case 0 -> PileKind.BIG_STACK;
      case 1 -> PileKind.REST_STACK;
      case 2 -> PileKind.REST_CARD;
      default -> PileKind.END;
    };
  }

  /** A readable name of the pile's role, e.g. {@code clause 2, pile 3 (literal -v1)}. */
  public String pileRole(int pile) {
    switch (pileKind(pile)) {
      case INITIAL_SELECTION:
        return "initial selection card";
      case LITERAL_SELECTION:
        return "selection pile of " + literalName(literalOf(pile - 1));
      case CLAUSE: {
        int rel = pile - 1 - 2 * variables;
        int j = rel / CLAUSE_PILES;
        int slot = rel % CLAUSE_PILES;
        return "clause " + (j + 1) + ", pile " + (slot + 1)
            + (slot < 3 ? " (literal " + literalName(slotLiteral[3 * j + slot]) + ")"
                : slot == 3 ? " (lock, freed via piles 1-2)" : " (lock, freed via pile 3)");
      }
      case BIG_STACK:
        return "big stack";
      case REST_STACK:
        return "rest stack";
      case REST_CARD:
        return "lone rest card";
      default:
        return "end card " + (pile - bigStackPile() - 2);
    }
  }

  @Override
  public String toString() {
    return "Layout[" + variables + " variables, " + clauses + " clauses, maxRank " + maxRank
        + ", " + pileCount() + " piles]";
  }
}
