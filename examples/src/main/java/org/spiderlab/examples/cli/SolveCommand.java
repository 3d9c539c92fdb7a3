package org.spiderlab.examples.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab solve GAME}: decides winnability with the exact solver (thesis 1.3, 3). */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {
        "Decide whether a game is winnable with the exact solver.",
        "First line: WINNABLE, UNWINNABLE or UNKNOWN (then which limit was hit); then the search statistics. Exit status 0 whenever a verdict is printed."})
final class SolveCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME", description = "the game (.spider text or .json)")
  Path game;

  @Option(names = "--max-states", paramLabel = "N",
      description = "give up (UNKNOWN) after N states (default: the solver's)")
  Long maxStates;

  @Option(names = "--timeout", paramLabel = "SEC",
      description = "give up (UNKNOWN) after SEC seconds (default: the solver's)")
  Double timeout;

  @Option(names = "--shortest", description = "find a shortest winning certificate")
  boolean shortest;

  @Option(names = "--strategy", paramLabel = "S", defaultValue = "dfs",
      description = "search order: dfs (default) or focused (an incomplete focused "
          + "phase first, then dfs; finds wins of 3-SAT reductions)")
  String strategy;

  @Option(names = "--no-partial-order",
      description = "expand every move (no stubborn-set reduction; for comparisons)")
  boolean noPartialOrder;

  @Option(names = "--no-dead-ends",
      description = "expand also positions from which no pile can ever become empty (no dead-end test; for comparisons)")
  boolean noDeadEnds;

  @Option(names = "--cert", paramLabel = "OUT",
      description = "write the winning certificate to OUT (.moves text)")
  Path cert;

  @Option(names = "--progress", description = "print search progress on stderr")
  boolean progress;

  @Override
  public Integer call() {
    Game g = GameFiles.read(game);
    SolverOptions opts = withStrategy(options(maxStates, timeout, shortest,
        progress ? new PrintStream(System.err, true) : null), strategy)
        .toBuilder().partialOrder(!noPartialOrder).deadEnds(!noDeadEnds).build();
    SolverResult r = Solver.solve(g, opts);
    out().println(r.status());
    r.limit().ifPresent(l -> out().println("limit: " + l));
    out().println("game: " + g);
    out().println("search: " + r.statistics());
    if (r.status() == SolverStatus.WINNABLE) {
      out().println("certificate: " + r.certificate().size() + " moves"
          + (shortest ? " (shortest)" : ""));
      if (cert != null) {
        GameFiles.writeString(cert, CertificateText.toText(r.certificate()));
        out().println("wrote " + cert);
      }
    } else if (cert != null) {
      out().println("no certificate written (" + r.status() + ")");
    }
    out().flush();
    return 0;
  }

  /** {@code o} with the search order named by {@code --strategy} ({@code dfs|focused}). */
  static SolverOptions withStrategy(SolverOptions o, String name) {
    SearchStrategy s = switch (name) {
      case "dfs" -> SearchStrategy.DFS;
      case "focused" -> SearchStrategy.FOCUSED;
      default -> throw new UserException("--strategy must be dfs or focused, got " + name, 2);
    };
    if (s == SearchStrategy.FOCUSED && o.shortest()) {
      throw new UserException("--shortest cannot be combined with --strategy focused", 2);
    }
    return o.toBuilder().strategy(s).build();
  }

  /** Solver options from command-line values; {@code null} keeps the solver's default. */
  static SolverOptions options(Long maxStates, Double timeoutSeconds, boolean shortest,
      PrintStream progress) {
    SolverOptions.Builder b = SolverOptions.builder().shortest(shortest);
    if (maxStates != null) {
      if (maxStates < 1) {
        throw new UserException("--max-states must be at least 1, got " + maxStates, 2);
      }
      b.maxStates(maxStates);
    }
    if (timeoutSeconds != null) {
      if (!(timeoutSeconds > 0)) {
        throw new UserException("--timeout must be positive, got " + timeoutSeconds, 2);
      }
      b.timeout(Duration.ofMillis(Math.max(1, Math.round(timeoutSeconds * 1000))));
    }
    if (progress != null) {
      b.listener(new ProgressPrinter(progress));
    }
    return b.build();
  }
}
