package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EasyDecider;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.decide.EasyResult;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab easy GAME --k K}: decides k-EASY (thesis 4.4) with {@link EasyDecider}. */
@Command(name = "easy", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Decide.class,
    description = {
        "Decide whether a game is k-easy (thesis 4.4): winnable after every legal sequence of K moves (run moves, deals and clears), and after every shorter one that leaves no legal move.",
        "First line: EASY, NOT-EASY (then the losing prefix in the .moves format and the solver's proof) or UNKNOWN (then which limit was hit); then statistics. Every certificate behind EASY is replayed by the verifier first. Exit status 0 whenever a verdict is printed.",
        "The solver options apply to each end position."})
final class EasyCommand extends DeciderCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--k", paramLabel = "K", required = true,
      description = "the number of adversary moves")
  int k;

  @Option(names = "--max-positions", paramLabel = "N",
      converter = SolverOptionsMixin.LimitConverter.class, defaultValue = "1000000",
      description = "give up (UNKNOWN) after storing N positions of the prefix enumeration "
          + "(default: ${DEFAULT-VALUE})")
  Long maxPositions;

  @Override
  public Integer call() {
    OutputFiles.check(outFile, game);
    OutputFiles.check(proofFile, game);
    OutputFiles.checkDirectory(evidenceDir);
    Game g = GameFiles.readForSolver(game);
    if (k < 0) {
      throw new UserException("--k must be at least 0, got " + k, 2);
    }
    DeciderOptions.Builder b = decider.builder(solver, err(), "easy", "positions");
    if (countLimit(maxPositions, "--max-positions") != null) {
      b.maxPositions(maxPositions);
    }
    DeciderOptions options = b.build();
    EasyResult r = EasyDecider.decide(g, k, options);
    PrintWriter out = out();
    String evidenceLine = r.evidence().map(e -> evidence(g, e)).orElse(null);
    out.println(r.status().word());
    r.limit().ifPresent(l -> out.println("limit: " + l));
    r.losing().ifPresent(l -> losing(g, l, out));
    r.losing().filter(l -> proofFile != null).ifPresent(l -> out.println(ProofFiles.write(
        proofFile, ProofSearch.Start.prefix(g, l.prefix(), l.position()), options.solver())));
    out.println("game: " + g);
    tail(out, r.statistics(), evidenceLine, dir -> write(r.evidence().get(), dir, out),
        r.status().word(), r.losing().isPresent());
    return 0;
  }

  private void losing(Game g, EasyResult.Losing l, PrintWriter out) {
    Verdict v = Verifier.verify(g, l.prefix());
    if (v instanceof Verdict.Invalid) {
      throw new UserException("internal error: the verifier rejects the losing prefix: " + v, 1);
    }
    out.println("# losing prefix, " + DeciderReport.moves(l.prefix().size())
        + " (no continuation wins):");
    out.print(CertificateText.toText(l.prefix()));
    out.println("# end of the losing prefix");
    out.println("verifier: the prefix is legal (" + v + ")");
    out.println(DeciderReport.proof(l.result()));
    if (outFile != null) {
      GameFiles.writeString(outFile, CertificateText.toText(l.prefix()));
      out.println("wrote " + outFile);
    }
  }

  /** Replays every prefix with its certificate with the verifier; checks the evidence. */
  private static String evidence(Game g, EasyEvidence e) {
    int i = 0;
    for (EasyEvidence.Entry entry : e.entries()) {
      i++;
      DeciderReport.requireWon(g, entry.moves(), "the prefix and certificate of end " + i);
    }
    return DeciderReport.count(e.entries().size(), "prefix and certificate",
        "prefixes and certificates") + " (" + DeciderReport.moves(e.moves())
        + "), each WON by the verifier; evidence check: "
        + DeciderReport.checked(EvidenceChecks.easy(g, e));
  }

  private void write(EasyEvidence e, Path dir, PrintWriter out) {
    List<EasyEvidence.Entry> entries = e.entries();
    for (int i = 0; i < entries.size(); i++) {
      EasyEvidence.Entry entry = entries.get(i);
      List<Move> prefix = entry.prefix();
      String text = "# prefix: " + DeciderReport.moves(prefix.size()) + "\n"
          + CertificateText.toText(prefix) + "# certificate from the end of the prefix: "
          + DeciderReport.moves(entry.certificate().size()) + "\n"
          + CertificateText.toText(entry.certificate());
      GameFiles.writeString(dir.resolve(DeciderReport.numbered("end", i, entries.size())
          + ".moves"), text);
    }
    out.println("wrote " + entries.size() + " certificates to " + evidenceDir);
  }
}
