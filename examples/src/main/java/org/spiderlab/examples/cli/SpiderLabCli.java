package org.spiderlab.examples.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.spiderlab.core.io.InputFormatException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code spiderlab} command line: verify, show and convert games, solve them, decide FAIR and
 * k-EASY (thesis 4.3, 4.4) and their source problem, forall-exists formulas, run the 3-SAT
 * reduction of thesis 4.2 and its cross-check lab. Every command only parses options and prints;
 * the work is done by the library ({@code core}, {@code verifier}, {@code reductions}).
 *
 * <p>Exit codes: 0 when a verdict or result was printed, 1 for an internal error or a negative
 * answer that is not a verdict (e.g. {@code witness} on an unsatisfiable formula), 2 for every
 * user mistake: a malformed input file prints exactly one line {@code FILE:LINE: what is wrong}
 * on stderr, a bad option prints one line saying what is wrong plus a hint.
 */
@Command(
    name = "spiderlab",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "Executable, checked complexity theory of generalized Spider Solitaire.",
    subcommands = {
      VerifyCommand.class,
      ShowCommand.class,
      DrawCommand.class,
      ConvertCommand.class,
      DealCommand.class,
      SolveCommand.class,
      FairCommand.class,
      EasyCommand.class,
      ValueCommand.class,
      MaxRunCommand.class,
      ReduceCommand.class,
      WitnessCommand.class,
      CrossCheckCommand.class,
      CampaignCommand.class,
      BenchDealsCommand.class,
      QbfCommand.class,
      QbfCampaignCommand.class,
      ReportCommand.class,
      DemoCommand.class,
      CommandLine.HelpCommand.class
    })
public final class SpiderLabCli implements Runnable {

  /** Exit status for a user mistake (bad file, bad option). */
  public static final int EXIT_USAGE = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * The configured command line: user errors become one-line messages and exit status 2. Tests
   * call {@code commandLine().setOut(..).setErr(..).execute(args)}.
   */
  public static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new SpiderLabCli());
    Version version = new Version();
    for (CommandLine sub : cl.getSubcommands().values()) {
      sub.getCommandSpec().versionProvider(version);
    }
    cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
      PrintWriter err = cmd.getErr();
      if (ex instanceof InputFormatException ife) {
        err.println(oneLine(ife.getMessage()));
        err.flush();
        return EXIT_USAGE;
      }
      if (ex instanceof UserException ue) {
        err.println("spiderlab " + cmd.getCommandName() + ": " + oneLine(ue.getMessage()));
        err.flush();
        return ue.exitCode();
      }
      throw ex;
    });
    cl.setParameterExceptionHandler((ex, args) -> {
      CommandLine cmd = ex.getCommandLine();
      PrintWriter err = cmd.getErr();
      err.println("spiderlab: " + oneLine(ex.getMessage()));
      err.println("Try 'spiderlab " + (cmd.getCommandName().equals("spiderlab") ? ""
          : cmd.getCommandName() + " ") + "--help' for usage.");
      err.flush();
      return EXIT_USAGE;
    });
    return cl;
  }

  static String oneLine(String s) {
    return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ');
  }

  /** Runs the command line with UTF-8 output (suit symbols) and exits with its status. */
  public static void main(String[] args) {
    CommandLine cl = commandLine();
    cl.setOut(new PrintWriter(new OutputStreamWriter(new PrintStream(System.out, true),
        StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
    int code = cl.execute(args);
    cl.getOut().flush();
    cl.getErr().flush();
    System.exit(code);
  }
}
