package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.CanonicalPosition;
import org.spiderlab.core.solver.Solver;

/**
 * Decides k-EASY (thesis 4.4) for any game: whether the game can still be won after every legal
 * sequence of {@code k} first moves.
 *
 * <p><b>The definition followed.</b> Thesis 4.4: "Ein Spiel heißt k-einfach, wenn unabhängig der
 * ersten k Züge das Spiel immer noch gewonnen werden kann", meant so that the player "sich nicht
 * schnell 'verbauen' kann". Settled here:
 * <ul>
 *   <li>A move is any move of a certificate: a run move, a deal or a clear (thesis 4.1.8: "Es
 *       gibt nur 3 Zugtypen: Nachziehen, Ablegen und ein normaler Zug"). Play starts from the
 *       turned starting position ({@link Game#withTopsTurnedUp()}).
 *   <li>The adversary's sequences are the legal sequences of exactly {@code k} moves and the
 *       shorter legal sequences after which no move is legal (stuck, or won). Each must end in a
 *       winnable position; a won position is winnable (by the empty certificate). This is
 *       equivalent to "every position reachable in at most {@code k} moves is winnable" (every
 *       shorter sequence extends to one of those, and a position with a winnable successor is
 *       winnable), so k-EASY implies (k-1)-EASY and 0-EASY is winnability. The membership proof
 *       of 4.4.1 checks "ob u_1 genau k Züge kodiert" and asks for a winning continuation "für
 *       alle Zertifikate u_1". Taken literally, the u_1 it rejects (not {@code k} legal moves)
 *       have none, so no game would be k-easy; with the usual convention that such a u_1 is
 *       accepted, a game in which every line of play ends (lost) within fewer than {@code k}
 *       moves would be k-easy without being winnable. Neither is the definition above; the
 *       sequences added here keep the problem in Pi_2^P (u_1: at most {@code k} moves, maximal).
 * </ul>
 *
 * <p><b>Enumeration.</b> Breadth first, depth by depth, from the starting position: the positions
 * at depth {@code d} reached by some legal sequence of {@code d} moves, deduplicated per depth by
 * an exact key ({@link CanonicalPosition} with {@link DeciderOptions#pileSymmetry()}, the exact
 * tableau and stock without). Sound: the sequences that continue a prefix depend only on the
 * position it reaches and the moves left, and a renaming of interchangeable piles maps them, and
 * their ends, to those of the other prefix; so one representative per class and depth reaches an
 * end of every class. Ends (depth {@code k}, or no legal move) are deduplicated over all depths by
 * the same key and each is solved once. Every legal sequence is counted exactly through the
 * deduplication (the number of sequences reaching a class is the sum over its predecessors' counts
 * and moves into it, which renaming preserves): {@link EasyStatistics#sequences()}.
 *
 * <p><b>Answers.</b> Each end is solved exactly by the {@link org.spiderlab.core.solver.Solver}
 * with {@link DeciderOptions#solver()}, in parallel, stopping at the first unwinnable one (the
 * first in enumeration order). {@link EasyStatus#NOT_EASY} only with a losing prefix whose end the
 * solver exhausted (no continuation of it wins); {@link EasyStatus#EASY} only with a replayed
 * certificate for every class of ends ({@link EasyEvidence}; {@link EvidenceChecks#easy} checks it
 * independently); {@link EasyStatus#UNKNOWN} otherwise, with the limit hit:
 * {@link DeciderOptions#maxPositions()}, the timeout or memory of the decision, cancellation, or
 * a solver limit on some end.
 */
public final class EasyDecider {

  private EasyDecider() {}

  /**
   * Decides whether {@code game} is {@code k}-easy; see the class documentation.
   *
   * @throws org.spiderlab.core.solver.GameTooLargeException when {@code game} exceeds a limit of
   *     the solver ({@link Solver#checkLimits})
   */
  public static EasyResult decide(Game game, int k, DeciderOptions options) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    checkArgument(k >= 0, "k must be >= 0, got %s", k);
    Solver.checkLimits(game); // the solver runs on positions of this shape
    Enumeration e = new Enumeration(game, k, options);
    try (SolvePool<Prefix> pool = new SolvePool<>(options, null, p -> 32L * p.length)) {
      e.run(pool);
      pool.finish();
      EasyStatistics stats = new EasyStatistics(k, e.positions, e.movesTried, e.sequences,
          e.ends.size(), pool.solved(), pool.winnable(), pool.unknown(), pool.solverStates(),
          pool.elapsed());
      if (pool.loser().isPresent()) {
        SolvePool.Solved<Prefix> l = pool.loser().get();
        return new EasyResult(EasyStatus.NOT_EASY, stats, Optional.empty(),
            Optional.of(new EasyResult.Losing(l.tag().moves(), pool.loserGame(), l.result())),
            Optional.empty());
      }
      Optional<DeciderLimit> limit = pool.limit();
      if (limit.isPresent()) {
        return new EasyResult(EasyStatus.UNKNOWN, stats, limit, Optional.empty(),
            Optional.empty());
      }
      List<EasyEvidence.Entry> entries = new ArrayList<>();
      for (SolvePool.Solved<Prefix> s : pool.winners()) {
        entries.add(new EasyEvidence.Entry(s.tag().moves(), s.result().certificate()));
      }
      return new EasyResult(EasyStatus.EASY, stats, Optional.empty(), Optional.empty(),
          Optional.of(new EasyEvidence(k, entries)));
    }
  }

  /** The breadth-first enumeration of prefixes with its counters. */
  private static final class Enumeration {
    private final Game game;
    private final int k;
    private final DeciderOptions options;
    private final Map<Object, Long> ends = new HashMap<>();
    private long positions;
    private long movesTried;
    private BigInteger sequences = BigInteger.ZERO;

    Enumeration(Game game, int k, DeciderOptions options) {
      this.game = game;
      this.k = k;
      this.options = options;
    }

    private Object key(Board b) {
      return options.pileSymmetry() ? CanonicalPosition.of(b) : b.snapshot(game.suits());
    }

    private static long bytes(Board b) {
      return 160 + 72L * b.pileCount() + 24L * b.tableauCardCount();
    }

    void run(SolvePool<Prefix> pool) {
      Map<Object, Node> level = new LinkedHashMap<>();
      Board start = game.toBoard();
      level.put(key(start), new Node(start, Prefix.EMPTY, BigInteger.ONE));
      positions = 1;
      long levelBytes = bytes(start);
      pool.addBytes(levelBytes);
      for (int d = 0; d <= k && !level.isEmpty(); d++) {
        Map<Object, Node> next = new LinkedHashMap<>();
        long nextBytes = 0;
        for (Map.Entry<Object, Node> entry : level.entrySet()) {
          if (!pool.open()) {
            return;
          }
          Node node = entry.getValue();
          List<Move> moves = d == k ? List.of() : node.board.legalMoves();
          if (moves.isEmpty()) {
            end(pool, entry.getKey(), node);
            continue;
          }
          for (Move m : moves) {
            if (!pool.open()) {
              return; // polled per move: on wide games one level holds millions of children
            }
            Board child = node.board.copy();
            child.apply(m);
            movesTried++;
            Object key = key(child);
            Node old = next.get(key);
            if (old != null) {
              old.count = old.count.add(node.count);
              continue;
            }
            if (positions >= options.maxPositions()) {
              pool.cutOff(DeciderLimit.of(DeciderLimit.Kind.MAX_POSITIONS,
                  options.maxPositions()));
              return;
            }
            positions++;
            next.put(key, new Node(child, node.prefix.then(m), node.count));
            long b = bytes(child);
            nextBytes += b;
            pool.addBytes(b);
            pool.enumerated(1);
          }
        }
        pool.addBytes(-levelBytes);
        level = next;
        levelBytes = nextBytes;
      }
    }

    /** A sequence ends at {@code node}: count it, and solve its class once. */
    private void end(SolvePool<Prefix> pool, Object key, Node node) {
      sequences = sequences.add(node.count);
      if (!ends.containsKey(key)) {
        long index = ends.size();
        ends.put(key, index);
        pool.addBytes(key instanceof CanonicalPosition c ? c.bytes() : bytes(node.board));
        pool.submit(index, node.board.snapshot(game.suits()), node.prefix, BigInteger.ONE);
      }
    }
  }

  /** A position of the enumeration: its board, the first prefix found, the sequences to it. */
  private static final class Node {
    final Board board;
    final Prefix prefix;
    BigInteger count;

    Node(Board board, Prefix prefix, BigInteger count) {
      this.board = board;
      this.prefix = prefix;
      this.count = count;
    }
  }

  /** A prefix as a shared linked list (each node stores only its last move). */
  private static final class Prefix {
    static final Prefix EMPTY = new Prefix(null, null, 0);
    final Prefix parent;
    final Move move;
    final int length;

    private Prefix(Prefix parent, Move move, int length) {
      this.parent = parent;
      this.move = move;
      this.length = length;
    }

    Prefix then(Move m) {
      return new Prefix(this, m, length + 1);
    }

    List<Move> moves() {
      List<Move> out = new ArrayList<>(length);
      for (Prefix p = this; p.move != null; p = p.parent) {
        out.add(p.move);
      }
      Collections.reverse(out);
      return out;
    }
  }
}
