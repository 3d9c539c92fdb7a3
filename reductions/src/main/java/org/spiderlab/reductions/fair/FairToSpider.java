package org.spiderlab.reductions.fair;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.decide.FairDecider;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.core.decide.FairResult;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.EvidenceQuestion;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The reduction forall-exists 3-SAT {@literal <=p} FAIR of thesis 4.3.3, as a {@link Reduction}
 * with both witness maps ({@link FairWitnessMaps}): the 3-SAT instance of 4.2.1 built for the
 * matrix ({@link ThreeSatToSpider#reduce}, width normalization first), in which the existential
 * variables keep their selection piles and each universal variable {@code v} gets instead (see
 * {@link FairLayout}):
 *
 * <ul>
 *   <li>a selection card per literal, hidden face down with the others two to a pile ("Mit den
 *       Auswahlkarten aller Variablen werden t viele, zwei Karten hohe Stapel von verdeckten
 *       Karten aufgebaut"); a card on top selects its literal;
 *   <li>a literal pile {@code [T, u]} per literal: {@code u} can go onto the literal's selection
 *       card when that lies on top, which uncovers the literal's area top {@code T}, and then the
 *       literal's occurrences can free the clauses it occurs in, as in 4.2 ("Hier kann, analog zur
 *       Kartenauswahl die Karte freigeräumt werden, wenn die Auswahlkarte oben liegt und die
 *       entsprechenden Klauseln gewählt wurden": we read the clauses as those the literal occurs
 *       in);
 *   <li>a detector {@code [x+1, u_-v, u_v]} that can be emptied down to {@code x+1} only when both
 *       selection cards of {@code v} lie on top (an invalid arrangement), and then
 *   <li>the free-cell expansion gadget of 4.3.2 (figure 6), activated by moving its card {@code
 *       x} onto that {@code x+1}: its {@code K} pair piles can then all be emptied. The thesis
 *       gives it "k viele Freifelder", enough for every lock card: {@code K} = the number of
 *       clauses of the width-3 matrix ({@link #THESIS}); {@link #withFreeCells} builds other
 *       gadget sizes, so that the lab can show what the choice changes.
 * </ul>
 *
 * <p>The question ({@link #question()}) is FAIR: winnable for every arrangement of the face-down
 * cards; the decider ({@link #decider}) is {@link FairDecider}, which never sees the formula.
 */
public final class FairToSpider
    implements Reduction<ForallExists, SkolemTable, FairInstance, FairEvidence> {

  /** The thesis' reduction: each gadget gives as many free cells as there are clauses. */
  public static final FairToSpider THESIS = new FairToSpider(-1, FairLayout.Placement.TOP);

  /** FAIR: the game is winnable for every arrangement of its face-down cards. */
  private static final GameQuestion<FairEvidence> QUESTION = new EvidenceQuestion<>("FAIR",
      "FAIR", "UNFAIR", EvidenceChecks::fair, (instance, evidence) -> Optional.empty(),
      e -> e.entries().size() + " arrangements, each with a winning certificate",
      FairEvidence::moves);

  private final int freeCells; // -1: the number of clauses
  private final FairLayout.Placement placement;

  private FairToSpider(int freeCells, FairLayout.Placement placement) {
    this.freeCells = freeCells;
    this.placement = checkNotNull(placement, "placement");
  }

  /** The construction with gadgets of {@code freeCells} free cells each (a variant). */
  public static FairToSpider withFreeCells(int freeCells) {
    checkArgument(freeCells >= 0, "free cells must be >= 0, got %s", freeCells);
    return new FairToSpider(freeCells, FairLayout.Placement.TOP);
  }

  /** This construction with the universal region placed as {@code where} (a variant). */
  public FairToSpider placed(FairLayout.Placement where) {
    return new FairToSpider(freeCells, where);
  }

  /** The gadget's free cells for a width-3 matrix with {@code clauses} clauses. */
  public int freeCells(int clauses) {
    return freeCells < 0 ? clauses : freeCells;
  }

  @Override
  public String name() {
    return "forall-exists 3-SAT -> FAIR (thesis 4.3.3, "
        + (freeCells < 0 ? "gadgets of k free cells" : "gadgets of " + freeCells
            + " free cells") + (placement == FairLayout.Placement.TOP ? ""
            : ", universal region after the selection area") + ")";
  }

  @Override
  public GameQuestion<FairEvidence> question() {
    return QUESTION;
  }

  @Override
  public FairInstance reduce(ForallExists source) {
    checkNotNull(source, "source");
    ReducedInstance base = ThreeSatToSpider.INSTANCE.reduce(source.matrix());
    Layout b = base.layout();
    FairLayout lay = new FairLayout(b, source.universals(), freeCells(b.clauses()), placement);
    checkArgument((long) b.maxRank() + (long) source.universals() * lay.blockSize()
        <= Game.MAX_RANK, "the reduced game would have more ranks than a game may have");
    return new FairInstance(source, base, build(base, lay), lay);
  }

  private static long card(int rank) {
    return CardCode.of(rank, 1, false);
  }

  private static long hidden(int rank) {
    return CardCode.of(rank, 1, true);
  }

  private static Game build(ReducedInstance base, FairLayout lay) {
    Game g = base.game();
    Layout b = base.layout();
    int t = lay.universals();
    Game.Builder out = Game.builder(lay.maxRank(), 1);
    for (int p = 0; p < g.pileCount(); p++) {
      if (p >= 1 && p <= 2 * t) {
        int lit = p % 2 == 1 ? (p + 1) / 2 : -(p / 2);
        out.pileCodes(new long[] {card(lay.rank(b.literalTop(lit))), card(lay.literalCard(lit))});
        continue;
      }
      List<Long> codes = new ArrayList<>();
      boolean top = lay.placement() == FairLayout.Placement.TOP;
      boolean big = p == b.bigStackPile();
      boolean inserted = t == 0 || !(big || !top && p == b.restStackPile());
      boolean afterInit = false;
      for (int i = 0; i < g.pileSize(p); i++) {
        int r = lay.rank(g.card(p, i).rank());
        if (!inserted && (top ? afterInit && r >= lay.regionLow() : r == lay.regionLow() - 1)) {
          codes.addAll(unusedRegionCopies(lay, top, top ? 2 : big ? 1 : 0));
          inserted = true;
        }
        afterInit |= r == lay.initialSelectionRank();
        codes.add(card(r));
      }
      checkArgument(inserted, "no place for the universal region's unused cards on pile %s", p);
      out.pileCodes(codes.stream().mapToLong(Long::longValue).toArray());
    }
    for (int j = 1; j <= t; j++) {
      out.pileCodes(new long[] {hidden(lay.selectionCard(-j)), hidden(lay.selectionCard(j))});
    }
    int k = lay.freeCells();
    for (int v = 1; v <= t; v++) {
      int x = lay.activationCard(v);
      int gl = lay.gadgetLow(v);
      out.pileCodes(new long[] {card(x + 1), card(lay.literalCard(-v)), card(lay.literalCard(v))});
      out.pileCodes(new long[] {card(gl + 2 * k), card(x)});
      for (int m = 0; m < k; m++) {
        out.pileCodes(new long[] {card(gl + 2 * m), card(gl + 2 * m + 1)});
      }
    }
    return out.build();
  }

  /**
   * The region's unused copies in rank order (ascending for the big stack's ascending part, else
   * descending): with {@code bufferCopies = 2} every unused copy (the second selection, x, x+1 and
   * gadget cards, both copies of each buffer), with 1 one copy of every rank that has an unused
   * one, with 0 the buffers' second copies only (4.2.1's rest stack).
   */
  private static List<Long> unusedRegionCopies(FairLayout lay, boolean ascending,
      int bufferCopies) {
    List<Long> out = new ArrayList<>();
    int low = lay.regionLow();
    int high = low + lay.universals() * lay.blockSize() - 1;
    for (int i = 0; i <= high - low; i++) {
      int r = ascending ? low + i : high - i;
      boolean bothUsed = lay.literalOfSelectionCard(r + 1) != 0; // a literal card u
      int copies = lay.isRegionBuffer(r) ? Math.max(1, bufferCopies)
          : bothUsed || bufferCopies == 0 ? 0 : 1;
      for (int c = 0; c < copies; c++) {
        out.add(card(r));
      }
    }
    return out;
  }

  /**
   * An arrangement of the template: hidden pile {@code j} holds {@code piles.get(j-1)[0]} (bottom)
   * and {@code [1]} (top), given as universal literals whose selection cards they are; every
   * selection card exactly once.
   */
  public static Game arrangement(FairInstance instance, List<int[]> piles) {
    checkNotNull(instance, "instance");
    FairLayout lay = instance.layout();
    int t = lay.universals();
    checkArgument(piles.size() == t, "%s hidden piles, got %s", t, piles.size());
    boolean[] seen = new boolean[2 * t];
    Game g = instance.game();
    Game.Builder b = Game.builder(g.maxRank(), g.suits());
    for (int p = 0; p < g.pileCount(); p++) {
      int j = p - lay.base().pileCount() + 1;
      if (j >= 1 && j <= t) {
        int[] pair = piles.get(j - 1);
        checkArgument(pair.length == 2, "a hidden pile holds two cards");
        long[] codes = new long[2];
        for (int i = 0; i < 2; i++) {
          int lit = pair[i];
          checkArgument(lit != 0 && Math.abs(lit) <= t, "%s is not a universal literal", lit);
          int idx = 2 * (Math.abs(lit) - 1) + (lit > 0 ? 0 : 1);
          checkArgument(!seen[idx], "the selection card of %s appears twice", lit);
          seen[idx] = true;
          codes[i] = hidden(lay.selectionCard(lit));
        }
        b.pileCodes(codes);
      } else {
        b.pile(g.pile(p));
      }
    }
    return b.build();
  }

  /**
   * The valid arrangement that encodes {@code universal} (an assignment of {@code 1..t}): hidden
   * pile {@code j} holds the false literal's selection card under the true one's. For a false
   * formula and a counterexample, it is lost.
   */
  public static Game losingArrangement(FairInstance instance, Assignment universal) {
    int t = instance.universals();
    checkArgument(universal.variables() == t, "the assignment must cover the %s universal "
        + "variables, it has %s", t, universal.variables());
    List<int[]> piles = new ArrayList<>();
    for (int v = 1; v <= t; v++) {
      int lit = universal.value(v) ? v : -v;
      piles.add(new int[] {-lit, lit});
    }
    return arrangement(instance, piles);
  }

  @Override
  public FairEvidence forward(FairInstance instance, SkolemTable table) {
    return FairWitnessMaps.forward(instance, table);
  }

  @Override
  public BackwardResult<SkolemTable> backward(FairInstance instance, FairEvidence evidence) {
    return FairWitnessMaps.backward(instance, evidence);
  }

  /**
   * The exact size: the 4.2 game of the matrix ({@link ThreeSatToSpider#sizeBound}: maximal rank
   * {@code n42}, {@code s} piles) without the {@code 2t} ranks of the universal selection pairs
   * and with {@code t} blocks of {@code 2K + 11} ranks: maximal rank {@code n42 - 2t + t (2K +
   * 11)}, {@code s + t (K + 3)} piles, twice as many cards as ranks; {@code K} is the gadget's
   * free cells ({@code k}, the clauses of the width-3 matrix, for {@link #THESIS}). For a 3-CNF
   * with {@code n} variables and {@code k} clauses and {@code K = k}: maximal rank {@code 6n +
   * 16k + 5 + t (2k + 9)}, {@code 2n + 5k + 6 + t (k + 3)} piles.
   */
  @Override
  public SizeBound sizeBound(ForallExists source) {
    int clauses = WidthNormalization.of(source.matrix()).normalized().clauseCount();
    SizeBound base = ThreeSatToSpider.INSTANCE.sizeBound(source.matrix());
    long t = source.universals();
    long k = freeCells(clauses);
    long ranks = base.ranks() - 2 * t + t * (2 * k + FairLayout.BLOCK_EXTRA + 1);
    return new SizeBound(ranks, base.piles() + t * (k + 3), 2 * ranks);
  }

  /** The game decider: {@link FairDecider} with {@code options}. */
  public static GameDecider<FairEvidence> decider(DeciderOptions options) {
    checkNotNull(options, "options");
    return game -> answer(FairDecider.decide(game, options));
  }

  /** A {@link FairDecider} result as a game answer. */
  public static GameAnswer<FairEvidence> answer(FairResult r) {
    long states = r.statistics().solverStates();
    String stats = r.statistics().toString();
    return switch (r.status()) {
      case FAIR -> new GameAnswer.Yes<>(r.evidence().orElseThrow(), states, stats);
      case UNFAIR -> new GameAnswer.No<>("an arrangement is unwinnable (search exhausted)",
          states, stats);
      case UNKNOWN -> new GameAnswer.Unknown<>(r.limit().orElseThrow().toString(), states,
          stats);
    };
  }
}
