package org.spiderlab.reductions.fair;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.SelectionReader;
import org.spiderlab.reductions.threesat.WitnessMaps;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The witness maps of the reduction forall-exists 3-SAT {@literal <=p} FAIR (thesis 4.3.4; the
 * thesis proves the equivalence, the maps make both directions executable).
 *
 * <p><b>Arrangements.</b> The hidden piles are interchangeable (equal columns in the template),
 * so an arrangement matters up to their order: {@link #arrangementClasses} gives one per class,
 * the hidden piles' (bottom, top) pairs in increasing order, {@code (2t)! / t!} of them.
 *
 * <p><b>Forward</b> ({@link #certificate}, {@link #forward}), for a true formula and a Skolem
 * table, per arrangement:
 * <ul>
 *   <li>a <i>valid</i> arrangement (one selection card of each universal variable on top) encodes
 *       a universal assignment; the table gives the existential values; the certificate is the 4.2
 *       play of that assignment ({@link WitnessMaps#forwardPhases}) up to the last lock lifted,
 *       with each universal variable's selection (two moves in 4.2) replaced by one move, the true
 *       literal's {@code u} onto its selection card ("analog zu 4.2.1 ... gewinnbar"), then the
 *       {@link FairEndgame};
 *   <li>an <i>invalid</i> one (some variable {@code v} has both cards on top, 4.3.4: "Dadurch,
 *       dass beide Auswahlkarten an oberer Stelle liegen, kann ... die Karte x+1 freigeräumt
 *       werden"): every existential variable selected (any value), {@code v}'s detector emptied
 *       onto its two selection cards, its gadget activated ({@code x} onto {@code x+1}) and
 *       unrolled, which empties its {@code K} pair piles, every lock card onto one of them ("Auf
 *       diese Freifelder können dann alle Sperrkarten gelegt werden"), then the {@link
 *       FairEndgame}. This needs {@code K >= k}; with smaller gadgets (a variant) the map has no
 *       certificate for invalid arrangements.
 * </ul>
 *
 * <p><b>Backward</b> ({@link #backward}): each entry of the evidence is verified; for a valid
 * arrangement the play is read as in 4.2.3 ({@link SelectionReader}): a selected universal
 * literal must be on top (it can only be selected there), the selected existential literals with
 * the arrangement's universal values must satisfy the matrix; that is the table's row of the
 * arrangement's universal assignment. The rows are complete when the entries' valid arrangements
 * encode every universal assignment, which evidence of fairness always does.
 */
public final class FairWitnessMaps {
  private FairWitnessMaps() {}

  /**
   * One arrangement per class of arrangements equal up to the order of the hidden piles: per
   * hidden pile the universal literals (bottom, top) whose selection cards it holds.
   */
  public static List<List<int[]>> arrangementClasses(int universals) {
    checkArgument(universals >= 0 && universals <= 6, "at most 6 universal variables, got %s",
        universals);
    List<List<int[]>> out = new ArrayList<>();
    int[] lits = new int[2 * universals];
    for (int v = 1; v <= universals; v++) {
      lits[2 * v - 2] = v;
      lits[2 * v - 1] = -v;
    }
    grow(lits, new boolean[lits.length], new ArrayList<>(), -1, out);
    return out;
  }

  private static void grow(int[] lits, boolean[] used, List<int[]> piles, int lastWord,
      List<List<int[]>> out) {
    if (piles.size() * 2 == lits.length) {
      out.add(List.copyOf(piles));
      return;
    }
    for (int a = 0; a < lits.length; a++) {
      for (int b = 0; b < lits.length; b++) {
        int word = a * lits.length + b;
        if (a == b || used[a] || used[b] || word <= lastWord) {
          continue;
        }
        used[a] = used[b] = true;
        piles.add(new int[] {lits[a], lits[b]});
        grow(lits, used, piles, word, out);
        piles.remove(piles.size() - 1);
        used[a] = used[b] = false;
      }
    }
  }

  /** The universal literal on top of each hidden pile of {@code arrangement}. */
  public static int[] tops(FairInstance instance, Game arrangement) {
    FairLayout lay = instance.layout();
    int[] tops = new int[lay.universals()];
    for (int j = 1; j <= lay.universals(); j++) {
      int p = lay.hiddenPile(j);
      tops[j - 1] = lay.literalOfSelectionCard(arrangement.card(p, 1).rank());
    }
    return tops;
  }

  /**
   * The universal assignment a valid arrangement encodes (its top cards), or empty for an
   * invalid one.
   */
  public static Optional<Assignment> encoded(FairInstance instance, Game arrangement) {
    int t = instance.universals();
    int[] count = new int[t + 1];
    boolean[] values = new boolean[t];
    for (int lit : tops(instance, arrangement)) {
      count[Math.abs(lit)]++;
      values[Math.abs(lit) - 1] = lit > 0;
    }
    for (int v = 1; v <= t; v++) {
      if (count[v] != 1) {
        return Optional.empty();
      }
    }
    return Optional.of(Assignment.ofValues(values));
  }

  /** Evidence of fairness: a certificate for one arrangement of every class. */
  public static FairEvidence forward(FairInstance instance, SkolemTable table) {
    checkTable(instance, table);
    List<FairEvidence.Entry> entries = new ArrayList<>();
    for (List<int[]> piles : arrangementClasses(instance.universals())) {
      Game a = FairToSpider.arrangement(instance, piles);
      certificate(instance, table, a).ifPresent(c -> entries.add(new FairEvidence.Entry(a, c)));
    }
    return new FairEvidence(entries);
  }

  private static void checkTable(FairInstance instance, SkolemTable table) {
    checkNotNull(instance, "instance");
    checkNotNull(table, "table");
    table.refute(instance.source()).ifPresent(why -> {
      throw new IllegalArgumentException("not a Skolem table of the formula: " + why);
    });
  }

  /**
   * A certificate that wins {@code arrangement}, built as the class documentation describes;
   * empty for an invalid arrangement when the gadget gives fewer free cells than there are lock
   * cards, and for the variant {@link FairLayout.Placement#LOW} (the endgame unwinds the universal
   * region with the top region).
   */
  public static Optional<List<Move>> certificate(FairInstance instance, SkolemTable table,
      Game arrangement) {
    checkTable(instance, table);
    FairLayout lay = instance.layout();
    if (lay.placement() != FairLayout.Placement.TOP) {
      return Optional.empty(); // the endgame unwinds the region with the top region only
    }
    Layout base = lay.base();
    Board board = arrangement.toBoard();
    List<Move> out = new ArrayList<>();
    Optional<Assignment> universal = encoded(instance, arrangement);
    int row = universal.map(u -> SkolemTable.rowOf(u, u.variables())).orElse(0);
    Assignment a = instance.base().normalization().extend(table.assignment(row));
    int t = lay.universals();
    if (universal.isPresent()) {
      WitnessMaps.ForwardPhases play = WitnessMaps.forwardPhases(instance.base(), a);
      int[] tops = tops(instance, arrangement);
      boolean[] selected = new boolean[2 * t + 1];
      for (Move m : play.untilSorted().subList(0, play.locksLiftedEnd())) {
        int src = m instanceof Move.Transfer tr ? tr.source() : -1;
        if (src >= 1 && src <= 2 * t) {
          if (!selected[src]) {
            selected[src] = true;
            int lit = src % 2 == 1 ? (src + 1) / 2 : -(src / 2);
            apply(board, Move.transfer(src, 1, hiddenPileWithTop(lay, tops, lit)), out, lay);
          }
        } else {
          apply(board, m, out, lay);
        }
      }
    } else {
      if (lay.freeCells() < base.clauses()) {
        return Optional.empty();
      }
      int chain = base.initialSelectionPile();
      for (int x = t + 1; x <= lay.variables(); x++) {
        int p = base.literalPile(a.value(x) ? x : -x);
        apply(board, Move.transfer(p, 1, chain), out, lay);
        apply(board, Move.transfer(p, 1, chain), out, lay);
      }
      int[] tops = tops(instance, arrangement);
      int v = doubleTop(tops, t);
      int d = lay.detectorPile(v);
      int act = lay.activationPile(v);
      apply(board, Move.transfer(d, 1, hiddenPileWithTop(lay, tops, v)), out, lay);
      apply(board, Move.transfer(d, 1, hiddenPileWithTop(lay, tops, -v)), out, lay);
      apply(board, Move.transfer(act, 1, d), out, lay);
      for (int m = lay.freeCells() - 1; m >= 0; m--) {
        apply(board, Move.transfer(lay.gadgetPile(v, m), 1, act), out, lay);
        apply(board, Move.transfer(lay.gadgetPile(v, m), 1, act), out, lay);
      }
      for (int j = 0; j < base.clauses(); j++) {
        apply(board, Move.transfer(base.bigStackPile(), 1, lay.gadgetPile(v, j)), out, lay);
      }
    }
    new FairEndgame(board, instance, out).finish();
    return Optional.of(out);
  }

  private static int doubleTop(int[] tops, int t) {
    int[] count = new int[t + 1];
    for (int lit : tops) {
      if (++count[Math.abs(lit)] == 2) {
        return Math.abs(lit);
      }
    }
    throw new IllegalStateException("no variable with both selection cards on top");
  }

  private static int hiddenPileWithTop(FairLayout lay, int[] tops, int literal) {
    for (int j = 1; j <= tops.length; j++) {
      if (tops[j - 1] == literal) {
        return lay.hiddenPile(j);
      }
    }
    throw new IllegalStateException("the selection card of " + literal + " is not on top");
  }

  static void apply(Board board, Move m, List<Move> out, FairLayout lay) {
    String why = board.tryApply(m);
    if (why != null) {
      throw new IllegalStateException("FAIR forward map: move " + (out.size() + 1) + " (" + m
          + (m instanceof Move.Transfer t ? ", " + lay.pileRole(t.source()) + " -> "
              + lay.pileRole(t.target()) : "") + ") is illegal: " + why);
    }
    out.add(m);
  }

  /**
   * The Skolem table read from evidence of fairness: see the class documentation. A rejection
   * says which entry does not win, which reading contradicts 4.2.3, or which universal
   * assignment no valid arrangement of the evidence encodes.
   */
  public static BackwardResult<SkolemTable> backward(FairInstance instance,
      FairEvidence evidence) {
    checkNotNull(instance, "instance");
    checkNotNull(evidence, "evidence");
    ForallExists f = instance.source();
    int t = f.universals();
    if (!SkolemTable.fits(t, f.existentials())) {
      return BackwardResult.noWitness("no Skolem table for " + t + " universal variables");
    }
    FairLayout lay = instance.layout();
    SelectionReader.Site site = new SelectionReader.Site(lay.variables(),
        lay.base().bigStackPile(), lay.initialSelectionRank(), lay.base().clauses());
    SkolemTable.Builder rows = SkolemTable.builder(t, f.existentials());
    int n = 0;
    for (FairEvidence.Entry e : evidence.entries()) {
      n++;
      Optional<Assignment> universal = encoded(instance, e.arrangement());
      if (universal.isEmpty()) {
        continue;
      }
      Verdict v = Verifier.verify(e.arrangement(), e.certificate());
      if (!v.isWon()) {
        return BackwardResult.notWon(v, "entry " + n + ": the certificate does not win: " + v);
      }
      SelectionReader.Model m = SelectionReader.model(e.arrangement(), e.certificate(), site,
          instance.base().formula(), universal.get());
      if (m.problem().isPresent()) {
        return BackwardResult.noWitness("entry " + n + " (arrangement " + universal.get()
            + "): " + m.problem().get());
      }
      Assignment model = instance.base().normalization().project(m.model().get());
      rows.row(SkolemTable.rowOf(model, t), model);
    }
    if (rows.firstMissing() >= 0) {
      return BackwardResult.noWitness("no valid arrangement of the evidence encodes "
          + Assignment.ofBits(t, rows.firstMissing()));
    }
    return new BackwardResult.Witness<>(rows.build());
  }
}
