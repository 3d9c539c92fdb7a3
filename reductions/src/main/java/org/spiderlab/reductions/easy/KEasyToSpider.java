package org.spiderlab.reductions.easy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EasyDecider;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.decide.EasyResult;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.EvidenceQuestion;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The reduction forall-exists 3-SAT {@literal <=p} k-EASY of thesis 4.4.2, as a {@link Reduction}
 * with both witness maps ({@link KEasyWitnessMaps}): the 3-SAT instance of 4.2.1 built for the
 * matrix ({@link ThreeSatToSpider#reduce}, which first normalizes every clause to width three;
 * the universal variables {@code 1..t} own the highest selection pairs, "Hierbei wird darauf
 * geachtet, dass v_1 ... v_t die höchstwertigen Literalauswahlkarten erhalten"), with a blocking
 * pair on every pile that is not a selection pile (figure 8, {@link KEasyLayout}), and the number
 * {@code k} of adversary moves given by the {@link Claim}.
 *
 * <p>The thesis claims the game is {@code 2t}-easy iff the formula is true ("Das Spiel muss 2t
 * einfach sein"), because "Die ersten k = 2t Züge sind genau das Bewegen der ersten t
 * Literalauswahlstapel". {@link #THESIS} builds that claim; the lab refutes it
 * ({@code docs/FINDINGS.md}): the next variable's pair can be put on the uncovered lower card of
 * the previous one, so every single move can commit a variable, and in {@code 2t} moves the
 * adversary also commits existential variables. {@link #REPAIRED} keeps the construction and
 * claims {@code k = t}: in {@code t} moves at most {@code t} variables are committed, in variable
 * order, so only universal ones, and the fast way commits all of them.
 *
 * <p>The question ({@link #question()}) is k-EASY with the k of the instance; the decider ({@link
 * #decider}) is {@link EasyDecider}, which never sees the formula.
 */
public final class KEasyToSpider
    implements Reduction<ForallExists, SkolemTable, KEasyInstance, EasyEvidence> {

  /** Which {@code k} the reduction claims for a formula with {@code t} universal variables. */
  public enum Claim {
    /** {@code k = 2t}, as thesis 4.4.2 states. */
    THESIS("k = 2t (thesis 4.4.2)") {
      @Override
      public int k(int universals) {
        return 2 * universals;
      }
    },
    /** {@code k = t}: the repair ({@code docs/FINDINGS.md}). */
    REPAIRED("k = t (repaired)") {
      @Override
      public int k(int universals) {
        return universals;
      }
    };

    private final String label;

    Claim(String label) {
      this.label = label;
    }

    /** The number of adversary moves for {@code universals} universal variables. */
    public abstract int k(int universals);

    @Override
    public String toString() {
      return label;
    }
  }

  /** The thesis' reduction with its claim {@code k = 2t}. */
  public static final KEasyToSpider THESIS = new KEasyToSpider(Claim.THESIS);

  /** The same construction with {@code k = t}. */
  public static final KEasyToSpider REPAIRED = new KEasyToSpider(Claim.REPAIRED);

  /** Positions the forward map may store while enumerating the adversary's prefixes. */
  public static final long MAX_FORWARD_POSITIONS = 2_000_000;

  /** k-EASY: the game stays winnable after every legal sequence of k first moves. */
  private static final GameQuestion<EasyEvidence> QUESTION = new EvidenceQuestion<>("k-EASY",
      "EASY", "NOT-EASY", EvidenceChecks::easy,
      (instance, evidence) -> instance instanceof KEasyInstance i && evidence.k() != i.k()
          ? Optional.of("the evidence is for k = " + evidence.k() + ", the instance has k = "
              + i.k()) : Optional.empty(),
      e -> e.entries().size() + " prefixes of at most " + e.k()
          + " moves, each with a winning continuation", EasyEvidence::moves);

  private final Claim claim;

  private KEasyToSpider(Claim claim) {
    this.claim = claim;
  }

  /** The reduction with {@code claim}. */
  public static KEasyToSpider of(Claim claim) {
    return checkNotNull(claim, "claim") == Claim.THESIS ? THESIS : REPAIRED;
  }

  public Claim claim() {
    return claim;
  }

  @Override
  public String name() {
    return "forall-exists 3-SAT -> k-EASY (thesis 4.4.2, " + claim + ")";
  }

  @Override
  public GameQuestion<EasyEvidence> question() {
    return QUESTION;
  }

  @Override
  public KEasyInstance reduce(ForallExists source) {
    checkNotNull(source, "source");
    ReducedInstance base = ThreeSatToSpider.INSTANCE.reduce(source.matrix());
    KEasyLayout lay = new KEasyLayout(base.layout(), source.universals());
    checkArgument((long) lay.maxRank() <= Game.MAX_RANK, "the reduced game would have maximal "
        + "rank %s, more than a game may have", lay.maxRank());
    return new KEasyInstance(source, base, build(base, lay), lay, claim.k(source.universals()));
  }

  /**
   * The 4.2 game with every rank raised by {@code 2B}, a blocking pair on every blocked pile and
   * the second copies of the blocking ranks under the second initial selection card.
   */
  private static Game build(ReducedInstance base, KEasyLayout lay) {
    Game g = base.game();
    Layout b = base.layout();
    int shift = lay.shift();
    Game.Builder out = Game.builder(lay.maxRank(), 1);
    for (int p = 0; p < g.pileCount(); p++) {
      int size = g.pileSize(p);
      boolean big = p == b.bigStackPile();
      boolean blocked = lay.isBlocked(p);
      long[] codes = new long[size + (blocked ? 2 : 0) + (big ? shift : 0)];
      int pos = 0;
      boolean inserted = false;
      for (int i = 0; i < size; i++) {
        int r = g.card(p, i).rank();
        if (big && !inserted && r == b.initialSelectionRank()) {
          for (int x = shift; x >= 1; x--) {
            codes[pos++] = card(x);
          }
          inserted = true;
        }
        codes[pos++] = CardCode.of(r + shift, 1, g.card(p, i).faceDown());
      }
      if (blocked) {
        int m = p - 2 * lay.variables() - 1;
        codes[pos++] = card(lay.blockingLow(m));
        codes[pos++] = card(lay.blockingLow(m) + 1);
      }
      checkArgument(pos == codes.length, "the big stack has no second initial selection card");
      out.pileCodes(codes);
    }
    return out.build();
  }

  private static long card(int rank) {
    return CardCode.of(rank, 1, false);
  }

  /**
   * The evidence that the game is k-easy, from a Skolem table ({@link KEasyWitnessMaps#forward}):
   * one entry per adversary prefix that has a continuation; a prefix without one is left out, so
   * that {@link #question()}'s check names it.
   */
  @Override
  public EasyEvidence forward(KEasyInstance instance, SkolemTable table) {
    return KEasyWitnessMaps.forward(instance, table, MAX_FORWARD_POSITIONS);
  }

  @Override
  public BackwardResult<SkolemTable> backward(KEasyInstance instance, EasyEvidence evidence) {
    return KEasyWitnessMaps.backward(instance, evidence);
  }

  /**
   * The exact size: the 4.2 game of the matrix ({@link ThreeSatToSpider#sizeBound}: maximal rank
   * {@code n42}, {@code s} piles) with {@code B = s - 2n - 1} blocking pairs ({@code n} variables
   * after width normalization): maximal rank {@code n42 + 2B}, {@code s} piles, twice as many
   * cards as ranks. For a 3-CNF with {@code n} variables and {@code k} clauses: {@code B = 5k + 5},
   * maximal rank {@code 6n + 26k + 15}, {@code 2n + 5k + 6} piles.
   */
  @Override
  public SizeBound sizeBound(ForallExists source) {
    Cnf width3 = WidthNormalization.of(source.matrix()).normalized();
    SizeBound base = ThreeSatToSpider.INSTANCE.sizeBound(source.matrix());
    long blocked = base.piles() - 2L * width3.variables() - 1;
    long ranks = base.ranks() + 2 * blocked;
    return new SizeBound(ranks, base.piles(), 2 * ranks);
  }

  /**
   * The game decider: {@link EasyDecider} with {@code options} and the instance's {@code k}. It
   * answers reduced instances only ({@link GameDecider#decide(Reduction.Instance)}): the game
   * alone does not say how many moves the adversary has.
   */
  public static GameDecider<EasyEvidence> decider(DeciderOptions options) {
    checkNotNull(options, "options");
    return new GameDecider<>() {
      @Override
      public GameAnswer<EasyEvidence> decide(Game game) {
        throw new IllegalArgumentException("k-EASY is asked of a pair (game, k); decide a "
            + "reduced instance");
      }

      @Override
      public GameAnswer<EasyEvidence> decide(Reduction.Instance<?> instance) {
        checkArgument(instance instanceof KEasyInstance, "not a k-EASY instance: %s", instance);
        return answer(EasyDecider.decide(instance.game(), ((KEasyInstance) instance).k(),
            options));
      }
    };
  }

  /** An {@link EasyDecider} result as a game answer. */
  public static GameAnswer<EasyEvidence> answer(EasyResult r) {
    long states = r.statistics().solverStates();
    String stats = r.statistics().toString();
    return switch (r.status()) {
      case EASY -> new GameAnswer.Yes<>(r.evidence().orElseThrow(), states, stats);
      case NOT_EASY -> {
        EasyResult.Losing l = r.losing().orElseThrow();
        yield new GameAnswer.No<>("after the prefix " + CertificateText.toText(l.prefix())
            .strip().replace('\n', ',') + " no continuation wins (search exhausted)", states,
            stats);
      }
      case UNKNOWN -> new GameAnswer.Unknown<>(r.limit().orElseThrow().toString(), states,
          stats);
    };
  }
}
