package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheckFailure;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.Outcome;
import org.spiderlab.reductions.lab.ResultsStore;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The campaign report: its table, split and plots agree with the results file. */
class CampaignReportTest {
  @TempDir Path dir;

  @Test
  void theExhaustiveCampaignOfTheLabResults() throws IOException {
    Path kept = Path.of("../docs/campaigns/exhaustive-3-4-3.jsonl");
    Files.copy(kept, dir.resolve(ResultsStore.FILE));
    CampaignReport.Written w = CampaignReport.write(dir);
    List<CrossCheckResult> all = ResultsStore.readAll(kept);
    assertEquals(all.size(), w.results());
    assertEquals(503, w.results());
    byte[] bytes = Files.readAllBytes(w.file());
    Document d = Drawn.xml(bytes);
    HtmlRendererTest.assertSelfContained(new String(bytes, StandardCharsets.UTF_8));
    Map<String, Integer> tally = new TreeMap<>();
    all.forEach(r -> tally.merge(r.headline(), 1, Integer::sum));
    Map<String, Integer> table = new TreeMap<>();
    for (Element tr : Drawn.elements(d, "tr")) {
      List<Element> tds = Drawn.elements(d, "td").stream()
          .filter(td -> td.getParentNode() == tr).toList();
      if (tds.size() == 2 && tr.getParentNode() instanceof Element t
          && t.getAttribute("id").equals("outcomes")) {
        table.put(tds.get(0).getTextContent(), Integer.parseInt(tds.get(1).getTextContent()));
      }
    }
    assertEquals(tally, table);
    long sat = all.stream().filter(CrossCheckResult::satisfiable).count();
    String split = Drawn.elements(d, "p").stream()
        .filter(p -> p.getAttribute("id").equals("split")).findFirst().orElseThrow()
        .getTextContent();
    assertEquals("SAT / UNSAT: " + sat + " / " + (all.size() - sat), split);
    List<Element> plots = Drawn.elements(d, "svg").stream()
        .filter(s -> s.getAttribute("class").equals("plot")).toList();
    assertEquals(2, plots.size());
    for (Element plot : plots) {
      int points = 0;
      for (Element c : Drawn.elements(d, "circle")) {
        if (c.getAttribute("class").equals("point") && isInside(c, plot)) {
          points += Integer.parseInt(c.getAttribute("data-count"));
        }
      }
      assertEquals(all.size(), points, "every result is a point of " + plot.getTextContent()
          .lines().findFirst().orElse(""));
    }
    assertEquals("none", Drawn.elements(d, "p").stream()
        .filter(p -> p.getAttribute("id").equals("failures")).findFirst().orElseThrow()
        .getTextContent());
  }

  private static boolean isInside(Element e, Element ancestor) {
    for (org.w3c.dom.Node n = e.getParentNode(); n != null; n = n.getParentNode()) {
      if (n == ancestor) {
        return true;
      }
    }
    return false;
  }

  @Test
  void failuresLinkToTheirShrunkFormulas() throws IOException {
    CrossCheckResult ok = new CrossCheckResult("x:1", "1", 1, 1, true, "SAT", "WINNABLE",
        Outcome.AGREE, null, 40, 27, 13, 54, true, 39, true, 5, 1, 20, 3, null);
    CrossCheckResult bad = new CrossCheckResult("x:1 2, -1", "1 2, -1", 2, 2, false, "UNSAT",
        "WINNABLE", Outcome.DISAGREE, null, 900, 41, 17, 82, null, 0, true, 5, 1, 20, 3, null);
    CrossCheckResult open = new CrossCheckResult("x:2", "1 -2", 2, 1, true, "SAT", "UNKNOWN",
        Outcome.UNDECIDED, "max-states", 500000, 33, 15, 66, true, 47, null, 5, 1, 20, 3, null);
    try (ResultsStore store = ResultsStore.open(dir)) {
      store.append(ok);
      store.append(bad);
      store.append(open);
    }
    Path failures = Files.createDirectories(dir.resolve(Campaign.FAILURES));
    String name = Campaign.failureName(CrossCheckFailure.DISAGREE, bad.id());
    Files.writeString(failures.resolve(name + ".cnf"), "p cnf 2 2\n1 2 0\n-1 0\n");
    Files.writeString(failures.resolve(name + "-min.cnf"), "c shrunk\np cnf 1 1\n-1 0\n");
    CampaignReport.Written w = CampaignReport.write(dir);
    assertEquals(3, w.results());
    assertEquals(1, w.failures());
    String page = Files.readString(w.file());
    Drawn.xml(page.getBytes(StandardCharsets.UTF_8));
    assertTrue(page.contains("<a href=\"failures/" + name + "-min.cnf\">shrunk</a>"), page);
    assertTrue(page.contains("<a href=\"failures/" + name + ".cnf\">original</a>"), page);
    assertTrue(page.contains("<pre>c shrunk\np cnf 1 1\n-1 0\n</pre>"), page);
    assertTrue(page.contains("<td>1 -2</td><td>SAT</td><td>max-states</td>"), "undecided");
    assertTrue(page.contains("DISAGREE UNSAT WINNABLE"));
  }

  @Test
  void aMissingResultsFileIsAnInputError() {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> CampaignReport.write(dir.resolve("none")));
    assertEquals(dir.resolve("none").resolve(ResultsStore.FILE) + ":0: no such file",
        e.getMessage());
  }
}
