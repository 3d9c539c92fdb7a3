package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The backward witness map's reading of a certificate (thesis 4.2.3), one move at a time: which
 * literal selection piles have been unstacked down to their bottom card (the literal's area top),
 * until the first pile becomes empty or the second initial selection card on the big stack is
 * uncovered, whichever comes first (the cutoff; {@code docs/REDUCTION.md} gives the argument).
 * {@link WitnessMaps#backward} reads a whole winning certificate with it; a replay can show the
 * reading move by move.
 *
 * <p>Moves must be legal (the board throws otherwise): verify a certificate first, or feed only
 * its legal prefix. Not thread-safe.
 */
public final class SelectionReading {

  /** Why the reading ended. */
  public enum Cutoff {
    /** A pile became empty: the first free cell. */
    FREE_CELL,
    /** The second initial selection card on the big stack was uncovered. */
    SECOND_INITIAL_CARD
  }

  private final Cnf formula;
  private final Board board;
  private final int big;
  private final int lockFloor;
  private final int initFloor;
  private final boolean[] exposed;
  private long moves;
  private int minBig;
  private int lastSelected;
  private Cutoff cutoff;

  /** A reading of {@code instance} from its starting position. */
  public SelectionReading(ReducedInstance instance) {
    this(instance, instance.game());
  }

  /**
   * A reading of {@code game}, a game that extends {@code instance}'s pile for pile by cards under
   * its big stack and rest stack (the games of thesis 4.5; {@code instance.game()} itself for
   * 4.2), from its starting position.
   */
  public SelectionReading(ReducedInstance instance, org.spiderlab.core.Game game) {
    this(game, SelectionReader.Site.of(checkNotNull(instance, "instance").layout()),
        instance.formula());
  }

  /**
   * A reading of any game that keeps the 4.2 piles in the 4.2 order (the Pi2 games of thesis 4.3
   * and 4.4 too), where {@code site} says where it looks and {@code formula} is the 3-CNF the
   * game encodes, from its starting position.
   */
  public SelectionReading(org.spiderlab.core.Game game, SelectionReader.Site site, Cnf formula) {
    checkNotNull(game, "game");
    checkNotNull(site, "site");
    this.formula = checkNotNull(formula, "formula");
    this.board = game.toBoard();
    this.big = site.bigStackPile();
    this.lockFloor = board.pileSize(big) - site.cardsAboveLockFloor();
    // the second initial selection card: the first card from the top with its rank
    int floor = board.pileSize(big) - 1;
    while (floor >= 0 && CardCode.rank(board.codeAt(big, floor)) != site.initialSelectionRank()) {
      floor--;
    }
    this.initFloor = floor + 1; // the big stack's size once the second initial card is its top
    this.exposed = new boolean[2 * site.variables()];
    this.minBig = board.pileSize(big);
  }

  /**
   * Plays the next move and reads it.
   *
   * @return whether the reading goes on (false once the cutoff is reached, by this move or before)
   * @throws org.spiderlab.core.IllegalMoveException if the move is illegal
   */
  public boolean play(Move m) {
    checkNotNull(m, "move");
    lastSelected = 0;
    if (cutoff != null) {
      return false;
    }
    moves++;
    board.apply(m);
    minBig = Math.min(minBig, board.pileSize(big));
    int s = m instanceof Move.Transfer t ? t.source() : m instanceof Move.Clear c ? c.source() : -1;
    if (s < 0) {
      return true;
    }
    if (s >= 1 && s <= exposed.length && board.pileSize(s) <= 1 && !exposed[s - 1]) {
      exposed[s - 1] = true;
      lastSelected = Layout.literalOf(s - 1);
    }
    if (board.pileSize(s) == 0) {
      cutoff = Cutoff.FREE_CELL;
    } else if (board.pileSize(big) <= initFloor) {
      cutoff = Cutoff.SECOND_INITIAL_CARD;
    }
    return cutoff == null;
  }

  /** The moves read (played) so far; the cutoff move is the last one read. */
  public long moves() {
    return moves;
  }

  /** The cutoff, or {@code null} while the reading goes on. */
  public Cutoff cutoff() {
    return cutoff;
  }

  /** The literal (DIMACS) whose selection pile the last {@link #play} unstacked, or 0. */
  public int lastSelected() {
    return lastSelected;
  }

  /** Whether the literal's selection pile has been unstacked so far (the literal is selected). */
  public boolean selected(int literal) {
    return exposed[Layout.index(literal)];
  }

  /**
   * Whether the big stack has not yet been down to its lock floor: with a pile emptied (the
   * cutoff {@link Cutoff#FREE_CELL}) that contradicts the proof of 4.2.3.
   */
  public boolean locksStayed() {
    return minBig > lockFloor;
  }

  /**
   * The assignment read so far: a variable is true when its positive literal is selected, false
   * otherwise (after the cutoff: the backward map's answer, before it: a partial reading).
   *
   * @throws ReductionViolationException if both literals of a variable are selected
   */
  public Assignment assignment() {
    int i = exposed.length / 2;
    boolean[] values = new boolean[i];
    for (int x = 1; x <= i; x++) {
      boolean pos = exposed[2 * (x - 1)];
      boolean neg = exposed[2 * (x - 1) + 1];
      if (pos && neg) {
        throw new ReductionViolationException("both selection piles of v" + x
            + " were unstacked before the first free cell / the second initial card (move "
            + moves + ")");
      }
      values[x - 1] = pos;
    }
    return Assignment.ofValues(values);
  }

  /**
   * The backward map's answer, meant for after the cutoff of a winning certificate: the
   * assignment, checked against the proof's claims (no pile emptied while a lock card is on the
   * big stack, at most one literal per variable, every clause of the 3-CNF satisfied).
   *
   * @throws ReductionViolationException if a claim of the proof fails
   */
  public Assignment result() {
    if (cutoff == null && minBig > lockFloor) {
      throw new ReductionViolationException("the lock cards never all left the big stack (the "
          + "certificate ends after move " + moves + "), which a clear or a run of height n "
          + "needs");
    }
    if (minBig > lockFloor) {
      throw new ReductionViolationException("a pile was emptied (move " + moves + ") while a "
          + "lock card was still on the big stack, which the proof of 4.2.3 rules out");
    }
    Assignment a = assignment();
    int bad = formula.firstFalsifiedClause(a);
    if (bad >= 0) {
      throw new ReductionViolationException("the literals selected up to move " + moves
          + " falsify clause " + (bad + 1) + " (" + a + "), although the locks left");
    }
    return a;
  }
}
