package org.spiderlab.examples.cli;

import java.util.List;
import java.util.Locale;
import org.spiderlab.examples.brainball.Distances;
import org.spiderlab.examples.brainball.Position;
import org.spiderlab.examples.brainball.Rochade;
import org.spiderlab.examples.brainball.RochadeSearch;
import org.spiderlab.examples.brainball.StrategyTask;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab brainball START GOAL}: every optimal Rochade between two Brainball positions,
 * after P. Steldinger's seminar paper "Das Spiel Brainball aus der Sicht der Informatik" (WS
 * 2000/2001): the model of section 2, the length of a Rochade = its number of flips "/" (section
 * 3.4), bidirectional breadth-first search (section 6.5) on classes of positions equal up to
 * shifts and turning over (section 4.1).
 *
 * <p>Position notation (the paper's tuple (π(1), ..., π(13)) from the base number clockwise, an
 * overlined, i.e. yellow, stone written with a trailing {@code y}): thirteen stones separated by
 * commas or spaces, e.g. {@code 5y,6y,7,8,9,10,11,12,13,1,2,3,4} for (5̄, 6̄, 7, 8, ..., 4);
 * parentheses around it, {@code '} or a combining overline instead of {@code y}, and the word
 * {@code solved} for b_0 = (1, ..., 13) all white are accepted as well.
 *
 * <p>Output: {@code OPTIMAL: L (N Rochaden)}, then each optimal Rochade in the paper's standard
 * form (section 2.2, e.g. {@code 2/1/-2/2/1/1/-2/-4/5/4/-4/6/5/D}: shift, flip, shift, ..., an
 * optional final "D"; shifts by 0 left out), then the positions and the search's size. At the
 * limit of stored classes: {@code UNKNOWN: longer than X}. {@code --strategy-task} solves the big
 * strategy task of section 3.4 (for the goal the paper's 14 listed solutions reach: 14 Rochaden
 * of length 13; and for the goal as printed); {@code --distances} prints how many classes lie at
 * each distance from b_0 (section 6.1).
 */
@Command(name = "brainball", mixinStandardHelpOptions = true,
    description = {
        "Every optimal Rochade (fewest flips '/') from START to GOAL on the Brainball, after"
            + " Steldinger's seminar paper (WS 2000/2001): bidirectional breadth-first search on"
            + " positions up to shifts and turning over.",
        "A position is the 13 stones from the base number clockwise, y marking yellow: e.g."
            + " 5y,6y,7,8,9,10,11,12,13,1,2,3,4 (or 'solved').",
        "First line: OPTIMAL: L (N Rochaden) | UNKNOWN: longer than X; then one Rochade per line"
            + " in the paper's standard form, e.g. 2/1/-2/2/1/1/-2/-4/5/4/-4/6/5/D."})
final class BrainballCommand extends BaseCommand {
  @Parameters(index = "0", arity = "0..1", paramLabel = "START", description = "start position")
  String start;

  @Parameters(index = "1", arity = "0..1", paramLabel = "GOAL", description = "goal position")
  String goal;

  @Option(names = "--strategy-task",
      description = "solve the paper's big strategy task (section 3.4)")
  boolean strategyTask;

  @Option(names = "--distances",
      description = "print the number of classes at each distance from the solved position")
  boolean distances;

  @Option(names = "--max-states", paramLabel = "N",
      description = "classes stored at most (default 6,000,000; with --distances 3,000,000)")
  Long maxStates;

  @Override
  public Integer call() {
    int modes = (strategyTask ? 1 : 0) + (distances ? 1 : 0) + (start != null ? 1 : 0);
    if (modes != 1) {
      throw new UserException("give START GOAL, --strategy-task or --distances (one of them)", 2);
    }
    if (maxStates != null && maxStates < 1) {
      throw new UserException("--max-states must be at least 1, got " + maxStates, 2);
    }
    if (distances) {
      printDistances(maxStates == null ? 3_000_000 : maxStates);
    } else if (strategyTask) {
      long limit = maxStates == null ? StrategyTask.DEFAULT_MAX_STATES : maxStates;
      solve(StrategyTask.START, StrategyTask.GOAL, limit);
      out().println("(above: the goal the paper's 14 listed Rochaden reach; below: the goal as"
          + " section 3.4 prints it, stones 5 and 6 with the other colour)");
      solve(StrategyTask.START, StrategyTask.PRINTED_GOAL, limit);
    } else {
      if (goal == null) {
        throw new UserException("GOAL missing: give START GOAL", 2);
      }
      solve(parse(start, "START"), parse(goal, "GOAL"),
          maxStates == null ? StrategyTask.DEFAULT_MAX_STATES : maxStates);
    }
    out().flush();
    return 0;
  }

  private static Position parse(String text, String what) {
    try {
      return Position.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UserException(what + ": " + e.getMessage(), 2);
    }
  }

  private void solve(Position from, Position to, long limit) {
    long t0 = System.nanoTime();
    RochadeSearch.Result r = RochadeSearch.search(from, to, limit);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (r.status() == RochadeSearch.Status.OPTIMAL) {
      List<Rochade> rs = r.rochaden();
      out().println("OPTIMAL: " + r.length() + " (" + rs.size()
          + (rs.size() == 1 ? " Rochade)" : " Rochaden)"));
      for (Rochade x : rs) {
        out().println(x.moves().isEmpty() ? "(empty Rochade)" : x.toString());
      }
    } else {
      out().println("UNKNOWN: longer than " + r.excludedUpTo());
      out().println("limit: " + limit + " classes stored");
    }
    out().println("start: " + from);
    out().println("goal: " + to);
    out().printf(Locale.ROOT, "search: bidirectional breadth-first, %,d classes stored, %d ms%n",
        r.stored(), ms);
  }

  private void printDistances(long limit) {
    long t0 = System.nanoTime();
    Distances d = Distances.compute(Position.SOLVED, limit);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    out().println("DISTANCES from " + Position.SOLVED + " (flips, new classes, classes up to)");
    for (int i = 0; i < d.counts().size(); i++) {
      out().printf(Locale.ROOT, "%d %,d %,d%n", i, d.counts().get(i), d.cumulative(i));
    }
    if (d.exhausted()) {
      out().println("every class reached");
    } else {
      out().printf(Locale.ROOT, "distance %d: more than the limit of %,d classes%n",
          d.counts().size(), limit);
    }
    out().printf(Locale.ROOT, "search: breadth-first, %,d classes stored, %d ms%n", d.stored(),
        ms);
  }
}
