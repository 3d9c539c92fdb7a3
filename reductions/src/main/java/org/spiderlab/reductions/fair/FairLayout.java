package org.spiderlab.reductions.fair;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.spiderlab.reductions.threesat.Layout;

/**
 * Where the reduction forall-exists 3-SAT {@literal <=p} FAIR of thesis 4.3.3 put everything: the
 * 3-SAT layout of 4.2.1 ({@link #base()}, built for the matrix) with the selection pairs of the
 * universal variables {@code 1..t} taken out of the selection area ("Die mit Existenzquantor
 * versehen Variablen werden wie gehabt behandelt"), and a new <i>universal region</i> of
 * {@code t} blocks inserted between the last lock area and the rest area.
 *
 * <p>Block {@code j} (universal variable {@code v = v_j}), from its first rank {@code b}, with one
 * buffer rank after each area:
 * <ul>
 *   <li>the free-cell expansion gadget's area (4.3.2, "ein eigener Kartenbereich mit 2k+1
 *       Karten"): {@code g = b .. g+2K}, for {@code K} free cells;
 *   <li>activation area: {@code x = b+2K+2}, {@code x+1} (4.3.3: "Die Karte x+1 ist aus dem
 *       Aktivierungsbereich");
 *   <li>selection area of {@code -v}: {@code u_-v = b+2K+5}, its selection card {@code s_-v =
 *       u_-v + 1} ("Die höherwertige dieser Karten ist ihre Auswahlkarte");
 *   <li>selection area of {@code v}: {@code u_v = b+2K+8}, {@code s_v = u_v + 1}.
 * </ul>
 * A block has {@code 2K + 11} ranks. The figures' numbers (7, 10 for the selection cards, 6 and 9
 * under them, 4..20 for a gadget) are only illustrations and collide with each other; the
 * region's place above the lock areas follows the remark of 4.3.2 that the gadget's card "20"
 * lies "unter den Sperrkarten, aber über dem sortierten Teil des großen Stapels": the unused
 * copies of the region's ranks lie in the big stack's ascending part, as those of every rank
 * from the first lock area up do in 4.2.1. The order inside a block makes the detector {@code
 * [x+1, u_-v, u_v]} and the activation pile {@code [g+2K, x]} rise from bottom to top, so that
 * the unwinding of Lemma 4.2.2, which takes the ranks from the top down, finds their cards in
 * the order it needs them (with the figures' falling order it would have to park them on free
 * cells first).
 *
 * <p>Piles: the 4.2 piles keep their numbers (the universal literal piles become {@code [T, u]}:
 * the top of the literal's area under {@code u}, figure 7's {@code 46 6} and {@code 78 9}); then
 * the {@code t} hidden piles of two face-down selection cards each (the file: pile {@code j} holds
 * {@code s_-vj} under {@code s_vj}); then per universal variable its detector {@code [x+1, u_-v,
 * u_v]} (figure 7's last pile {@code x+1 9 6}), the gadget's activation pile {@code [g+2K, x]} and
 * its {@code K} pair piles {@code [g+2m, g+2m+1]}, {@code m = 0..K-1} (figure 6).
 */
public final class FairLayout {
  /** Where the universal region sits among the ranks (a choice the text leaves open). */
  public enum Placement {
    /**
     * Between the last lock area and the rest area (the reading of 4.3.2's remark on the card
     * "20"; the default): the region's unused copies lie in the big stack's ascending part.
     */
    TOP,
    /**
     * Right after the existential selection area (where the figures' small numbers put the
     * selection cards and the gadget): the region's unused copies lie in the big stack's
     * descending part and, for its buffers, on the rest stack, by 4.2.1's rules. A variant for
     * the lab; the forward map has no certificates for it.
     */
    LOW
  }

  /** Ranks per universal block besides the gadget's {@code 2K + 1}. */
  static final int BLOCK_EXTRA = 10;

  private final Layout base;
  private final int universals;
  private final int freeCells;
  private final int existentialsEnd; // 2e: the last rank of an existential selection pair
  private final int regionLow; // the first rank of block 1
  private final int regionWidth; // t blocks with their buffers
  private final int insertAbove; // the 4.2 rank after which the region is inserted
  private final Placement placement;

  FairLayout(Layout base, int universals, int freeCells) {
    this(base, universals, freeCells, Placement.TOP);
  }

  FairLayout(Layout base, int universals, int freeCells, Placement placement) {
    this.base = checkNotNull(base, "base");
    checkArgument(universals >= 0 && universals <= base.variables(),
        "universals %s outside 0..%s", universals, base.variables());
    checkArgument(freeCells >= 0, "free cells must be >= 0, got %s", freeCells);
    this.universals = universals;
    this.freeCells = freeCells;
    this.existentialsEnd = 2 * (base.variables() - universals);
    this.placement = checkNotNull(placement, "placement");
    this.insertAbove = placement == Placement.TOP ? base.restRank() - 1
        : base.initialSelectionRank() + 1;
    this.regionLow = rank(insertAbove) + 1;
    this.regionWidth = universals * blockSize();
  }

  /** The 4.2.1 layout of the (width-3) matrix, with all variables. */
  public Layout base() {
    return base;
  }

  /** t. */
  public int universals() {
    return universals;
  }

  /** n, all variables of the width-3 matrix. */
  public int variables() {
    return base.variables();
  }

  /** K, the free cells each gadget gives. */
  public int freeCells() {
    return freeCells;
  }

  /** Ranks per universal block, buffer included: {@code 2K + 11}. */
  public int blockSize() {
    return 2 * freeCells + BLOCK_EXTRA + 1;
  }

  /**
   * The rank in this game of the 4.2 rank {@code r}; the universal variables' selection pairs
   * have none.
   *
   * @throws IllegalArgumentException for a rank of a universal selection pair
   */
  public int rank(int r) {
    checkArgument(r >= 1 && r <= base.maxRank(), "rank %s outside 1..%s", r, base.maxRank());
    if (r <= existentialsEnd) {
      return r;
    }
    checkArgument(r > 2 * base.variables(), "rank %s belongs to a universal selection pair", r);
    int lowered = r - 2 * universals;
    return r <= insertAbove ? lowered : lowered + regionWidth;
  }

  /** The maximal rank. */
  public int maxRank() {
    return rank(base.maxRank());
  }

  /** The initial selection card. */
  public int initialSelectionRank() {
    return rank(base.initialSelectionRank());
  }

  /** The lowest rank of the top region (the first lock area, or the buffer under the region). */
  public int topRegionLow() {
    return rank(base.topRegionLow());
  }

  /** Where the universal region sits. */
  public Placement placement() {
    return placement;
  }

  /** The first rank of the universal region (of block 1). */
  public int regionLow() {
    return regionLow;
  }

  /** The first rank of universal variable {@code v}'s block. */
  public int blockLow(int v) {
    checkUniversal(v);
    return regionLow + (v - 1) * blockSize();
  }

  /** {@code u} of a universal literal: the card on its literal pile and on the detector. */
  public int literalCard(int literal) {
    int v = Math.abs(literal);
    return blockLow(v) + 2 * freeCells + (literal > 0 ? 8 : 5);
  }

  /** The selection card {@code s = u + 1} of a universal literal (face down, one copy hidden). */
  public int selectionCard(int literal) {
    return literalCard(literal) + 1;
  }

  /** The activation card {@code x} of universal variable {@code v}'s gadget. */
  public int activationCard(int v) {
    return blockLow(v) + 2 * freeCells + 2;
  }

  /** The lowest rank {@code g} of universal variable {@code v}'s gadget area. */
  public int gadgetLow(int v) {
    return blockLow(v);
  }

  /** Whether {@code rank} is one of the universal region's buffer ranks. */
  public boolean isRegionBuffer(int rank) {
    int off = rank - regionLow;
    if (off < 0 || off >= regionWidth) {
      return false;
    }
    int in = off % blockSize() - 2 * freeCells;
    return in == 1 || in == 4 || in == 7 || in == 10;
  }

  /** The universal literal whose selection card has rank {@code rank}, or 0. */
  public int literalOfSelectionCard(int rank) {
    int off = rank - regionLow;
    if (off < 0 || off >= regionWidth) {
      return 0;
    }
    int v = off / blockSize() + 1;
    int in = off % blockSize() - 2 * freeCells;
    return in == 9 ? v : in == 6 ? -v : 0;
  }

  /** The number of piles: the 4.2 piles, {@code t} hidden piles, {@code K + 2} per variable. */
  public int pileCount() {
    return base.pileCount() + universals * (freeCells + 3);
  }

  /** Hidden pile {@code j} ({@code 1..t}). */
  public int hiddenPile(int j) {
    checkUniversal(j);
    return base.pileCount() + j - 1;
  }

  /** The detector {@code [x+1, u_-v, u_v]} of universal variable {@code v}. */
  public int detectorPile(int v) {
    checkUniversal(v);
    return base.pileCount() + universals + (v - 1) * (freeCells + 2);
  }

  /** The gadget's activation pile {@code [g+2K, x]}. */
  public int activationPile(int v) {
    return detectorPile(v) + 1;
  }

  /** The gadget's pair pile {@code m} ({@code 0..K-1}): {@code [g+2m, g+2m+1]}. */
  public int gadgetPile(int v, int m) {
    checkElementIndex(m, freeCells, "gadget pair");
    return detectorPile(v) + 2 + m;
  }

  private void checkUniversal(int v) {
    checkArgument(v >= 1 && v <= universals, "universal variable %s outside 1..%s", v,
        universals);
  }

  /** The areas in rank order, one line each. */
  public List<String> areas() {
    List<String> out = new ArrayList<>();
    for (Layout.Area a : base.areas()) {
      if (a.kind() == Layout.AreaKind.SELECTION) {
        out.add("existential selection: ranks 1.." + initialSelectionRank());
        continue;
      }
      if (a.kind() == (placement == Placement.TOP ? Layout.AreaKind.REST
          : Layout.AreaKind.LITERAL) && a.index() == (placement == Placement.TOP ? 0 : 1)) {
        for (int v = 1; v <= universals; v++) {
          out.add("universal v" + v + ": gadget " + gadgetLow(v) + ".."
              + (gadgetLow(v) + 2 * freeCells) + ", activation " + activationCard(v) + ".."
              + (activationCard(v) + 1) + ", selection -v" + v + " " + literalCard(-v) + ".."
              + selectionCard(-v) + ", selection v" + v + " " + literalCard(v) + ".."
              + selectionCard(v));
        }
      }
      out.add(new Layout.Area(a.kind(), a.index(), rank(a.low()), rank(a.high())).toString());
    }
    return Collections.unmodifiableList(out);
  }

  /** A readable name of the pile's role. */
  public String pileRole(int pile) {
    checkElementIndex(pile, pileCount(), "pile");
    if (pile < base.pileCount()) {
      if (base.pileKind(pile) == Layout.PileKind.LITERAL_SELECTION) {
        int lit = pile % 2 == 1 ? (pile + 1) / 2 : -(pile / 2);
        if (Math.abs(lit) <= universals) {
          return "universal literal pile of " + (lit > 0 ? "v" : "-v") + Math.abs(lit);
        }
      }
      return base.pileRole(pile);
    }
    int rel = pile - base.pileCount();
    if (rel < universals) {
      return "hidden pile " + (rel + 1);
    }
    rel -= universals;
    int v = rel / (freeCells + 2) + 1;
    int in = rel % (freeCells + 2);
    return in == 0 ? "detector of v" + v : in == 1 ? "gadget of v" + v + ", activation pile"
        : "gadget of v" + v + ", pair pile " + (in - 1);
  }

  @Override
  public String toString() {
    return "FairLayout[" + base + ", " + universals + " universal, K=" + freeCells
        + ", maxRank " + maxRank() + "]";
  }
}
