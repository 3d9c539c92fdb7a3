package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.examples.embed.CampaignExample;

/** The lab's embedding example runs and agrees. */
class CampaignExampleTest {
  @TempDir Path dir;

  @Test
  void runs() {
    String out = CampaignExample.run(dir);
    assertTrue(out.startsWith("AGREE SAT WINNABLE\n"), out);
    assertTrue(out.contains("failures: none"), out);
    assertTrue(out.contains("AGREE UNSAT UNWINNABLE"), out);
  }
}
