package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkNotNull;
import static org.spiderlab.core.internal.Checks.checkState;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.solver.Goal;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * The exact optimiser of thesis 4.5: the largest value of an {@link Objective} over all positions
 * reachable in a game ({@code val(G)}, the most runs that can be cleared, 4.5.1; {@code
 * maxHeight(G)}, the tallest run of one suit, 4.5.3), with a certificate that reaches it and a
 * proof that one more is impossible.
 *
 * <p><b>Method.</b> The value of the start is a lower bound (reached by the empty certificate),
 * {@link Objective#countingBound} an upper bound ({@link Known} may tighten both). Between them
 * the exact {@link Solver} is asked for the goal "value at least {@code v}" ({@link
 * Objective#atLeast}): galloping upwards ({@code v = best + 1, best + 2, best + 4, ...}, capped at
 * the upper bound), once, after the first reachable threshold, optimistically the upper bound
 * itself (games that are won reach the card count at once), and after the first unreachable
 * galloping threshold by bisection. A reachable threshold raises the lower bound to the value the
 * solver's certificate actually reaches (measured on a replay, so it may jump past {@code v}); an
 * unreachable one (search exhausted) lowers the upper bound to {@code v - 1}. The run ends OPTIMAL
 * when the bounds meet, with the last exhausted search (or the card count) as the proof, and
 * UNKNOWN with the best found when a budget runs out. Every threshold proven unreachable lies
 * above the optimum, where the solver's dead-end test prunes at least as much as for the final
 * proof at optimum + 1.
 *
 * <p><b>Soundness</b> rests on the solver's: WINNABLE only with a certificate replayed on a board
 * and ending in a position that reaches the goal, UNWINNABLE only after exhausting the canonical
 * state space with the prunings proven for that goal ({@link Goal}). Clearing as many runs as
 * there are cards is winning, so that threshold is asked as {@link Goal#won()}.
 *
 * <p><b>Budgets</b> ({@link SolverOptions}): {@code maxStates} and {@code timeout} hold for the
 * whole run (each search gets what the earlier ones left), the memory limit for each search; the
 * options' goal is ignored, their listener hears every search.
 */
public final class Optimiser {
  private Optimiser() {}

  /**
   * What is known about a game before the optimiser runs (e.g. from a decision the caller made
   * first): a certificate reaching some value, and a proven upper bound.
   *
   * @param reaching a legal certificate; the value of its last position is a lower bound
   * @param bound a proven upper bound, if any (the card count is used anyway)
   */
  public record Known(List<Move> reaching, Optional<UpperBound> bound) {
    /** Nothing known. */
    public static final Known NOTHING = new Known(List.of(), Optional.empty());

    public Known {
      reaching = List.copyOf(reaching);
      checkNotNull(bound, "bound");
    }
  }

  /** The maximum of {@code objective} over the positions reachable in {@code game}. */
  public static Optimum maximise(Game game, Objective objective, SolverOptions options) {
    return maximise(game, objective, options, Known.NOTHING);
  }

  /** {@link #maximise(Game, Objective, SolverOptions)}, starting from what is {@code known}. */
  public static Optimum maximise(Game game, Objective objective, SolverOptions options,
      Known known) {
    checkNotNull(game, "game");
    checkNotNull(objective, "objective");
    checkNotNull(options, "options");
    checkNotNull(known, "known");
    long start = System.nanoTime();
    int best = objective.measure(game.toBoard());
    List<Move> bestMoves = List.of();
    if (!known.reaching().isEmpty()) {
      int v = replay(game, objective, known.reaching());
      if (v > best) {
        best = v;
        bestMoves = known.reaching();
      }
    }
    UpperBound upper = new UpperBound.Counting(objective.countingBound(game),
        objective.countingBoundText());
    if (known.bound().isPresent() && known.bound().get().value() < upper.value()) {
      upper = known.bound().get();
    }
    checkState(best <= upper.value(), "the known certificate reaches %s, above the bound %s",
        best, upper);
    List<Probe> probes = new ArrayList<>();
    long statesLeft = options.maxStates();
    boolean bisect = false;
    boolean triedTop = false;
    int step = 1;
    while (best < upper.value()) {
      boolean top = !triedTop && !bisect && !bestMoves.isEmpty();
      triedTop |= top;
      int v = top ? upper.value() : bisect ? best + (upper.value() - best + 1) / 2
          : (int) Math.min(upper.value(), (long) best + step);
      Duration left = options.timeout().minus(Duration.ofNanos(System.nanoTime() - start));
      SolverLimit out = statesLeft < 1 ? new SolverLimit(SolverLimit.Kind.MAX_STATES,
          options.maxStates()) : left.isNegative() || left.isZero()
          ? new SolverLimit(SolverLimit.Kind.TIMEOUT, nanos(options.timeout())) : null;
      if (out != null) {
        return unknown(objective, best, bestMoves, upper, probes, out, start);
      }
      Goal goal = goal(objective, game, v);
      // a complete run is the tallest run anywhere too, so a clear is worth trying first, but
      // its absence proves nothing about buried runs
      boolean proves = !(top && objective instanceof Objective.TallestRun t
          && t.reading() == RunReading.ANY && v == game.maxRank());
      if (!proves) {
        goal = Goal.clears(1);
      }
      SolverResult r = Solver.solve(game, options.toBuilder().goal(goal)
          .maxStates(statesLeft).timeout(left).build());
      statesLeft -= r.statistics().storedStates();
      List<Move> certificate = objective instanceof Objective.TallestRun
          && goal instanceof Goal.Clears ? beforeFirstClear(r.certificate()) : r.certificate();
      switch (r.status()) {
        case WINNABLE -> {
          int reached = replay(game, objective, certificate);
          checkState(reached >= v, "solver bug: the certificate for >= %s reaches %s", v,
              reached);
          checkState(reached <= upper.value(), "solver bug: %s reached above the bound %s",
              reached, upper);
          probes.add(new Probe(v, goal, r.status(), reached, r.statistics()));
          best = reached;
          bestMoves = certificate;
          step = top ? step : 2 * step;
        }
        case UNWINNABLE -> {
          probes.add(new Probe(v, goal, r.status(), -1, r.statistics()));
          if (proves) {
            upper = new UpperBound.Exhausted(v - 1, r.statistics());
            bisect |= !top;
          }
        }
        default -> {
          probes.add(new Probe(v, goal, r.status(), -1, r.statistics()));
          SolverLimit l = r.limit().orElseThrow();
          SolverLimit whole = switch (l.kind()) {
            case MAX_STATES -> new SolverLimit(l.kind(), options.maxStates());
            case TIMEOUT -> new SolverLimit(l.kind(), nanos(options.timeout()));
            default -> l;
          };
          return unknown(objective, best, bestMoves, upper, probes, whole, start);
        }
      }
    }
    return new Optimum(objective, OptimumStatus.OPTIMAL, best, bestMoves, upper, probes,
        Optional.empty(), Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * The goal "value at least {@code v}", or an equivalent one the solver serves better (with the
   * sorted shortcut): clearing every card is asked as a win; a movable run as tall as the maximal
   * rank is a complete run, which lies on top exactly when a clear is legal, so it is asked as
   * one clear (and the certificate is cut before its first clear).
   */
  private static Goal goal(Objective objective, Game game, int v) {
    if (objective instanceof Objective.RunsCleared
        && (long) v * game.maxRank() == game.cardCount()) {
      return Goal.won();
    }
    if (objective instanceof Objective.TallestRun t && t.reading() == RunReading.TOP
        && v == game.maxRank()) {
      return Goal.clears(1);
    }
    return objective.atLeast(v);
  }

  /** The moves before the first clear (all of them when none clears). */
  private static List<Move> beforeFirstClear(List<Move> moves) {
    for (int i = 0; i < moves.size(); i++) {
      if (moves.get(i) instanceof Move.Clear) {
        return moves.subList(0, i);
      }
    }
    return moves;
  }

  /** The value of the position the certificate ends in (replayed on a fresh board). */
  static int replay(Game game, Objective objective, List<Move> certificate) {
    Board b = game.toBoard();
    certificate.forEach(b::apply);
    return objective.measure(b);
  }

  private static Optimum unknown(Objective objective, int best, List<Move> moves,
      UpperBound upper, List<Probe> probes, SolverLimit limit, long start) {
    return new Optimum(objective, OptimumStatus.UNKNOWN, best, moves, upper, probes,
        Optional.of(limit), Duration.ofNanos(System.nanoTime() - start));
  }

  private static long nanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE;
    }
  }
}
