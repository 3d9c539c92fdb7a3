package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Result;
import org.spiderlab.reductions.qbf.Pi2Witnesses;

/**
 * Runs several {@link Pi2Decider}s on the same forall-exists formulas (thesis 4.3, 4.4: the Pi2
 * source problem) and checks that they agree and that every witness holds ({@link
 * Pi2Witnesses}): the lab's check of the CEGAR decider against enumeration and against external
 * solvers such as DepQBF, and its timing comparison. {@link Tally} sums the outcomes up.
 */
public final class Pi2Comparison {
  private final List<Named> deciders;
  private final Duration checkTimeout;

  /** A decider and the name it is reported under. */
  public record Named(String name, Pi2Decider decider) {
    public Named {
      checkNotNull(name, "name");
      checkNotNull(decider, "decider");
    }
  }

  /**
   * What the deciders said about one formula.
   *
   * @param results one per decider, in their order
   * @param problems disagreements and witnesses that do not hold; empty when all is well
   */
  public record Outcome(String id, ForallExists formula, List<Pi2Result> results,
      List<String> problems) {
    public Outcome {
      results = List.copyOf(results);
      problems = List.copyOf(problems);
    }
  }

  private Pi2Comparison(List<Named> deciders, Duration checkTimeout) {
    this.deciders = List.copyOf(deciders);
    this.checkTimeout = checkTimeout;
  }

  /** Compares {@code deciders}; each witness check may take {@code checkTimeout}. */
  public static Pi2Comparison of(List<Named> deciders, Duration checkTimeout) {
    checkArgument(!deciders.isEmpty(), "no decider");
    checkNotNull(checkTimeout, "checkTimeout");
    return new Pi2Comparison(deciders, checkTimeout);
  }

  /** The deciders' names, in order. */
  public List<String> names() {
    return deciders.stream().map(Named::name).toList();
  }

  /** Runs every decider on {@code formula} and checks their answers. */
  public Outcome compare(String id, ForallExists formula) {
    List<Pi2Result> results = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    Set<String> words = new LinkedHashSet<>();
    for (Named d : deciders) {
      Pi2Result r = d.decider().solve(formula);
      results.add(r);
      Pi2Witnesses.refute(formula, r.answer(), checkTimeout)
          .ifPresent(why -> problems.add(d.name() + ": " + why));
      if (!(r.answer() instanceof Pi2Answer.Unknown)) {
        words.add(r.answer().word());
      }
    }
    if (words.size() > 1) {
      StringBuilder sb = new StringBuilder("disagree:");
      for (int i = 0; i < deciders.size(); i++) {
        sb.append(' ').append(deciders.get(i).name()).append(' ')
            .append(results.get(i).answer().word());
      }
      problems.add(sb.toString());
    }
    return new Outcome(id, formula, results, problems);
  }

  /** Sums up outcomes: answers and times per decider, truths per universal count, failures. */
  public static final class Tally {
    private final List<String> names;
    private final long[][] counts; // per decider: TRUE, FALSE, UNKNOWN
    private final long[] totalNanos;
    private final long[] maxNanos;
    private final Map<Integer, long[]> byUniversals = new TreeMap<>(); // t -> TRUE, FALSE
    private final List<Outcome> failures = new ArrayList<>();
    private long formulas;

    public Tally(List<String> names) {
      this.names = List.copyOf(names);
      this.counts = new long[names.size()][3];
      this.totalNanos = new long[names.size()];
      this.maxNanos = new long[names.size()];
    }

    /** Counts {@code o}. */
    public void add(Outcome o) {
      checkArgument(o.results().size() == names.size(), "%s results for %s deciders",
          o.results().size(), names.size());
      formulas++;
      String decided = null;
      for (int i = 0; i < names.size(); i++) {
        Pi2Result r = o.results().get(i);
        Pi2Answer a = r.answer();
        counts[i][a instanceof Pi2Answer.True ? 0 : a instanceof Pi2Answer.False ? 1 : 2]++;
        long nanos = r.time().toNanos();
        totalNanos[i] += nanos;
        maxNanos[i] = Math.max(maxNanos[i], nanos);
        if (decided == null && !(a instanceof Pi2Answer.Unknown)) {
          decided = a.word();
        }
      }
      if (decided != null) {
        long[] tf = byUniversals.computeIfAbsent(o.formula().universals(), t -> new long[2]);
        tf[decided.equals("TRUE") ? 0 : 1]++;
      }
      if (!o.problems().isEmpty()) {
        failures.add(o);
      }
    }

    public List<String> names() {
      return names;
    }

    public long formulas() {
      return formulas;
    }

    /** How often decider {@code i} answered TRUE, FALSE, UNKNOWN. */
    public long[] answers(int i) {
      return counts[i].clone();
    }

    public Duration totalTime(int i) {
      return Duration.ofNanos(totalNanos[i]);
    }

    public Duration maxTime(int i) {
      return Duration.ofNanos(maxNanos[i]);
    }

    /**
     * Per universal count {@code t}: how many formulas were TRUE and FALSE (by the first decider
     * that answered), in increasing {@code t}.
     */
    public Map<Integer, long[]> byUniversals() {
      Map<Integer, long[]> out = new TreeMap<>();
      byUniversals.forEach((t, tf) -> out.put(t, tf.clone()));
      return out;
    }

    /** The outcomes with a problem. */
    public List<Outcome> failures() {
      return List.copyOf(failures);
    }
  }
}
