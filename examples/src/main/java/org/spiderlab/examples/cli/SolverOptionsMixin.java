package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The exact solver's options (thesis 1.3, 3) shared by {@code solve}, {@code crosscheck}, {@code
 * campaign}, {@code demo}, and, per game, {@code fair} and {@code easy}: limits, search order, the two sound reductions that can be switched
 * off for comparisons, and progress lines. Each command sets its own defaults with a {@link
 * Defaults} provider; {@code --help} shows them.
 */
final class SolverOptionsMixin {
  @Option(names = "--max-states", paramLabel = "N", converter = LimitConverter.class,
      description = "give up (UNKNOWN) after N stored states (default: ${DEFAULT-VALUE})")
  Long maxStates;

  @Option(names = "--timeout", paramLabel = "SEC", converter = SecondsConverter.class,
      description = "give up (UNKNOWN) after SEC seconds (default: ${DEFAULT-VALUE})")
  Double timeout;

  @Option(names = "--strategy", paramLabel = "S", converter = StrategyConverter.class,
      description = "search order: dfs (complete depth-first), focused (an incomplete focused "
          + "phase first, then dfs; finds wins of 3-SAT reductions), best-first (an incomplete "
          + "best-first phase first, then dfs; finds wins of standard deals) or auto (best-first "
          + "for games with a stock, focused for one-suit games without a stock and face-down "
          + "cards, else dfs; dfs for goals other than a win) (default: ${DEFAULT-VALUE})")
  SearchStrategy strategy;

  @Option(names = "--no-partial-order",
      description = "expand every move (no stubborn-set reduction; for comparisons)")
  boolean noPartialOrder;

  @Option(names = "--no-dead-ends",
      description = "expand also positions from which no pile can ever become empty or whose stock can never be dealt (no dead-end test; for comparisons)")
  boolean noDeadEnds;

  @Option(names = "--no-run-exchange",
      description = "store every rearrangement of run tails in one-suit games (no run exchange; for comparisons)")
  boolean noRunExchange;

  @Option(names = "--progress", description = "print search progress on stderr")
  boolean progress;

  @Option(names = "--search-threads", paramLabel = "N",
      description = "threads of one search: with 2 or more the staged best-first phase runs its "
          + "portfolio members at once: two (the one-thread phase, which hands over to beam "
          + "width 64, and beam width 32), or three from 3 threads (the one-thread phase, beam "
          + "widths 32 and 64) "
          + "(default: the machine's cores, at most 2, for solve; for bench-deals the cores left "
          + "per deal by --threads, at most 2; 1 elsewhere)")
  Integer searchThreads;

  /** The threads of one search when {@code --search-threads} is not given (set by the command). */
  int defaultSearchThreads = 1;

  /**
   * The machine's cores, at most {@code 2}, divided among {@code parallel} searches at once. Not
   * 3: two members already run both beam widths, and three (each width on a core of its own)
   * have been measured only from state budgets and on single deals, not in a 60 s run on a
   * three-core machine (docs/DEALS.md, "A third member"), so they are asked for explicitly.
   */
  static int coresPerSearch(int parallel) {
    return Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors() / parallel));
  }

  /**
   * The options as given; progress lines go to {@code err}.
   *
   * @throws UserException for a limit that is not positive
   */
  SolverOptions.Builder builder(PrintWriter err) {
    SolverOptions.Builder b = SolverOptions.builder()
        .strategy(strategy == null ? SearchStrategy.DFS : strategy)
        .partialOrder(!noPartialOrder).deadEnds(!noDeadEnds).runExchange(!noRunExchange);
    if (maxStates != null) {
      if (maxStates < 1) {
        throw new UserException("--max-states must be at least 1, got " + maxStates, 2);
      }
      b.maxStates(maxStates);
    }
    if (timeout != null) {
      if (!(timeout > 0)) {
        throw new UserException("--timeout must be positive, got " + timeout, 2);
      }
      b.timeout(Duration.ofMillis(Math.max(1, Math.round(timeout * 1000))));
    }
    if (progress) {
      b.listener(new ProgressPrinter(err));
    }
    int t = searchThreads != null ? searchThreads : defaultSearchThreads;
    if (t < 1) {
      throw new UserException("--search-threads must be at least 1, got " + t, 2);
    }
    return b.threads(t);
  }

  /** {@link #builder}, built. */
  SolverOptions options(PrintWriter err) {
    return builder(err).build();
  }

  /** {@code 500000 states, 30 s} (or {@code no state limit}, {@code no time limit}). */
  String limits() {
    return (maxStates == null ? "no state limit" : maxStates + " states") + ", "
        + (timeout == null ? "no time limit"
            : org.spiderlab.core.Durations.format(Duration.ofMillis(Math.round(timeout * 1000))));
  }

  /** {@code none} is no limit; otherwise a whole number. */
  static final class LimitConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      if (value.equals("none")) {
        return null;
      }
      try {
        return Long.valueOf(value);
      } catch (NumberFormatException e) {
        throw new TypeConversionException("'" + value + "' is not a number of states");
      }
    }
  }

  /** {@code none} is no limit; otherwise a number of seconds. */
  static final class SecondsConverter implements ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
      if (value.equals("none")) {
        return null;
      }
      try {
        return Double.valueOf(value);
      } catch (NumberFormatException e) {
        throw new TypeConversionException("'" + value + "' is not a number of seconds");
      }
    }
  }

  /**
   * The search orders by their lower-case names with hyphens, {@code dfs}, {@code focused},
   * {@code best-first} and {@code auto}.
   */
  static final class StrategyConverter implements ITypeConverter<SearchStrategy> {
    @Override
    public SearchStrategy convert(String value) {
      for (SearchStrategy s : SearchStrategy.values()) {
        if (name(s).equals(value)) {
          return s;
        }
      }
      throw new TypeConversionException(
          "expected dfs, focused, best-first or auto, got '" + value + "'");
    }
  }

  /** The name of {@code s} on the command line: lower case with hyphens ({@code best-first}). */
  static String name(SearchStrategy s) {
    return s.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * A command's defaults of the solver options, shown by {@code --help}: {@code none} means no
   * limit. Picocli instantiates the nested classes named in {@code @Command(defaultValueProvider
   * = ...)}.
   */
  abstract static class Defaults implements CommandLine.IDefaultValueProvider {
    private final Map<String, String> values;

    Defaults(String maxStates, String timeout, String strategy) {
      values = Map.of("--max-states", maxStates, "--timeout", timeout, "--strategy", strategy);
    }

    @Override
    public String defaultValue(CommandLine.Model.ArgSpec arg) {
      return arg instanceof CommandLine.Model.OptionSpec o ? values.get(o.longestName()) : null;
    }

    /** {@code solve}, {@code value}, {@code max-run}: no limit, the strategy by the game's shape. */
    static final class Solve extends Defaults {
      Solve() {
        super("none", "none", "auto");
      }
    }

    /** {@code crosscheck} and {@code demo}: 2,000,000 states, 60 s, focused. */
    static final class CrossCheck extends Defaults {
      CrossCheck() {
        super("2000000", "60", "focused");
      }
    }

    /** {@code fair} and {@code easy}: 1,000,000 states, 60 s per game, depth-first. */
    static final class Decide extends Defaults {
      Decide() {
        super("1000000", "60", "dfs");
      }
    }

    /** {@code bench-deals}: no state limit, 60 s per deal, the staged best-first phase first. */
    static final class BenchDeals extends Defaults {
      BenchDeals() {
        super("none", "60", "best-first");
      }
    }

    /** {@code campaign}: 500,000 states, 30 s per formula, focused. */
    static final class Campaign extends Defaults {
      Campaign() {
        super("500000", "30", "focused");
      }
    }
  }
}
