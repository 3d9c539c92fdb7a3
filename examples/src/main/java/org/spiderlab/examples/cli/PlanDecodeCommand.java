package org.spiderlab.examples.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.ModelReader;
import org.spiderlab.reductions.plan.PlanEncoding;
import org.spiderlab.reductions.plan.PlanFormula;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab plan-decode GAME F.cnf MODEL -o CERT}: turns the model that any SAT solver found
 * for a formula of {@code plan-cnf} into a certificate, checked by the verifier. The formula must
 * be exactly the planning formula of this game and of the horizon its header names.
 */
@Command(name = "plan-decode", mixinStandardHelpOptions = true,
    description = {
        "Turn a SAT solver's model of a plan-cnf formula into a winning certificate, checked by the verifier.",
        "MODEL: SAT-competition output (s/v lines, as CaDiCaL prints it) or MiniSat's result file.",
        "First line: PLAN: N moves | NO WIN WITHIN L MOVES (the solver answered UNSATISFIABLE) | UNKNOWN (the solver did not decide). Exit status 0 whenever an answer is printed."})
final class PlanDecodeCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME", description = "the game the formula was made for")
  Path game;

  @Parameters(index = "1", paramLabel = "F.cnf", description = "the formula written by plan-cnf")
  Path formula;

  @Parameters(index = "2", paramLabel = "MODEL", description = "the SAT solver's answer")
  Path model;

  @Option(names = {"-o", "--out"}, paramLabel = "CERT",
      description = "where to write the certificate (.moves text)")
  Path cert;

  @Override
  public Integer call() {
    OutputFiles.check(cert, game);
    Game g = GameFiles.readForSolver(game);
    PlanFormula.Header header = InputFiles.read(formula, (r, name) -> header(r, name));
    if (!header.gameSha256().equals(GameText.sha256(g))) {
      throw new InputFormatException(formula.toString(), 1,
          "the formula was made for another game (SHA-256 " + header.gameSha256() + ", "
              + game + " has " + GameText.sha256(g) + ")");
    }
    if (header.horizon() > PlanEncoding.MAX_HORIZON || g.cardCount() > PlanEncoding.MAX_CARDS) {
      throw new InputFormatException(formula.toString(), 1, "not a formula of plan-cnf: horizon "
          + header.horizon() + " (at most " + PlanEncoding.MAX_HORIZON + "), " + g.cardCount()
          + " cards (at most " + PlanEncoding.MAX_CARDS + ")");
    }
    Cnf read = CnfFiles.read(formula);
    PlanFormula f = PlanFormula.of(g, header.horizon(), header.encoding());
    if (!read.equals(f.cnf())) {
      throw new InputFormatException(formula.toString(), 0, "not the planning formula of this"
          + " game for horizon " + header.horizon() + " and encoding " + header.encoding()
          + " (its clauses differ from plan-cnf's)");
    }
    ModelReader.Result answer = ModelReader.read(model, read.variables());
    if (answer.status() == ModelReader.Status.UNSATISFIABLE) {
      out().println("NO WIN WITHIN " + header.horizon() + " MOVES (the solver answered"
          + " UNSATISFIABLE)");
    } else if (answer.status() == ModelReader.Status.UNKNOWN) {
      out().println("UNKNOWN (the solver did not decide)");
    } else {
      int bad = read.firstFalsifiedClause(answer.model());
      if (bad >= 0) {
        throw new InputFormatException(model.toString(), 0, "the model falsifies clause "
            + (bad + 1) + " of " + formula);
      }
      List<Move> plan = f.decode(answer.model());
      Verdict v = Verifier.verify(g, plan);
      out().println("PLAN: " + plan.size() + " moves");
      out().println("verifier: " + v);
      if (cert != null) {
        GameFiles.writeString(cert, CertificateText.toText(plan));
        out().println("wrote " + cert);
      }
    }
    out().flush();
    return 0;
  }

  private static PlanFormula.Header header(java.io.Reader r, String name) {
    try {
      return headerOf(new BufferedReader(r), name);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static PlanFormula.Header headerOf(BufferedReader in, String name) throws IOException {
    String line;
    long no = 0;
    while ((line = in.readLine()) != null && no < 1000) {
      no++;
      String t = line.trim();
      if (t.startsWith("p")) {
        break;
      }
      if (t.startsWith("c")) {
        PlanFormula.Header h;
        try {
          h = PlanFormula.header(t.substring(1));
        } catch (IllegalArgumentException e) {
          throw new InputFormatException(name, no, e.getMessage());
        }
        if (h != null) {
          return h;
        }
      }
    }
    throw new InputFormatException(name, 1, "no '" + PlanFormula.TAG + " horizon L game SHA'"
        + " comment before the problem line: not a formula of plan-cnf");
  }
}
