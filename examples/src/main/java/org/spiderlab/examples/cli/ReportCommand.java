package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.examples.pictures.CampaignReport;
import org.spiderlab.reductions.lab.ResultsStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code spiderlab report DIR}: (re)writes a campaign's {@code report.html}. */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {
        "Write DIR/report.html from a campaign's DIR/results.jsonl.",
        "The outcome table, the SAT/UNSAT split, solver states and check time against formula size (scatter plots), the failures with links to their shrunk formulas, the undecided formulas. One self-contained page; campaign writes it too."})
final class ReportCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "DIR", description = "the campaign directory")
  Path dir;

  @Override
  public Integer call() {
    CampaignReport.Written w = CampaignReport.write(dir);
    out().println("wrote " + w.file() + " (" + w.results() + " results, " + w.failures()
        + " failing" + (w.unreadableLines() > 0 ? ", " + w.unreadableLines()
            + " unreadable lines skipped, the first " + dir.resolve(ResultsStore.FILE) + ":"
            + w.firstUnreadableLine() : "") + ")");
    out().flush();
    return 0;
  }
}
