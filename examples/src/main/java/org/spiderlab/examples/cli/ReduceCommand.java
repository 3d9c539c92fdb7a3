package org.spiderlab.examples.cli;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.approx.ApproxInstance;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.QdimacsFormula;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab reduce F.cnf}: builds the Spider game of thesis 4.2.1 for a CNF formula. */
@Command(name = "reduce", mixinStandardHelpOptions = true,
    description = {
        "Reduce a CNF formula to a one-suit Spider game (thesis 4.2.1).",
        "3-SAT -> ONE-COLOR-SPIDER. Clauses of other widths are first brought to width 3: (a) -> (a|a|a), (a|b) -> (a|b|b), longer clauses are split with fresh variables. Without -o the game goes to stdout (text; --layout adds the layout as # comments).",
        "--to val|decks|run-height builds the game of a construction of thesis 4.5 instead (4.5.1: the same game read as a val(G) instance; 4.5.2: --decks K decks; 4.5.3: --rho P/Q).",
        "--to fair | --to k-easy: reduce a forall-exists QDIMACS formula to a FAIR template (thesis 4.3.3) or a k-EASY instance (4.4.2); docs/REDUCTION.md."})
final class ReduceCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F",
      description = "the formula (DIMACS CNF; QDIMACS for --to fair and --to k-easy)")
  Path formula;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT",
      description = "write the game to OUT (.json is JSON, anything else text)")
  Path output;

  @Option(names = "--json", description = "write JSON (also for stdout)")
  boolean json;

  @Option(names = "--layout", description = "print the rank areas and the role of every pile")
  boolean layout;

  @Mixin ReductionTargetMixin target;

  /** How often a long reduction says what it is doing on stderr. */
  static long heartbeatMillis = Heartbeat.EVERY_MILLIS;

  @Override
  public Integer call() {
    OutputFiles.check(output, formula);
    try (Heartbeat hb = new Heartbeat(err(), "reduce", heartbeatMillis)) {
      return call(hb);
    }
  }

  private Integer call(Heartbeat hb) {
    Game game;
    String summary;
    String layoutText;
    long size = InputFiles.size(formula);
    AtomicLong read = new AtomicLong();
    long since = System.nanoTime();
    hb.stage(() -> Heartbeat.reading(InputFiles.name(formula), read.get(), size, since));
    if (target.isPi2()) {
      QdimacsFormula q = CnfFiles.readQdimacs(formula, read::set);
      hb.stage("reducing " + q.formula().matrix().clauseCount() + " clauses");
      Pi2Commands.Reduced r = Pi2Commands.reduce(target, q);
      game = r.game();
      summary = r.summary();
      layoutText = r.layout();
    } else {
      Cnf cnf = CnfFiles.read(formula, read::set);
      ApproxReduction<?> approx = target.approx();
      CnfFiles.checkReducible(formula, approx == null ? ThreeSatToSpider.INSTANCE.sizeBound(cnf)
          : approx.sizeBound(cnf), output);
      hb.stage("reducing " + cnf.clauseCount() + " clauses");
      ReducedInstance inst = approx == null ? ThreeSatToSpider.INSTANCE.reduce(cnf) : null;
      ApproxInstance extended = approx == null ? null : approx.reduce(cnf);
      ReducedInstance base = inst != null ? inst : extended.base();
      game = inst != null ? inst.game() : extended.game();
      summary = summary(base, game)
          + (approx == null ? "" : "construction: " + approx.name() + "; question: "
              + approx.question().name() + "\n");
      layoutText = LayoutText.layout(base.layout())
          + (extended == null ? "" : "added: " + extended.additions() + "\n");
    }
    hb.stage("writing " + game + (output == null ? "" : " to " + output));
    GameFiles.Format f = json || (output != null
        && GameFiles.forOutput(output) == GameFiles.Format.JSON)
        ? GameFiles.Format.JSON : GameFiles.Format.TEXT;
    if (output == null) {
      if (f == GameFiles.Format.TEXT) {
        out().print(comment(summary + (layout ? layoutText : "")));
      } else if (layout) {
        err().print(layoutText);
      }
      StringWriter w = new StringWriter();
      GameFiles.write(game, w, f);
      out().print(w);
      if (f == GameFiles.Format.JSON) {
        out().println();
      }
    } else {
      GameFiles.write(game, output, f);
      out().print(summary);
      out().println("wrote " + output);
      if (layout) {
        out().print(layoutText);
      }
    }
    out().flush();
    return 0;
  }

  private static String summary(ReducedInstance inst, Game game) {
    Cnf cnf = inst.source();
    Cnf three = inst.formula();
    return "reduced " + cnf.variables() + " variables, " + cnf.clauseCount() + " clauses"
        + (three.equals(cnf) ? "" : " (width-3 form: " + three.variables() + " variables, "
            + three.clauseCount() + " clauses)")
        + " -> " + game + "\n";
  }

  private static String comment(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n")) {
      sb.append("# ").append(line).append('\n');
    }
    return sb.toString();
  }
}
