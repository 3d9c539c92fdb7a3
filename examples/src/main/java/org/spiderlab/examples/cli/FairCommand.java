package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.decide.FairDecider;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.core.decide.FairResult;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab fair GAME}: decides FAIR (thesis 4.3) with {@link FairDecider}. */
@Command(name = "fair", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Decide.class,
    description = {
        "Decide whether a game is fair (thesis 4.3): winnable for every arrangement of its face-down cards, tops included (the file is the template; each arrangement is played with its top cards turned up).",
        "First line: FAIR, UNFAIR (then a losing arrangement as a game file and the solver's proof) or UNKNOWN (then which limit was hit); then statistics. Every certificate behind FAIR is replayed by the verifier first. Exit status 0 whenever a verdict is printed.",
        "The solver options apply to each arrangement."})
final class FairCommand extends DeciderCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the template (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--max-arrangements", paramLabel = "N",
      converter = SolverOptionsMixin.LimitConverter.class, defaultValue = "100000",
      description = "give up (UNKNOWN) after solving N arrangement classes, unless one of them "
          + "loses (default: ${DEFAULT-VALUE})")
  Long maxArrangements;

  @Override
  public Integer call() {
    OutputFiles.check(outFile, game);
    OutputFiles.check(proofFile, game);
    OutputFiles.checkDirectory(evidenceDir);
    Game g = GameFiles.readForSolver(game);
    DeciderOptions.Builder b = decider.builder(solver, err(), "fair", "classes");
    if (countLimit(maxArrangements, "--max-arrangements") != null) {
      b.maxArrangements(maxArrangements);
    }
    DeciderOptions options = b.build();
    FairResult r = FairDecider.decide(g, options);
    PrintWriter out = out();
    String evidenceLine = r.evidence().map(e -> evidence(g, e)).orElse(null);
    out.println(r.status());
    r.limit().ifPresent(l -> out.println("limit: " + l));
    r.losing().ifPresent(l -> losing(g, l, out));
    r.losing().filter(l -> proofFile != null).ifPresent(l -> out.println(ProofFiles.write(
        proofFile, ProofSearch.Start.arrangement(g, l.arrangement()), options.solver())));
    out.println("game: " + g);
    out.println("face-down cards: " + DeciderReport.faceDown(g) + ", arrangements: "
        + r.statistics().arrangements() + (decider.noSymmetry ? ""
        : " (enumerated up to interchangeable piles)"));
    tail(out, r.statistics(), evidenceLine, dir -> write(r.evidence().get(), dir, out),
        r.status().toString(), r.losing().isPresent());
    return 0;
  }

  private void losing(Game template, FairResult.Losing l, PrintWriter out) {
    EvidenceChecks.whyNotAnArrangement(template, l.arrangement()).ifPresent(why -> {
      throw new UserException("internal error: the losing arrangement " + why, 1);
    });
    out.println("# losing arrangement (a game file):");
    out.print(GameText.toText(l.arrangement()));
    out.println("# end of the losing arrangement");
    out.println(DeciderReport.proof(l.result()));
    if (outFile != null) {
      GameFiles.write(l.arrangement(), outFile, GameFiles.forOutput(outFile));
      out.println("wrote " + outFile);
    }
  }

  /** Replays every certificate with the verifier and checks the evidence; one line on both. */
  private static String evidence(Game template, FairEvidence e) {
    int i = 0;
    for (FairEvidence.Entry entry : e.entries()) {
      i++;
      DeciderReport.requireWon(entry.arrangement(), entry.certificate(),
          "the certificate of class " + i);
    }
    return DeciderReport.count(e.entries().size(), "certificate", "certificates") + " ("
        + DeciderReport.moves(e.moves())
        + "), each WON by the verifier; evidence check: "
        + DeciderReport.checked(EvidenceChecks.fair(template, e));
  }

  private void write(FairEvidence e, Path dir, PrintWriter out) {
    List<FairEvidence.Entry> entries = e.entries();
    for (int i = 0; i < entries.size(); i++) {
      String stem = DeciderReport.numbered("class", i, entries.size());
      GameFiles.writeString(dir.resolve(stem + ".spider"),
          GameText.toText(entries.get(i).arrangement()));
      GameFiles.writeString(dir.resolve(stem + ".moves"),
          CertificateText.toText(entries.get(i).certificate()));
    }
    out.println("wrote " + entries.size() + " arrangements and certificates to " + evidenceDir);
  }
}
