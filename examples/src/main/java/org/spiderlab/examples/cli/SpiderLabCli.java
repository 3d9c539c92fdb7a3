package org.spiderlab.examples.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.spiderlab.core.io.InputFormatException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code spiderlab} command line: verify, show and convert games, solve them, decide FAIR and
 * k-EASY (thesis 4.3, 4.4) and their source problem, forall-exists formulas, run the 3-SAT
 * reduction of thesis 4.2 and its cross-check lab. Every command only parses options and prints;
 * the work is done by the library ({@code core}, {@code verifier}, {@code reductions}).
 *
 * <p>Exit codes: 0 when a verdict or result was printed, 1 for an internal error, a negative
 * answer that is not a verdict (e.g. {@code witness} on an unsatisfiable formula) or a failed
 * check ({@code crosscheck}, {@code campaign}), 2 for every user mistake: a malformed input file
 * prints exactly one line {@code FILE:LINE: what is wrong} on stderr, a bad option prints one
 * line saying what is wrong plus a hint; 3 when the Java heap ran out (one line naming the limit
 * and how to raise it).
 */
@Command(
    name = "spiderlab",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "Executable, checked complexity theory of generalized Spider Solitaire.")
public final class SpiderLabCli implements Runnable {

  /**
   * The subcommands, in the order of the usage help. They are added when the command line is
   * built ({@link #commandLine(String)}), not named in the {@code @Command} annotation, so that a
   * run of one subcommand builds the model of that one only.
   */
  private static final List<Class<?>> SUBCOMMANDS = List.of(
      VerifyCommand.class,
      CheckProofCommand.class,
      ShowCommand.class,
      DrawCommand.class,
      ConvertCommand.class,
      DealCommand.class,
      SolveCommand.class,
      PlanCnfCommand.class,
      FairWithinCommand.class,
      EasyWithinCommand.class,
      PlanDecodeCommand.class,
      ShortenCommand.class,
      MiniCommand.class,
      PegCensusCommand.class,
      BrainballCommand.class,
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
      MergeCommand.class,
      DemoCommand.class,
      CommandLine.HelpCommand.class);

  /** Exit status for a user mistake (bad file, bad option). */
  public static final int EXIT_USAGE = 2;

  /** Exit status when the Java heap ran out. */
  public static final int EXIT_OUT_OF_MEMORY = 3;

  /** Given back to the heap when it runs out, so that the one-line message can be printed. */
  private static volatile byte[] reserve = new byte[1 << 20];

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * The configured command line with every subcommand: user errors become one-line messages and
   * exit status 2. Callers use {@code commandLine().setOut(..).setErr(..).execute(args)}; the
   * CLI tests build it as {@link #main} does ({@link #commandLineFor}).
   */
  public static CommandLine commandLine() {
    return commandLine(null);
  }

  /**
   * The configured command line with the subcommand named {@code only} alone, or with all of them
   * when {@code only} is null or names none (so that help lists them all and an unknown name is
   * an error exactly as before). Used
   * by {@link #main} when the first argument names a subcommand: building the model of every
   * subcommand (reflection over their options and mixins) took about half a second of every
   * run's start, that of one subcommand a fraction of it (docs/DEALS.md, "A `solve` process").
   * The subcommand behaves exactly as in the full command line (its model is built from the same
   * class; {@code SpiderLabCliTest} compares the usage help of each).
   */
  public static CommandLine commandLine(String only) {
    CommandLine cl = new CommandLine(new SpiderLabCli());
    Class<?> alone = only == null ? null : subcommandNamed(only);
    for (Class<?> c : SUBCOMMANDS) {
      if (alone == null || c == alone) {
        cl.addSubcommand(c);
      }
    }
    Version version = new Version();
    for (CommandLine sub : cl.getSubcommands().values()) {
      sub.getCommandSpec().versionProvider(version);
    }
    cl.setExecutionStrategy(parseResult -> {
      try {
        return new CommandLine.RunLast().execute(parseResult);
      } catch (OutOfMemoryError e) {
        return outOfMemory(last(parseResult));
      }
    });
    cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
      PrintWriter err = cmd.getErr();
      for (Throwable t = ex; t != null; t = t.getCause()) {
        if (t instanceof OutOfMemoryError) {
          return outOfMemory(cmd);
        }
      }
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

  private static CommandLine last(CommandLine.ParseResult parseResult) {
    CommandLine.ParseResult p = parseResult;
    while (p.hasSubcommand()) {
      p = p.subcommand();
    }
    return p.commandSpec().commandLine();
  }

  /** Prints the one line about the heap limit and gives the exit status 3. */
  private static int outOfMemory(CommandLine cmd) {
    reserve = null;
    PrintWriter err = cmd.getErr();
    err.println(outOfMemoryLine(cmd.getCommandName(), Runtime.getRuntime().maxMemory()));
    err.flush();
    reserve = new byte[1 << 20];
    return EXIT_OUT_OF_MEMORY;
  }

  /**
   * {@code spiderlab reduce: out of memory: the Java heap is limited to 24 MB (-Xmx24m); raise
   * the limit with JAVA_OPTS, e.g. JAVA_OPTS=-Xmx1g ./spiderlab reduce ... (java -Xmx1g -jar
   * spiderlab.jar ...)}.
   */
  static String outOfMemoryLine(String command, long maxHeap) {
    String flag = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()
        .stream().filter(a -> a.startsWith("-Xmx") || a.startsWith("-XX:MaxRAMPercentage="))
        .reduce((a, b) -> b).orElse("the JVM's default");
    long suggestGb = Math.max(1, (2 * maxHeap + (1L << 30) - 1) >> 30);
    String cmd = command.equals("spiderlab") ? "" : " " + command;
    return "spiderlab" + cmd + ": out of memory: the Java heap is limited to "
        + Units.bytes(maxHeap) + " (" + flag + "); raise the limit with JAVA_OPTS, e.g. "
        + "JAVA_OPTS=-Xmx" + suggestGb + "g ./spiderlab" + cmd + " ... (java -Xmx" + suggestGb
        + "g -jar spiderlab.jar" + cmd + " ...)";
  }

  static String oneLine(String s) {
    return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ');
  }

  /** The subcommand class whose name (not an alias) is {@code name}, or null; "help": null. */
  static Class<?> subcommandNamed(String name) {
    for (Class<?> c : SUBCOMMANDS) {
      Command a = c.getAnnotation(Command.class);
      if (a != null && a.name().equals(name) && c != CommandLine.HelpCommand.class) {
        return c;
      }
    }
    return null;
  }

  /** The command line for a run with {@code args}: {@link #commandLine(String)} of the first. */
  static CommandLine commandLineFor(String... args) {
    return commandLine(args.length > 0 ? args[0] : null);
  }

  /** Runs the command line with UTF-8 output (suit symbols) and exits with its status. */
  public static void main(String[] args) {
    CommandLine cl = commandLineFor(args);
    cl.setOut(new PrintWriter(new OutputStreamWriter(new PrintStream(System.out, true),
        StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
    Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
      if (e instanceof OutOfMemoryError) {
        reserve = null;
        System.err.println(outOfMemoryLine("spiderlab", Runtime.getRuntime().maxMemory()));
        System.err.flush();
        Runtime.getRuntime().halt(EXIT_OUT_OF_MEMORY);
      }
      System.err.print("Exception in thread \"" + thread.getName() + "\" ");
      e.printStackTrace();
    });
    int code = cl.execute(args);
    cl.getOut().flush();
    cl.getErr().flush();
    System.exit(code);
  }
}
