package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.deals.DealOutcome;
import org.spiderlab.core.deals.DealSummary;

/** {@link DealsCsv}'s summary table: the share decided as the counts say it. */
class DealsCsvTest {

  @Test
  void theShareDecidedNeverRoundsToAllOrNothing() {
    assertEquals("99.5%", DealsCsv.percent(995 / 1000.0));
    assertEquals("99.2%", DealsCsv.percent(992 / 1000.0));
    assertEquals("99.9%", DealsCsv.percent(9999 / 10000.0));
    assertEquals("99.9%", DealsCsv.percent(31998 / 32000.0));
    assertEquals("0.1%", DealsCsv.percent(1 / 32000.0));
    assertEquals("100%", DealsCsv.percent(1.0));
    assertEquals("0%", DealsCsv.percent(0.0));
    assertEquals("97%", DealsCsv.percent(0.97));
    assertEquals("–", DealsCsv.percent(Double.NaN));
  }

  @Test
  void theTableOfAThousandDealsWithFiveUnknown() {
    List<DealOutcome> outcomes = new ArrayList<>();
    for (int n = 1; n <= 1000; n++) {
      boolean won = n > 5;
      outcomes.add(new DealOutcome(n, 4, won ? DealOutcome.WINNABLE : DealOutcome.UNKNOWN,
          won ? "" : "timeout", won ? n : 60_000, 1000, 1_000_000, won ? 300 : -1, "", -1));
    }
    String table = DealsCsv.markdown(DealSummary.of(outcomes), "title");
    assertTrue(table.contains("| SpiderLab | 1000 | 99.5% | 995 | 0 | 5 |"), table);
  }
}
