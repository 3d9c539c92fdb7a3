package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.MoveReader;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The two witness maps of the reduction 3-SAT to ONE-COLOR-SPIDER (thesis 4.2.2 and 4.2.3; the
 * thesis proves the equivalence, the maps make both directions executable), on the 3-CNF {@link
 * ReducedInstance#formula()} that the game encodes; {@link ThreeSatToSpider#forward} and {@link
 * ThreeSatToSpider#backward} add the width normalization of the source.
 *
 * <p><b>Forward</b> ({@link #forward}): a satisfying assignment becomes a winning certificate,
 * following the proof: (A) unstack the selection pile of every true literal onto the selection
 * chain, {@code v1} first; (B) move every occurrence pair of every true literal onto its area's
 * chain, highest pair first; (C) per clause move {@code c} (or {@code c+4}) onto the uncovered
 * {@code c+1} (or {@code c+5}); (D) lift every lock card onto its uncovered {@code L}; (E) unwind
 * the ascending part of the big stack onto the two end cards, together with the rest cards and
 * both copies of every lock area (the lone rest card gives the first free cell; the second
 * clause-side {@code L} is uncovered by putting its {@code c} or {@code c+4} back onto the clause
 * or onto a free cell); (F) put the second initial selection card on a free cell and unstack the
 * unselected selection piles onto it; (G) move the occurrence pairs of the false literals onto
 * their areas; (H) put parked clause cards back. The game is now sorted (thesis 2.3; {@link
 * #forwardUntilSorted} stops here, and {@link
 * org.spiderlab.core.special.SortedGames#complete} wins from there by 2.3.1).
 * {@link #forward} instead finishes with an endgame that moves every card O(1) times (the 2.3.1
 * strategy moves growing runs and costs quadratic time on big instances): it rebuilds the
 * lower half of one deck on the big stack and the other on the rest stack, segment by segment,
 * moves both onto the end piles and clears them.
 *
 * <p><b>Backward</b> ({@link #backward}): replays any winning certificate and reads which
 * literal's selection pile had been unstacked down to its bottom card (its area's top) by the
 * first moment that a pile becomes empty or the second initial selection card on the big stack
 * is uncovered (whichever comes first). The argument, made precise in {@code
 * docs/REDUCTION.md}: while a lock card is on the big stack no pile can be emptied (every pile's
 * bottom card needs a card that lies under the lock cards); until that moment only one initial
 * selection card is exposed, so each selection pair can leave only one of its two piles (at most
 * one literal per variable is selected); a lock can only leave onto an {@code L} that a selected
 * literal's chain uncovered, and all locks have left before the moment. Variables with neither
 * literal selected are false. If the reading yields both literals of a variable, a free cell while
 * a lock is on the big stack, or a falsified clause, that contradicts the proof and is reported
 * as a {@link ReductionViolationException}.
 */
public final class WitnessMaps {
  private WitnessMaps() {}

  /**
   * A winning certificate for {@code instance} from an assignment that satisfies its 3-CNF
   * {@link ReducedInstance#formula()}.
   */
  public static List<Move> forward(ReducedInstance instance, Assignment assignment) {
    Forward f = new Forward(instance, assignment);
    f.untilSorted();
    f.endgame();
    f.moves.trim();
    return f.moves;
  }

  /**
   * The forward certificate up to the moment the game is sorted (phases A to H); complete it
   * with {@link org.spiderlab.core.special.SortedGames#complete} (thesis 2.3.1).
   */
  public static List<Move> forwardUntilSorted(ReducedInstance instance, Assignment assignment) {
    Forward f = new Forward(instance, assignment);
    f.untilSorted();
    f.moves.trim();
    return f.moves;
  }

  /**
   * The forward certificate up to the moment the game is sorted, with the ends of its first
   * phases, for the reductions of thesis 4.3 and 4.4, which replay the 4.2 play on a game built
   * around the 4.2 game.
   *
   * @param untilSorted the moves of {@link #forwardUntilSorted}
   * @param selectionEnd the number of moves of phase (A), the selection: two per variable, each
   *     the move of the true literal's selection pair from its pile onto the chain
   * @param locksLiftedEnd the number of moves of phases (A) to (D): after them every lock card
   *     has left the big stack (thesis Lemma 4.2.2)
   */
  public record ForwardPhases(List<Move> untilSorted, int selectionEnd, int locksLiftedEnd) {
    public ForwardPhases {
      untilSorted = java.util.Collections.unmodifiableList(untilSorted);
      checkArgument(0 <= selectionEnd && selectionEnd <= locksLiftedEnd
          && locksLiftedEnd <= untilSorted.size(), "bad phase ends");
    }
  }

  /** {@link #forwardUntilSorted} with the ends of its phases. */
  public static ForwardPhases forwardPhases(ReducedInstance instance, Assignment assignment) {
    Forward f = new Forward(instance, assignment);
    f.untilSorted();
    f.moves.trim();
    return new ForwardPhases(f.moves, f.selectionEnd, f.locksLiftedEnd);
  }

  /**
   * An assignment satisfying the 3-CNF {@link ReducedInstance#formula()} from any certificate
   * that wins {@code instance}; {@code moves} is iterated twice (verify, then read).
   *
   * @throws CertificateRejectedException if the certificate does not win (carries the verdict)
   * @throws ReductionViolationException if it wins but encodes no satisfying assignment
   */
  public static Assignment backward(ReducedInstance instance, Iterable<? extends Move> moves) {
    checkNotNull(instance, "instance");
    Verdict v = Verifier.verify(instance.game(), moves);
    if (!v.isWon()) {
      throw new CertificateRejectedException(v);
    }
    return read(instance, instance.game(), moves);
  }

  /**
   * The reading of {@link #backward} for the games of thesis 4.5 that extend {@code base}'s game
   * by cards under its big stack and its rest stack (4.5.2: sorted decks, 4.5.3: ascending
   * ranks above the end card; 4.5.1 is the base game itself): an assignment satisfying the
   * 3-CNF {@link ReducedInstance#formula()} from any legal certificate of {@code game} along which
   * every lock card leaves the big stack, as one that clears a run or builds a run of height
   * {@code n} must (a card of rank {@code n-1} or one of the added cards is needed, and all of
   * them lie under the lock cards or under the rest card, which needs an {@code n-1}). The
   * selection is read up to the first empty pile or the uncovering of the second initial
   * selection card, or to the end of the certificate if that comes first (the locks have left
   * by then, so the reading is valid from that moment on).
   *
   * @throws ReductionViolationException if the lock cards never all leave, a pile is emptied while
   *     one is on the big stack, or the selection is inconsistent or falsifies a clause
   * @throws org.spiderlab.core.IllegalMoveException if a move is illegal
   * @throws IllegalArgumentException if {@code game} does not extend the
   *     base game pile for pile
   */
  public static Assignment readSelection(ReducedInstance base, org.spiderlab.core.Game game,
      Iterable<? extends Move> moves) {
    checkNotNull(base, "base");
    checkNotNull(game, "game");
    checkArgument(game.pileCount() == base.game().pileCount(),
        "the game has %s piles, the reduced instance %s", game.pileCount(),
        base.game().pileCount());
    return read(base, game, moves);
  }

  /**
   * {@link #backward(ReducedInstance, Iterable)} for a certificate file ({@code .moves}), streamed
   * twice (verify, then read) and never held in memory.
   *
   * @throws InputFormatException if the file is malformed or cannot be read
   */
  public static Assignment backward(ReducedInstance instance, Path certificate) {
    checkNotNull(instance, "instance");
    Verdict v = Verifier.verify(instance.game(), certificate);
    if (!v.isWon()) {
      throw new CertificateRejectedException(v);
    }
    try (MoveReader in = new MoveReader(
        Files.newBufferedReader(certificate, StandardCharsets.UTF_8), certificate.toString())) {
      return read(instance, instance.game(), () -> new Iterator<Move>() {
        Move next = in.next();

        @Override
        public boolean hasNext() {
          return next != null;
        }

        @Override
        public Move next() {
          if (next == null) {
            throw new NoSuchElementException();
          }
          Move m = next;
          next = in.next();
          return m;
        }
      });
    } catch (IOException e) {
      throw new InputFormatException(certificate.toString(), 0, "cannot read: " + e.getMessage());
    }
  }

  /** The rank of a card on {@code board} (one suit: the rank is all the maps need). */
  private static int rankAt(Board board, int pile, int index) {
    return CardCode.rank(board.codeAt(pile, index));
  }

  private static Assignment read(ReducedInstance instance, org.spiderlab.core.Game game,
      Iterable<? extends Move> moves) {
    SelectionReading reading = new SelectionReading(instance, game);
    for (Move m : moves) {
      if (!reading.play(m)) {
        break; // the first free cell, or the second initial card uncovered: the reading ends
      }
    }
    return reading.result();
  }

  /** The forward construction, replayed on a board as it is emitted (a self-check). */
  private static final class Forward {
    final Layout lay;
    final Cnf cnf;
    final Assignment a;
    final Board board;
    final PackedMoves moves = new PackedMoves();
    final ArrayDeque<Integer> free = new ArrayDeque<>();
    final int i;
    final int k;
    final int big;
    final int restStack;
    final int endA;
    final int endB;
    int chain2 = -1;
    int selectionEnd;
    int locksLiftedEnd;
    final int[] parked; // clause -> pile holding its parked c or c+4, or -1

    Forward(ReducedInstance instance, Assignment a) {
      checkNotNull(instance, "instance");
      checkNotNull(a, "assignment");
      this.lay = instance.layout();
      this.cnf = instance.formula();
      checkArgument(a.variables() == cnf.variables(),
          "the assignment has %s variables, the formula %s", a.variables(), cnf.variables());
      int bad = cnf.firstFalsifiedClause(a);
      checkArgument(bad < 0, "the assignment falsifies clause %s", bad + 1);
      this.a = a;
      this.board = instance.game().toBoard();
      this.i = lay.variables();
      this.k = lay.clauses();
      this.big = lay.bigStackPile();
      this.restStack = lay.restStackPile();
      this.endA = lay.endPile(0);
      this.endB = lay.endPile(1);
      this.parked = new int[k];
      java.util.Arrays.fill(parked, -1);
    }

    void move(int src, int count, int dst) {
      String why = board.tryApply(Move.transfer(src, count, dst));
      if (why != null) {
        throw new IllegalStateException("forward witness: move " + (moves.size() + 1) + " (m "
            + (src + 1) + " " + count + " " + (dst + 1) + ", " + lay.pileRole(src) + " -> "
            + lay.pileRole(dst) + ") is illegal: " + why);
      }
      moves.add(src, count, dst);
      if (board.pileSize(src) == 0) {
        free.push(src);
      }
    }

    int top(int pile) {
      int s = board.pileSize(pile);
      return s == 0 ? 0 : rankAt(board, pile, s - 1);
    }

    int freeCell() {
      while (!free.isEmpty()) {
        int p = free.pop();
        if (board.pileSize(p) == 0) {
          return p;
        }
      }
      throw new IllegalStateException("forward witness: no free cell");
    }

    int lit(int x, boolean value) {
      return value ? x : -x;
    }

    /** Moves every occurrence pair of {@code literal} onto its (uncovered) area top. */
    void unstackOccurrences(int literal) {
      int target = lay.literalPile(literal);
      for (int s = lay.occurrences(literal) - 1; s >= 0; s--) {
        int p = lay.clausePile(lay.occurrenceClause(literal, s),
            lay.occurrencePosition(literal, s));
        move(p, 1, target);
        move(p, 1, target);
      }
    }

    void untilSorted() {
      int chain = lay.initialSelectionPile();
      // (A) selection, v1 first (it owns the highest pair)
      for (int x = 1; x <= i; x++) {
        int p = lay.literalPile(lit(x, a.value(x)));
        move(p, 1, chain);
        move(p, 1, chain);
      }
      selectionEnd = moves.size();
      // (B) true literals' occurrence pairs
      for (int x = 1; x <= i; x++) {
        unstackOccurrences(lit(x, a.value(x)));
      }
      // (C) satisfy every clause
      for (int j = 0; j < k; j++) {
        int p1 = lay.clausePile(j, 0);
        int p2 = lay.clausePile(j, 1);
        int p3 = lay.clausePile(j, 2);
        if (board.pileSize(p1) == 1) {
          move(lay.clausePile(j, 3), 1, p1);
        } else if (board.pileSize(p2) == 1) {
          move(lay.clausePile(j, 3), 1, p2);
        } else if (board.pileSize(p3) == 1) {
          move(lay.clausePile(j, 4), 1, p3);
        } else {
          throw new IllegalStateException("forward witness: clause " + (j + 1) + " unsatisfied");
        }
      }
      // (D) lift the lock cards, clause 1's first
      for (int j = 0; j < k; j++) {
        int p4 = lay.clausePile(j, 3);
        move(big, 1, board.pileSize(p4) == 1 ? p4 : lay.clausePile(j, 4));
      }
      locksLiftedEnd = moves.size();
      // (E) unwind the top region onto the end cards
      move(big, 1, endA); // b2
      move(big, 1, endB); // b2
      move(lay.restCardPile(), 1, endA); // r: first free cell
      move(restStack, 1, endB); // r
      move(big, 1, endA); // b1
      move(big, 1, endB); // b1
      for (int j = k - 1; j >= 0; j--) {
        int p4 = lay.clausePile(j, 3);
        int p5 = lay.clausePile(j, 4);
        int l = lay.lockLow(j);
        int lockPile = top(p4) == l ? p4 : p5;
        int other = lockPile == p4 ? p5 : p4;
        move(lockPile, 2, endA); // L, l
        int c = lay.clauseLow(j);
        int t = top(other);
        int target = -1;
        if (t == c) {
          for (int s = 0; s < 2 && target < 0; s++) {
            if (board.pileSize(lay.clausePile(j, s)) == 1) {
              target = lay.clausePile(j, s);
            }
          }
        } else if (board.pileSize(lay.clausePile(j, 2)) == 1) {
          target = lay.clausePile(j, 2);
        }
        if (target < 0) {
          target = freeCell();
          parked[j] = target;
        }
        move(other, 1, target); // c or c+4 out of the way
        move(other, 1, endB); // L
        move(big, 1, endB); // the second l
        if (j > 0) {
          move(big, 1, endA); // buffer between lock areas j-1 and j
          move(big, 1, endB);
        }
      }
      // (F) the second initial selection card, and the unselected selection piles onto it
      chain2 = freeCell();
      move(big, 1, chain2);
      for (int x = 1; x <= i; x++) {
        int p = lay.literalPile(lit(x, !a.value(x)));
        move(p, 1, chain2);
        move(p, 1, chain2);
      }
      // (G) false literals' occurrence pairs back onto their areas
      for (int x = 1; x <= i; x++) {
        unstackOccurrences(lit(x, !a.value(x)));
      }
      // (H) parked clause cards back
      for (int j = 0; j < k; j++) {
        if (parked[j] >= 0) {
          int c = lay.clauseLow(j);
          if (top(parked[j]) == c) {
            move(parked[j], 1, board.pileSize(lay.clausePile(j, 0)) == 1
                ? lay.clausePile(j, 0) : lay.clausePile(j, 1));
          } else {
            move(parked[j], 1, lay.clausePile(j, 2));
          }
        }
      }
    }

    /** The pile with bottom rank {@code rank} that is one run and must join the rest-side deck. */
    int pileWithBottom(int rank) {
      if (rank == lay.initialSelectionRank()) {
        return chain2;
      }
      Layout.Area area = lay.areaAt(rank);
      if (area != null && area.kind() == Layout.AreaKind.LITERAL) {
        return lay.literalPile(area.index());
      }
      if (area != null && area.kind() == Layout.AreaKind.CLAUSE) {
        int j = area.index();
        int c = lay.clauseLow(j);
        if (rank == c + 5) {
          return lay.clausePile(j, 2);
        }
        if (rank == c + 1) {
          return board.pileSize(lay.clausePile(j, 0)) > 0
              ? lay.clausePile(j, 0) : lay.clausePile(j, 1);
        }
      }
      throw new IllegalStateException("forward witness: no pile starts with rank " + rank);
    }

    /** The pile whose top card is {@code rank}, for unloading the rest stack. */
    int pileWithTop(int rank) {
      Layout.Area area = lay.areaAt(rank);
      if (area != null && area.kind() == Layout.AreaKind.LITERAL && rank == area.low()) {
        return lay.literalPile(area.index());
      }
      if (area != null && area.kind() == Layout.AreaKind.CLAUSE) {
        int j = area.index();
        int c = lay.clauseLow(j);
        if (rank == c + 4) {
          return lay.clausePile(j, 2);
        }
        if (rank == c) {
          return top(lay.clausePile(j, 0)) == c ? lay.clausePile(j, 0) : lay.clausePile(j, 1);
        }
      }
      throw new IllegalStateException("forward witness: no pile ends with rank " + rank);
    }

    void endgame() {
      int topLow = lay.topRegionLow();
      // (I) unload the big stack's segments onto the bare c+1 of each clause
      int[] bare = new int[k];
      for (int j = 0; j < k; j++) {
        int p1 = lay.clausePile(j, 0);
        bare[j] = board.pileSize(p1) == 1 ? p1 : lay.clausePile(j, 1);
        move(big, board.runLength(big), bare[j]);
      }
      // (J) rebuild one lower half-deck on the big stack
      for (int j = k - 1; j >= 0; j--) {
        move(bare[j], board.pileSize(bare[j]), big);
      }
      move(lay.initialSelectionPile(), board.pileSize(lay.initialSelectionPile()), big);
      // (K) unload the rest stack's segments onto the clause and literal piles
      // without clauses the other half-deck grows on the last literal's selection pile; without
      // variables either it is the second initial selection card alone (rank 1)
      int base = k > 0 ? restStack : i > 0 ? lay.literalPile(-i) : chain2;
      while (board.pileSize(restStack) > 0
          && (base != restStack || board.runLength(restStack) < board.pileSize(restStack))) {
        int h = board.runLength(restStack);
        int low = rankAt(board, restStack, board.pileSize(restStack) - h);
        move(restStack, h, pileWithTop(low + 1));
      }
      // (L) rebuild the other lower half-deck on the base
      int t;
      while ((t = top(base)) > 1) {
        int p = pileWithBottom(t - 1);
        move(p, board.pileSize(p), base);
      }
      // (M) onto the end cards, and clear
      checkState(top(endA) == topLow && top(endB) == topLow, "end piles not at the top region");
      move(big, board.pileSize(big), endA);
      move(base, board.pileSize(base), endB);
      for (int p : new int[] {endA, endB}) {
        String why = board.tryApply(Move.clear(p));
        if (why != null) {
          throw new IllegalStateException("forward witness: clear " + (p + 1) + ": " + why);
        }
        moves.addClear(p);
      }
      checkState(board.isWon(), "not won at the end: " + board.describe());
    }

    static void checkState(boolean ok, String what) {
      if (!ok) {
        throw new IllegalStateException("forward witness: " + what);
      }
    }
  }
}
