package org.spiderlab.examples.pictures;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheckFailure;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.Outcome;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * The report of a cross-check campaign (thesis 4.2, Lemma 4.2.2 checked formula by formula):
 * {@code report.html} beside {@code results.jsonl}, one self-contained page with the outcome
 * table, the SAT/UNSAT split, solver states and check time against formula size (inline SVG
 * scatter plots), the failures with links to their shrunk formulas in {@code failures/}, and
 * the undecided formulas. It reads every result in the file, whichever command wrote it.
 */
public final class CampaignReport {
  /** The report's file name inside the campaign directory. */
  public static final String FILE = "report.html";
  private static final int MAX_ROWS = 200;

  private CampaignReport() {}

  /** What was written. */
  public record Written(Path file, int results, int failures, int unreadableLines,
      int firstUnreadableLine) {}

  /**
   * Writes {@code dir/report.html} from {@code dir/results.jsonl}.
   *
   * @throws InputFormatException if there is no results file, or the report cannot be written
   */
  public static Written write(Path dir) {
    Path results = dir.resolve(ResultsStore.FILE);
    if (!Files.isRegularFile(results)) {
      throw new InputFormatException(results.toString(), 0, "no such file");
    }
    List<CrossCheckResult> all;
    int unreadable;
    int firstUnreadable;
    try {
      ResultsStore.Contents c = ResultsStore.read(dir); // no lock: a running campaign's so far
      all = new ArrayList<>(c.results().values());
      unreadable = c.unreadableLines().size();
      firstUnreadable = c.unreadableLines().isEmpty() ? 0 : c.unreadableLines().get(0);
    } catch (UncheckedIOException e) {
      throw new InputFormatException(results.toString(), 0, "cannot read: " + e.getMessage());
    }
    String html = html(dir, all, unreadable);
    Path file = dir.resolve(FILE);
    try {
      Files.writeString(file, html, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputFormatException(file.toString(), 0, "cannot write: " + e.getMessage());
    }
    int failing = (int) all.stream().filter(r -> r.failure().isPresent()).count();
    return new Written(file, all.size(), failing, unreadable, firstUnreadable);
  }

  static String html(Path dir, List<CrossCheckResult> all, int unreadable) {
    String name = dir.toAbsolutePath().normalize().getFileName() == null ? dir.toString()
        : dir.toAbsolutePath().normalize().getFileName().toString();
    StringBuilder sb = new StringBuilder();
    sb.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n")
        .append("<head>\n<meta charset=\"utf-8\"/>\n<title>campaign report: ")
        .append(Markup.xml(name)).append("</title>\n<link rel=\"icon\" href=\"data:,\"/>\n")
        .append("<style>body{font-family:\"DejaVu Sans\",Verdana,Arial,sans-serif;margin:16px;")
        .append("font-size:13px}table{border-collapse:collapse;margin:6px 0}td,th{border:1px ")
        .append("solid #ccc;padding:2px 8px;text-align:left}td.n{text-align:right}")
        .append("h1{font-size:18px}h2{font-size:15px;margin-top:18px}.bad{color:#B71C1C}")
        .append("pre{background:#f6f6f6;padding:4px;margin:2px 0;white-space:pre-wrap}")
        .append(".plots{display:flex;flex-wrap:wrap;gap:12px}</style>\n</head>\n<body>\n")
        .append("<h1>Cross-check campaign ").append(Markup.xml(name)).append("</h1>\n")
        .append("<p>Every result in <code>").append(ResultsStore.FILE).append("</code> (")
        .append(all.size()).append(all.size() == 1 ? " formula" : " formulas");
    if (unreadable > 0) {
      sb.append(", <span class=\"bad\">").append(unreadable)
          .append(" unreadable lines skipped</span>");
    }
    sb.append("). Lemma 4.2.2: the formula is satisfiable iff the reduced game is winnable; each")
        .append(" formula was decided by a SAT solver and its game by the exact solver, and both")
        .append(" witness maps were checked. Regenerate with <code>spiderlab report ")
        .append(Markup.xml(dir.toString())).append("</code>.</p>\n");
    outcomes(all, sb);
    plots(all, sb);
    failures(dir, all, sb);
    undecided(all, sb);
    return sb.append("</body>\n</html>\n").toString();
  }

  private static void outcomes(List<CrossCheckResult> all, StringBuilder sb) {
    Map<String, Integer> tally = new TreeMap<>();
    int sat = 0;
    int unsat = 0;
    long states = 0;
    long maxStates = 0;
    long millis = 0;
    for (CrossCheckResult r : all) {
      tally.merge(r.outcome() == Outcome.ERROR ? "ERROR" : r.headline(), 1, Integer::sum);
      if (r.sourceDecided()) {
        sat += r.satisfiable() ? 1 : 0;
        unsat += r.satisfiable() ? 0 : 1;
      }
      states += r.states();
      maxStates = Math.max(maxStates, r.states());
      millis += time(r);
    }
    sb.append("<h2>Outcomes</h2>\n<table id=\"outcomes\"><tr><th>outcome</th><th>formulas</th>")
        .append("</tr>\n");
    for (Map.Entry<String, Integer> e : tally.entrySet()) {
      boolean bad = !e.getKey().startsWith("AGREE");
      sb.append("<tr><td").append(bad ? " class=\"bad\"" : "").append('>')
          .append(Markup.xml(e.getKey())).append("</td><td class=\"n\">").append(e.getValue())
          .append("</td></tr>\n");
    }
    sb.append("<tr><th>total</th><th class=\"n\">").append(all.size()).append("</th></tr>\n")
        .append("</table>\n<p id=\"split\">SAT / UNSAT: ").append(sat).append(" / ")
        .append(unsat);
    if (!all.isEmpty() && (sat == 0 || unsat == 0)) {
      sb.append(" <span class=\"bad\">(no ").append(sat == 0 ? "satisfiable" : "unsatisfiable")
          .append(" formula: one direction of Lemma 4.2.2 went untested)</span>");
    }
    int total = Math.max(1, sat + unsat);
    sb.append("</p>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"14\">")
        .append("<rect width=\"").append(400L * sat / total).append("\" height=\"14\" fill=\"")
        .append(SAT_COLOUR).append("\"/><rect x=\"").append(400L * sat / total)
        .append("\" width=\"").append(400 - 400L * sat / total).append("\" height=\"14\" fill=\"")
        .append(UNSAT_COLOUR).append("\"/></svg>\n")
        .append(String.format(Locale.ROOT, "<p>solver states: %d in all, %d at most; check time"
            + " (SAT solver, reduction, game solver, witness maps): %.1f s in all.</p>%n",
            states, maxStates, millis / 1000.0));
  }

  private static final String SAT_COLOUR = "#1E88E5";
  private static final String UNSAT_COLOUR = "#FB8C00";

  private static long time(CrossCheckResult r) {
    return r.satMillis() + r.reduceMillis() + r.solveMillis() + r.checkMillis();
  }

  private static void plots(List<CrossCheckResult> all, StringBuilder sb) {
    List<ScatterPlot.Series> series = List.of(new ScatterPlot.Series("SAT", SAT_COLOUR, 3),
        new ScatterPlot.Series("UNSAT", UNSAT_COLOUR, 3),
        new ScatterPlot.Series("undecided", "#9E9E9E", 3),
        new ScatterPlot.Series("failure", "#D50000", 4.5));
    String x = "formula size (variables + clauses)";
    ScatterPlot states = new ScatterPlot("solver states against formula size", x,
        "states stored (log scale)", series);
    ScatterPlot time = new ScatterPlot("check time against formula size", x,
        "milliseconds (log scale)", series);
    for (CrossCheckResult r : all) {
      int s = r.failure().isPresent() ? 3 : r.outcome() == Outcome.UNDECIDED ? 2
          : r.satisfiable() ? 0 : 1;
      long size = (long) r.vars() + r.clauses();
      states.add(size, r.states(), s, r.formula());
      time.add(size, time(r), s, r.formula());
    }
    sb.append("<h2>States and time against formula size</h2>\n<div class=\"plots\">\n")
        .append(states.svg()).append(time.svg()).append("</div>\n<p>Points at the same place")
        .append(" are drawn once; their tooltip gives the count and one formula.</p>\n");
  }

  private static void failures(Path dir, List<CrossCheckResult> all, StringBuilder sb) {
    List<CrossCheckResult> failing = all.stream().filter(r -> r.failure().isPresent()).toList();
    if (!table(sb, "Failures", "failures", failing.isEmpty(), "kind", "formula", "files",
        "shrunk formula")) {
      return;
    }
    int shown = 0;
    for (CrossCheckResult r : failing) {
      if (shown++ == MAX_ROWS) {
        sb.append("<tr><td colspan=\"4\">... and ").append(failing.size() - MAX_ROWS)
            .append(" more (see ").append(ResultsStore.FILE).append(")</td></tr>\n");
        break;
      }
      CrossCheckFailure kind = r.failure().get();
      String base = Campaign.failureName(kind, r.id());
      Path original = find(dir, base + ".");
      Path minimal = find(dir, base + "-min.");
      sb.append("<tr class=\"failure\"><td class=\"bad\">").append(kind).append("</td><td>")
          .append(Markup.xml(r.formula()))
          .append(r.error() != null ? "<br/>" + Markup.xml(r.error()) : "").append("</td><td>");
      link(original, "original", sb);
      sb.append(' ');
      link(minimal, "shrunk", sb);
      sb.append("</td><td>");
      if (minimal != null) {
        sb.append("<pre>").append(Markup.xml(head(minimal))).append("</pre>");
      } else {
        sb.append("not shrunk yet (the campaign shrinks failures at its end)");
      }
      sb.append("</td></tr>\n");
    }
    sb.append("</table>\n");
  }

  /** A section's heading, then "none" (false) or the head of its table (true). */
  private static boolean table(StringBuilder sb, String heading, String id, boolean none,
      String... columns) {
    sb.append("<h2>").append(heading).append("</h2>\n");
    if (none) {
      sb.append("<p id=\"").append(id).append("\">none</p>\n");
      return false;
    }
    sb.append("<table id=\"").append(id).append("\"><tr>");
    for (String c : columns) {
      sb.append("<th>").append(c).append("</th>");
    }
    sb.append("</tr>\n");
    return true;
  }

  private static void link(Path file, String text, StringBuilder sb) {
    if (file == null) {
      sb.append("(no ").append(text).append(" file)");
    } else {
      String rel = Campaign.FAILURES + "/" + file.getFileName();
      sb.append("<a href=\"").append(Markup.xml(rel)).append("\">").append(text).append("</a>");
    }
  }

  /** The file in {@code dir/failures} whose name starts with {@code prefix}, or null. */
  private static Path find(Path dir, String prefix) {
    Path folder = dir.resolve(Campaign.FAILURES);
    if (!Files.isDirectory(folder)) {
      return null;
    }
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(folder, prefix + "*")) {
      for (Path p : ds) {
        return p;
      }
    } catch (IOException e) {
      return null;
    }
    return null;
  }

  private static String head(Path file) {
    try {
      String s = Files.readString(file, StandardCharsets.UTF_8);
      return s.length() <= 600 ? s : s.substring(0, 600) + "\n...";
    } catch (IOException e) {
      return "cannot read: " + e.getMessage();
    }
  }

  private static void undecided(List<CrossCheckResult> all, StringBuilder sb) {
    List<CrossCheckResult> open = all.stream()
        .filter(r -> r.outcome() == Outcome.UNDECIDED).toList();
    if (!table(sb, "Undecided", "undecided", open.isEmpty(), "formula", "SAT solver",
        "limit hit", "states")) {
      return;
    }
    for (int i = 0; i < open.size() && i < MAX_ROWS; i++) {
      CrossCheckResult r = open.get(i);
      sb.append("<tr><td>").append(Markup.xml(r.formula())).append("</td><td>")
          .append(!r.sourceDecided() ? "UNKNOWN" : r.satisfiable() ? "SAT" : "UNSAT")
          .append("</td><td>")
          .append(Markup.xml(String.valueOf(r.limit()))).append("</td><td class=\"n\">")
          .append(r.states()).append("</td></tr>\n");
    }
    if (open.size() > MAX_ROWS) {
      sb.append("<tr><td colspan=\"4\">... and ").append(open.size() - MAX_ROWS)
          .append(" more</td></tr>\n");
    }
    sb.append("</table>\n");
  }
}
