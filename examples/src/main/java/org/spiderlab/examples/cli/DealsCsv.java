package org.spiderlab.examples.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.deals.DealOutcome;
import org.spiderlab.core.deals.DealSummary;
import org.spiderlab.core.io.InputFormatException;

/**
 * The files of {@code bench-deals}: {@code deals.csv}, one {@link DealOutcome} per line under a
 * header, read back to resume, and the Markdown summary table of a {@link DealSummary}.
 */
final class DealsCsv {
  static final String HEADER =
      "number,suits,status,limit,ms,states,table_bytes,moves,kpat,kpat_ms";

  private DealsCsv() {}

  /** The CSV line of an outcome (no line break). */
  static String line(DealOutcome o) {
    return o.number() + "," + o.suits() + "," + o.status() + "," + o.limit() + "," + o.millis()
        + "," + o.states() + "," + o.tableBytes() + "," + (o.moves() < 0 ? "" : o.moves()) + ","
        + o.kpatAnswer() + "," + (o.kpatMillis() < 0 ? "" : o.kpatMillis());
  }

  /** The outcomes of an existing CSV file, none when it does not exist. */
  static List<DealOutcome> read(Path csv) {
    List<DealOutcome> out = new ArrayList<>();
    try (BufferedReader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      String line;
      long n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        if (line.isBlank() || (n == 1 && line.equals(HEADER))) {
          continue;
        }
        out.add(parse(line, csv.toString(), n));
      }
    } catch (NoSuchFileException e) {
      return out;
    } catch (IOException e) {
      throw new InputFormatException(csv.toString(), 0, "cannot read: " + e.getMessage());
    }
    return out;
  }

  static DealOutcome parse(String line, String file, long n) {
    String[] f = line.split(",", -1);
    if (f.length != 10) {
      throw new InputFormatException(file, n, "expected 10 comma-separated fields ("
          + HEADER + "), found " + f.length);
    }
    try {
      return new DealOutcome(Long.parseLong(f[0]), Integer.parseInt(f[1]), f[2], f[3],
          Long.parseLong(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]),
          f[7].isEmpty() ? -1 : Integer.parseInt(f[7]), f[8],
          f[9].isEmpty() ? -1 : Long.parseLong(f[9]));
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(file, n, "not a deal result: " + e.getMessage());
    }
  }

  /** The Markdown table of a summary, one row per solver. */
  static String markdown(DealSummary s, String title) {
    StringBuilder sb = new StringBuilder();
    sb.append(title).append("\n\n");
    sb.append("| solver | deals | decided | winnable | unwinnable | unknown | median ms "
        + "| p95 ms | median table MB | p95 table MB |\n");
    sb.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    sb.append(String.format(Locale.ROOT, "| SpiderLab | %d | %s | %d | %d | %d | %s | %s | %s "
        + "| %s |%n", s.deals(), percent(s.decidedFraction()), s.winnable(), s.unwinnable(),
        s.unknown() + s.invalid(), num(s.medianMillis(), 1), num(s.p95Millis(), 1),
        num(s.medianTableBytes(), 1e6), num(s.p95TableBytes(), 1e6)));
    if (s.kpatDeals() > 0) {
      sb.append(String.format(Locale.ROOT, "| KPatience | %d | %s | %d | %d | %d | %s | %s | – "
          + "| – |%n", s.kpatDeals(), percent(s.kpatDecidedFraction()), s.kpatWon(),
          s.kpatLost(), s.kpatUnknown(), num(s.kpatMedianMillis(), 1),
          num(s.kpatP95Millis(), 1)));
    } else {
      sb.append("| KPatience | 0 | – | – | – | – | – | – | – | – |\n");
    }
    sb.append('\n');
    if (s.invalid() > 0) {
      sb.append("INVALID: ").append(s.invalid())
          .append(" certificates failed the verifier (counted as unknown above)\n");
    }
    sb.append("Disagreements (winnable against lost, unwinnable against won): ")
        .append(s.disagreements()).append('\n');
    return sb.toString();
  }

  /**
   * A share as a percentage with one decimal ({@code 99.5%}), whole when it is whole; a share
   * below 1 never reads as 100% and one above 0 never as 0% (995 of 1,000 is 99.5%, 9,999 of
   * 10,000 is 99.9%).
   */
  static String percent(double f) {
    if (Double.isNaN(f)) {
      return "–";
    }
    double tenths = Math.round(f * 1000);
    if (f < 1) {
      tenths = Math.min(tenths, 999);
    }
    if (f > 0) {
      tenths = Math.max(tenths, 1);
    }
    return tenths % 10 == 0 ? String.format(Locale.ROOT, "%.0f%%", tenths / 10)
        : String.format(Locale.ROOT, "%.1f%%", tenths / 10);
  }

  private static String num(double v, double unit) {
    if (Double.isNaN(v)) {
      return "–";
    }
    double x = v / unit;
    return x >= 100 || x == Math.rint(x) ? String.format(Locale.ROOT, "%.0f", x)
        : String.format(Locale.ROOT, "%.1f", x);
  }
}
