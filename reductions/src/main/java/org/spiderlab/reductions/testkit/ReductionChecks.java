package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.spiderlab.core.shrink.Shrinker;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.SourceProblem;

/**
 * The test kit: property tests of a {@link Reduction} to Spider (thesis chapter 4; for 3-SAT
 * Lemma 4.2.2, "satisfiable iff winnable", and the witness maps of its proof 4.2.3) as JUnit 5
 * dynamic tests, one per source instance, grouped by family:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> myReduction() {
 *   return CnfChecks.of(MyReduction.INSTANCE)
 *       .exhaustive(CnfChecks.upToIsomorphism(FormulaClass.of(3, 4, 3)))
 *       .random(CnfChecks.formulas(new RandomFormulas(3, 6, 2)), 42, 40)
 *       .tests();
 * }
 * }</pre>
 *
 * <p>Every instance goes through the {@link Check}s of an {@link InstanceChecker}. A failing
 * instance is shrunk with the lab's {@link Shrinker} and the problem's one-step shrinks to a
 * 1-minimal instance that fails the same check, and the test fails with a {@link Counterexample}
 * message: the check, the family with the seed and draw (or the position in the class), what went
 * wrong and the shrunk instance in its file format (DIMACS for CNF). An instance a decider cannot
 * decide within its limits is aborted (reported as skipped), or fails with {@link
 * #failOnUndecided}. {@link #run} runs the same checks without JUnit and stops at the first
 * failure (the mutation catalogue uses it).
 *
 * <p>Immutable: every method returns a new kit. JUnit Jupiter is an optional dependency of this
 * library; only {@link #tests} needs it.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 * @param <I> the reduced instances
 * @param <E> the evidence of the game's YES answer (for WINNABLE: a winning certificate)
 */
public final class ReductionChecks<S, W, I extends Reduction.Instance<S>, E> {
  private final InstanceChecker<S, W, I, E> checker;
  private final List<SourceFamily<S>> families;
  private final Set<Check> checks;
  private final int shrinkTries;
  private final int shrinkFailures;
  private final boolean failOnUndecided;

  private ReductionChecks(InstanceChecker<S, W, I, E> checker, List<SourceFamily<S>> families,
      Set<Check> checks, int shrinkTries, int shrinkFailures, boolean failOnUndecided) {
    this.checker = checker;
    this.families = List.copyOf(families);
    this.checks = Set.copyOf(checks);
    this.shrinkTries = shrinkTries;
    this.shrinkFailures = shrinkFailures;
    this.failOnUndecided = failOnUndecided;
  }

  /**
   * A kit for {@code reduction} with the source side described by {@code problem} and decided by
   * {@code sourceDecider}, the game side decided by {@code gameDecider}; no families yet, every
   * check, 300 shrink tries for each of the first 3 failures, undecided instances aborted.
   */
  public static <S, W, I extends Reduction.Instance<S>, E> ReductionChecks<S, W, I, E> of(
      SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I, E> reduction, GameDecider<E> gameDecider) {
    return of(CrossCheck.of(problem, sourceDecider, reduction, gameDecider));
  }

  /** A kit for the lab's cross-check {@code lab}: its problem, deciders and reduction. */
  public static <S, W, I extends Reduction.Instance<S>, E> ReductionChecks<S, W, I, E> of(
      CrossCheck<S, W, I, E> lab) {
    return new ReductionChecks<>(new InstanceChecker<>(lab), List.of(),
        EnumSet.allOf(Check.class), 300, 3, false);
  }

  private ReductionChecks<S, W, I, E> with(List<SourceFamily<S>> f, Set<Check> c, int tries,
      int failures, boolean undecided) {
    return new ReductionChecks<>(checker, f, c, tries, failures, undecided);
  }

  /** This kit with one more family. */
  public ReductionChecks<S, W, I, E> family(SourceFamily<S> family) {
    checkNotNull(family, "family");
    List<SourceFamily<S>> f = new ArrayList<>(families);
    f.add(family);
    return with(f, checks, shrinkTries, shrinkFailures, failOnUndecided);
  }

  /** Every instance of {@code family} (e.g. a class up to isomorphism). */
  public ReductionChecks<S, W, I, E> exhaustive(SourceFamily.Exhaustive<S> family) {
    return family(family);
  }

  /**
   * {@code count} instances of {@code source} with {@code seed}, at least a quarter of them (at
   * least one) YES and as many NO instances, within {@code 100 * count} draws.
   */
  public ReductionChecks<S, W, I, E> random(RandomSource<S> source, long seed, int count) {
    int quarter = Math.max(1, count / 4);
    return random(source, seed, count, Math.min(quarter, count / 2), Math.min(quarter,
        count - count / 2));
  }

  /** {@code count} instances of {@code source} with at least {@code minYes} YES, {@code minNo} NO. */
  public ReductionChecks<S, W, I, E> random(RandomSource<S> source, long seed, int count,
      int minYes, int minNo) {
    return family(new SourceFamily.Random<>(source, seed, count, minYes, minNo, 100 * count));
  }

  /** This kit running only {@code enabled} (e.g. without the witness maps). */
  public ReductionChecks<S, W, I, E> checks(Set<Check> enabled) {
    checkArgument(!enabled.isEmpty(), "no check enabled");
    return with(families, enabled, shrinkTries, shrinkFailures, failOnUndecided);
  }

  /**
   * This kit without the witness-map checks: only whether the game's answer matches the source's
   * (and the size bound), for a reduction whose maps are not written yet.
   */
  public ReductionChecks<S, W, I, E> decisionsOnly() {
    EnumSet<Check> d = EnumSet.noneOf(Check.class);
    for (Check c : Check.values()) {
      if (c.isDecision()) {
        d.add(c);
      }
    }
    return checks(d);
  }

  /** At most {@code tries} checks spent shrinking one failure (0: no shrinking). */
  public ReductionChecks<S, W, I, E> shrinkTries(int tries) {
    checkArgument(tries >= 0, "tries must be >= 0, got %s", tries);
    return with(families, checks, tries, shrinkFailures, failOnUndecided);
  }

  /** Only the first {@code failures} failures of one run are shrunk (the others are reported as found). */
  public ReductionChecks<S, W, I, E> shrinkFailures(int failures) {
    checkArgument(failures >= 0, "failures must be >= 0, got %s", failures);
    return with(families, checks, shrinkTries, failures, failOnUndecided);
  }

  /** Whether an instance a decider cannot decide fails its test (default: it is aborted). */
  public ReductionChecks<S, W, I, E> failOnUndecided(boolean fail) {
    return with(families, checks, shrinkTries, shrinkFailures, fail);
  }

  /** The per-instance checks this kit runs, e.g. to check a shrunk counterexample again. */
  public InstanceChecker<S, W, I, E> checker() {
    return checker;
  }

  public List<SourceFamily<S>> families() {
    return families;
  }

  public Set<Check> enabledChecks() {
    return checks;
  }

  /** One instance of a family, with the source decider's answer if it was asked already. */
  private record Case<S, W>(String label, String position, S source, SourceAnswer<W> known) {}

  /** A family's instances, and why it falls short of its YES/NO quota, if it does. */
  private record Selection<S, W>(List<Case<S, W>> cases, Optional<String> shortfall) {}

  private Selection<S, W> select(SourceFamily<S> family) {
    if (family instanceof SourceFamily.Exhaustive<S> x) {
      List<Case<S, W>> cases = new ArrayList<>();
      int n = x.instances().size();
      for (int i = 0; i < n; i++) {
        S s = x.instances().get(i);
        cases.add(new Case<>("#" + (i + 1) + " " + checker.problem().encode(s),
            "instance " + (i + 1) + " of " + n, s, null));
      }
      return new Selection<>(cases, Optional.empty());
    }
    SourceFamily.Random<S> r = (SourceFamily.Random<S>) family;
    List<Case<S, W>> cases = new ArrayList<>();
    int yes = 0;
    int no = 0;
    int draw = 0;
    for (; draw < r.maxDraws() && cases.size() < r.count(); draw++) {
      S s = r.source().generate(r.seed(), draw);
      SourceAnswer<W> a;
      try {
        a = checker.sourceDecider().decide(s);
      } catch (RuntimeException e) {
        a = null; // the instance's test reports the source decider's failure
      }
      if (a instanceof SourceAnswer.Unknown<W>) {
        continue;
      }
      boolean isYes = a instanceof SourceAnswer.Yes<W>;
      if (a != null && (isYes ? yes >= r.count() - r.minNo() : no >= r.count() - r.minYes())) {
        continue; // keep room for the rarer answer
      }
      yes += a != null && isYes ? 1 : 0;
      no += a != null && !isYes ? 1 : 0;
      cases.add(new Case<>("seed " + r.seed() + " draw " + draw + ": "
          + checker.problem().encode(s), "seed " + r.seed() + ", draw " + draw, s, a));
    }
    Optional<String> shortfall = yes >= r.minYes() && no >= r.minNo() ? Optional.empty()
        : Optional.of(family.name() + ": " + yes + " YES and " + no + " NO instances in " + draw
            + " draws, but at least " + r.minYes() + " YES and " + r.minNo() + " NO are required;"
            + " choose parameters nearer the threshold, or more draws");
    return new Selection<>(cases, shortfall);
  }

  /**
   * The dynamic tests: one container per family, one test per instance, and for a random family
   * that cannot be filled with its YES/NO quota a failing test that says so.
   */
  public Stream<DynamicNode> tests() {
    checkArgument(!families.isEmpty(), "no family to check: add exhaustive(...) or random(...)");
    AtomicInteger shrunk = new AtomicInteger();
    return families.stream().map(f -> DynamicContainer.dynamicContainer(f.name(),
        Stream.of(f).flatMap(g -> {
          Selection<S, W> sel = select(g);
          Stream<DynamicNode> tests = sel.cases().stream().map(c -> DynamicTest.dynamicTest(
              c.label(), () -> test(g, c, shrunk)));
          Stream<DynamicNode> quota = sel.shortfall().stream().map(why -> DynamicTest
              .dynamicTest("the family holds YES and NO instances", () -> Assertions.fail(why)));
          return Stream.concat(quota, tests);
        })));
  }

  private void test(SourceFamily<S> family, Case<S, W> c, AtomicInteger shrunk) {
    InstanceReport<S> rep = checker.check(c.source(), checks, c.known());
    if (!rep.passed()) {
      Assertions.fail(counterexample(family, c, rep, shrunk.getAndIncrement() < shrinkFailures)
          .message());
    }
    if (rep.undecided().isPresent()) {
      String why = c.label() + ": undecided: " + rep.undecided().get();
      if (failOnUndecided) {
        Assertions.fail(why);
      }
      Assumptions.abort(why);
    }
  }

  /**
   * The result of {@link #run}.
   *
   * @param checked instances checked
   * @param undecided instances a decider could not decide
   * @param yes checked YES instances
   * @param no checked NO instances
   * @param counterexample the first failure, shrunk; empty when every instance passed
   * @param millisToFind the time until the first failure was found (all of it when none was)
   * @param shrinkMillis the time spent shrinking it
   * @param familyShortfalls the random families that could not be filled with their quota
   * @param timedOut whether the run stopped at its time limit before the last instance
   */
  public record Result(int checked, int undecided, int yes, int no,
      Optional<Counterexample> counterexample, long millisToFind, long shrinkMillis,
      List<String> familyShortfalls, boolean timedOut) {}

  /**
   * Runs the families in order without JUnit and stops at the first failing instance, which is
   * shrunk; a run to the end when nothing fails.
   */
  public Result run() {
    return run(Duration.ofDays(365));
  }

  /**
   * {@link #run()}, but no new instance is started once {@code limit} has passed (the instance
   * running then finishes, and a failure is still shrunk).
   */
  public Result run(Duration limit) {
    long start = System.nanoTime();
    long end = start + limit.toNanos();
    int checked = 0;
    int undecided = 0;
    int yes = 0;
    int no = 0;
    List<String> shortfalls = new ArrayList<>();
    for (SourceFamily<S> f : families) {
      Selection<S, W> sel = select(f);
      sel.shortfall().ifPresent(shortfalls::add);
      for (Case<S, W> c : sel.cases()) {
        if (System.nanoTime() - end > 0) {
          return new Result(checked, undecided, yes, no, Optional.empty(),
              (System.nanoTime() - start) / 1_000_000, 0, shortfalls, true);
        }
        InstanceReport<S> rep = checker.check(c.source(), checks, c.known());
        checked++;
        yes += rep.sourceYes().orElse(false) ? 1 : 0;
        no += rep.sourceYes().map(b -> !b).orElse(false) ? 1 : 0;
        undecided += rep.undecided().isPresent() ? 1 : 0;
        if (!rep.passed()) {
          long found = System.nanoTime();
          Counterexample cx = counterexample(f, c, rep, true);
          return new Result(checked, undecided, yes, no, Optional.of(cx),
              (found - start) / 1_000_000, (System.nanoTime() - found) / 1_000_000, shortfalls,
              false);
        }
      }
    }
    return new Result(checked, undecided, yes, no, Optional.empty(),
        (System.nanoTime() - start) / 1_000_000, 0, shortfalls, false);
  }

  private Counterexample counterexample(SourceFamily<S> family, Case<S, W> c,
      InstanceReport<S> rep, boolean shrink) {
    Finding first = rep.primary().orElseThrow();
    SourceProblem<S, W> problem = checker.problem();
    S min = c.source();
    String detail = first.detail();
    String how = shrinkTries == 0 ? "not shrunk: shrinking is off (0 tries)"
        : "not shrunk: only the first " + shrinkFailures + " failures of a run are";
    if (shrink && shrinkTries > 0) {
      Set<Check> only = EnumSet.of(first.check());
      Map<S, InstanceReport<S>> seen = new HashMap<>();
      seen.put(c.source(), rep);
      Predicate<S> fails = x -> seen.computeIfAbsent(x, y -> checker.check(y, only, null))
          .failed(first.check());
      Shrinker.Result<S> res = new Shrinker<S>(problem::shrinks).shrink(c.source(), fails,
          shrinkTries);
      min = res.value();
      detail = seen.get(min).findings().stream().filter(f -> f.check() == first.check())
          .findFirst().orElseThrow().detail();
      how = (res.minimal() ? "1-minimal" : "shrink budget spent, may not be minimal") + " after "
          + res.steps() + " steps, " + res.tried() + " candidates tried";
    }
    String file = problem.toFile(min, first.check() + ": " + detail + "\nfound on " + family.name()
        + ", " + c.position() + ": " + problem.encode(c.source()));
    return new Counterexample(first.check(), family.name(), c.position(),
        problem.encode(c.source()), rep.findings(), problem.encode(min), file, detail, how);
  }
}
