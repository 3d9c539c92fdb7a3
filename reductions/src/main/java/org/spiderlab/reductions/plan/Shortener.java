package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.GameTooLargeException;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Makes a winning certificate shorter (plan improvement in the sense of Nakhost and Müller's Aras:
 * remove what returns to a position already reached, then re-plan windows of the play optimally).
 * First every loop goes: when a position recurs, the moves between its two visits are cut. Then the
 * plan neighbourhood graph search ({@link PlanNeighbourhood}). Then the tail: the last moves are
 * replaced by a shortest win of the position before them, found by the solver's shortest mode (A*),
 * for longer and longer tails while it finishes in time. Then windows of {@code w} moves,
 * overlapping by half, are re-planned with the SAT encoding aimed at the exact position that ends
 * the window ({@link PlanEncoding.Target}): a shorter way there replaces the window, and the passes
 * repeat until one improves nothing or the time is spent. Every splice is checked to reach the same
 * position, and the result is replayed by the {@link Verifier} before it is returned: it wins and
 * is never longer than the input.
 */
public final class Shortener {
  private Shortener() {}

  /**
   * Limits of {@link #shorten}.
   *
   * @param timeout the time for everything (at least 1 ms)
   * @param window moves per window (at least 2)
   * @param windowTimeout the most one window's SAT call may take (at least 1 ms)
   */
  public record Options(Duration timeout, int window, Duration windowTimeout) {
    public Options {
      checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms");
      checkArgument(window >= 2 && window <= PlanEncoding.MAX_HORIZON + 1,
          "a window has 2..%s moves, got %s", PlanEncoding.MAX_HORIZON + 1, window);
      checkArgument(windowTimeout.toMillis() >= 1, "the window timeout must be at least 1 ms");
    }

    /** {@code timeout} in all, windows of 10 moves, 2 s per window at most. */
    public static Options of(Duration timeout) {
      return new Options(timeout, 10, Duration.ofSeconds(2));
    }
  }

  /**
   * What {@link #shorten} did.
   *
   * @param certificate the shortened certificate, replayed by the verifier
   * @param before the input's length
   * @param afterLoops the length once loops were cut
   * @param afterNeighbourhood the length after the neighbourhood search
   * @param neighbourhoodTime the time until the end of the neighbourhood search
   * @param afterTail the length after the optimal tail
   * @param tail the moves at the end of the certificate that were proved a shortest win of the
   *     position before them (0 when none was)
   * @param windows windows re-planned
   * @param shortened windows that got shorter
   * @param passes passes over the play
   * @param complete whether the last pass improved nothing (else the time ran out)
   * @param elapsed wall-clock time
   */
  public record Result(List<Move> certificate, int before, int afterLoops,
      int afterNeighbourhood, Duration neighbourhoodTime, int afterTail, int tail, int windows,
      int shortened, int passes, boolean complete, Duration elapsed) {
    public Result {
      certificate = List.copyOf(certificate);
    }
  }

  /**
   * Shortens {@code certificate}, a win of {@code game}.
   *
   * @throws IllegalArgumentException if the certificate does not win the game
   */
  public static Result shorten(Game game, List<Move> certificate, Options options) {
    return shorten(game, certificate, options, true);
  }

  /**
   * As {@link #shorten(Game, List, Options)}; without the neighbourhood search and the optimal
   * tail if not {@code searches} (the SAT windows alone).
   */
  static Result shorten(Game game, List<Move> certificate, Options options, boolean searches) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    Verdict v = Verifier.verify(game, certificate);
    checkArgument(v instanceof Verdict.Won, "the certificate does not win the game: %s", v);
    long t0 = System.nanoTime();
    long end = t0 + Math.min(options.timeout().toNanos(), Long.MAX_VALUE / 4);
    List<Move> cert = withoutLoops(game, certificate);
    int afterLoops = cert.size();
    for (int depth = 1; searches && depth <= 3 && System.nanoTime() < end; ) {
      List<Move> better = PlanNeighbourhood.shortest(game, cert, depth, maxNodes(), end);
      if (better == null) {
        break; // the neighbourhood outgrew the budget or the time
      }
      if (better.size() < cert.size()) {
        cert = better; // again at the same depth around the new play
      } else {
        depth++;
      }
    }
    int afterNeighbourhood = cert.size();
    Duration neighbourhoodTime = Duration.ofNanos(System.nanoTime() - t0);
    long tailEnd = Math.min(end, System.nanoTime() + options.timeout().toNanos() / 3);
    int[] tail = new int[1];
    if (searches) {
      cert = optimalTail(game, cert, tailEnd, tail);
    }
    int afterTail = cert.size();
    int windows = 0;
    int shortened = 0;
    int passes = 0;
    boolean complete = false;
    boolean windowsFit = game.cardCount() <= PlanEncoding.MAX_CARDS;
    while (windowsFit && System.nanoTime() < end) {
      passes++;
      boolean improved = false;
      for (int i = 0; i + 1 < cert.size() && System.nanoTime() < end; ) {
        int j = Math.min(cert.size(), i + options.window());
        long left = Math.min(options.windowTimeout().toMillis(),
            (end - System.nanoTime()) / 1_000_000);
        if (left < 1) {
          break;
        }
        windows++;
        List<Move> better = replan(game, cert, i, j, left);
        if (better != null) {
          List<Move> next = new ArrayList<>(cert.subList(0, i));
          next.addAll(better);
          next.addAll(cert.subList(j, cert.size()));
          cert = next;
          shortened++;
          improved = true;
        }
        i += Math.max(1, options.window() / 2);
      }
      if (!improved) {
        complete = System.nanoTime() < end;
        break;
      }
      cert = withoutLoops(game, cert);
    }
    Verdict w = Verifier.verify(game, cert);
    if (!(w instanceof Verdict.Won) || cert.size() > certificate.size()) {
      throw new IllegalStateException("shortening broke the certificate: " + w);
    }
    return new Result(cert, certificate.size(), afterLoops, afterNeighbourhood,
        neighbourhoodTime, afterTail, tail[0], windows, shortened, passes, complete,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** The first tail that {@link #optimalTail} re-plans, in moves. */
  static final int TAIL_START = 20;

  /**
   * The certificate with its last moves replaced by a shortest win of the position before them,
   * for tails of {@link #TAIL_START} moves, then half as long again as the tail it left, until a
   * search does not finish by {@code endNanos} or the tail is the whole certificate. The solver's
   * shortest mode (A*, {@code Solver}) proves each answer a shortest win of its position, so the
   * last tail it answered is optimal; its length goes to {@code tail[0]}. Games beyond the
   * solver's limits are returned as they are.
   */
  static List<Move> optimalTail(Game game, List<Move> cert, long endNanos, int[] tail) {
    try {
      Solver.checkLimits(game);
    } catch (GameTooLargeException e) {
      return cert;
    }
    int k = Math.min(cert.size(), TAIL_START);
    while (k > 0) {
      long left = endNanos - System.nanoTime();
      if (left <= 0) {
        break;
      }
      Board b = game.toBoard();
      for (Move m : cert.subList(0, cert.size() - k)) {
        b.apply(m);
      }
      SolverResult r = Solver.solve(b.snapshot(game.suits()), SolverOptions.builder()
          .shortest(true).timeout(Duration.ofNanos(left)).build());
      if (r.status() != SolverStatus.WINNABLE) {
        break;
      }
      boolean whole = k == cert.size();
      if (r.certificate().size() < k) {
        List<Move> next = new ArrayList<>(cert.subList(0, cert.size() - k));
        next.addAll(r.certificate());
        cert = next;
      }
      tail[0] = r.certificate().size();
      if (whole) {
        break; // the whole certificate is a shortest win
      }
      k = Math.min(cert.size(), tail[0] + Math.max(TAIL_START / 2, tail[0] / 2));
    }
    return cert;
  }

  /**
   * The most positions the neighbourhood search keeps: about 400 bytes each (hash key, map entry,
   * successor list), within a quarter of the heap, at most 3,000,000.
   */
  static int maxNodes() {
    return (int) Math.min(3_000_000L, Runtime.getRuntime().maxMemory() / 4 / 400);
  }

  /** The certificate with every loop cut: a position reached twice keeps only its first visit. */
  static List<Move> withoutLoops(Game game, List<Move> cert) {
    Board b = game.toBoard();
    List<Move> out = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    seen.put(key(b, game), 0);
    for (Move m : cert) {
      b.apply(m);
      out.add(m);
      String k = key(b, game);
      Integer first = seen.get(k);
      if (first != null) {
        for (int r = out.size() - 1; r >= first; r--) {
          out.remove(r);
        }
        // positions visited inside the loop are forgotten
        seen.values().removeIf(x -> x > first);
      } else {
        seen.put(k, out.size());
      }
    }
    return out;
  }

  private static String key(Board b, Game game) {
    return GameText.toText(b.snapshot(game.suits()));
  }

  /**
   * The position without face-down flags. A window's new way may turn up a card that the old way
   * left face down (it may uncover and cover it again); that never makes a later move illegal,
   * since the rules only ever require cards to be face up.
   */
  static String faceBlindKey(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < b.pileCount(); i++) {
      for (int j = 0; j < b.pileSize(i); j++) {
        sb.append(org.spiderlab.core.CardCode.up(b.codeAt(i, j))).append(' ');
      }
      sb.append('|');
    }
    return sb.append(b.dealsDone()).toString();
  }

  /** Whether every card face up in {@code old} is face up in {@code now} (same layout). */
  static boolean upWhereUp(Board now, Board old) {
    for (int i = 0; i < old.pileCount(); i++) {
      for (int j = 0; j < old.pileSize(i); j++) {
        if (!org.spiderlab.core.CardCode.isDown(old.codeAt(i, j))
            && org.spiderlab.core.CardCode.isDown(now.codeAt(i, j))) {
          return false;
        }
      }
    }
    return true;
  }

  /** A shorter way from the position before move {@code i} to the one before move {@code j}. */
  static List<Move> replan(Game game, List<Move> cert, int i, int j, long millis) {
    Board b = game.toBoard();
    for (Move m : cert.subList(0, i)) {
      b.apply(m);
    }
    Game from = b.snapshot(game.suits());
    PlanCards k = new PlanCards(from);
    PhysicalPlay play = new PhysicalPlay(k);
    for (Move m : cert.subList(i, j)) {
      if (play.apply(m) != null) {
        throw new IllegalStateException("the certificate's move " + m + " is illegal");
      }
    }
    String goalKey = faceBlindKey(play.board());
    int horizon = j - i - 1;
    List<int[]> buffer = new ArrayList<>();
    PlanEncoding enc = PlanEncoding.start(from, horizon, play.target(), EncodingVariant.DEFAULT,
        buffer::add);
    if (horizon - enc.lowerBound() + play.target().bound() < 0) {
      return null; // no way shorter than the bound
    }
    for (int t = 1; t <= horizon; t++) {
      enc.extend(buffer::add);
    }
    ISolver solver = SolverFactory.newDefault();
    try {
      solver.newVar(enc.variables());
      for (int[] c : buffer) {
        solver.addClause(new VecInt(c));
      }
      solver.setTimeoutMs(millis);
      List<Move> best = null;
      for (int h = horizon; h >= 0 && enc.budget(h) != -1; ) {
        int budget = enc.budget(h);
        boolean sat;
        try {
          sat = solver.isSatisfiable(new VecInt(budget == 1 ? new int[] {enc.goal(h)}
              : new int[] {enc.goal(h), budget}));
        } catch (TimeoutException e) {
          break; // keep what was found
        }
        if (!sat) {
          break;
        }
        int[] model = solver.model();
        boolean[] value = new boolean[enc.variables() + 1];
        for (int l : model) {
          if (l > 0 && l < value.length) {
            value[l] = true;
          }
        }
        List<Move> plan = enc.decode(x -> x < value.length && value[x], h);
        Board check = from.toBoard();
        for (Move m : plan) {
          String why = check.tryApply(m);
          if (why != null) {
            throw new IllegalStateException("window plan move " + m + " illegal: " + why);
          }
        }
        if (!faceBlindKey(check).equals(goalKey) || !upWhereUp(check, play.board())) {
          throw new IllegalStateException("a window plan ends elsewhere (an encoding bug): from\n"
              + GameText.toText(from) + "window " + cert.subList(i, j) + "\nplan " + plan
              + "\nwanted\n" + GameText.toText(play.board().snapshot(game.suits())) + "got\n"
              + GameText.toText(check.snapshot(game.suits())));
        }
        best = plan;
        h = plan.size() - 1;
      }
      return best;
    } catch (ContradictionException e) {
      return null;
    } finally {
      solver.reset();
    }
  }
}
