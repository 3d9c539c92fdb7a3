package org.spiderlab.reductions.lab.qbf;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CampaignListener;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.qbf.ForallExists;

/** A measurement run, by hand: -Dpi2.target=fair|easy|easy-thesis -Dpi2.dir=DIR. */
@Tag("slow")
class Pi2CampaignRun {
  @Test
  void run() {
    String target = System.getProperty("pi2.target");
    if (target == null) {
      return;
    }
    Path dir = Path.of(System.getProperty("pi2.dir", "target/pi2-" + target));
    DeciderOptions o = Pi2Lab.deciderOptions(Long.getLong("pi2.states", 300_000),
        Duration.ofSeconds(Long.getLong("pi2.seconds", 60)), 1);
    Campaign<ForallExists> c = switch (target) {
      case "fair" -> Pi2Lab.fairCampaign(FairToSpider.THESIS, o, Duration.ofSeconds(30));
      case "easy" -> Pi2Lab.easyCampaign(KEasyToSpider.REPAIRED, o, Duration.ofSeconds(30));
      default -> Pi2Lab.easyCampaign(KEasyToSpider.THESIS, o, Duration.ofSeconds(30));
    };
    List<Campaign.Job<ForallExists>> jobs = QbfJobs.exhaustive(FormulaClass.of(3, 3, 3));
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary<ForallExists> s = c.run(jobs, store,
          new Campaign.Settings(Integer.getInteger("pi2.threads", 2), Integer.getInteger("pi2.shrink", 200)),
          new CampaignListener<>() {
            @Override
            public void finished(CrossCheckResult r, Campaign.Progress p) {
              System.out.println(p.done() + "/" + p.total() + " " + r.headline() + " " + r.id());
            }
          });
      System.out.println(s.byHeadline() + " " + s.byOutcome() + " wall " + s.wallMillis());
      for (Campaign.Failure<ForallExists> f : s.failures()) {
        System.out.println("FAILURE " + f.kind() + " " + f.id() + " -> " + f.minimal());
      }
    }
  }
}
