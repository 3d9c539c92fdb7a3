package org.spiderlab.examples.pictures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A scatter plot drawn as inline SVG for the campaign report: whole-number x (formula size),
 * logarithmic y (solver states, milliseconds; values below 1 are drawn at 1), one colour per
 * series. Points that fall on the same pixel are drawn once, with their count in the tooltip, so
 * a campaign of a million formulas gives a plot of at most one mark per pixel.
 */
final class ScatterPlot {
  private static final int W = 520;
  private static final int H = 320;
  private static final int LEFT = 64;
  private static final int RIGHT = 16;
  private static final int TOP = 42;
  private static final int BOTTOM = 44;

  /** A series: its name, colour and mark radius. */
  record Series(String name, String colour, double radius) {}

  private record Point(long x, double y, int series, String example) {}

  private final String title;
  private final String xLabel;
  private final String yLabel;
  private final List<Series> series;
  private final List<Point> points = new ArrayList<>();

  ScatterPlot(String title, String xLabel, String yLabel, List<Series> series) {
    this.title = title;
    this.xLabel = xLabel;
    this.yLabel = yLabel;
    this.series = List.copyOf(series);
  }

  void add(long x, double y, int seriesIndex, String example) {
    points.add(new Point(x, Math.max(1, y), seriesIndex, example));
  }

  String svg() {
    long lowest = points.stream().mapToLong(Point::x).min().orElse(0);
    long highest = points.stream().mapToLong(Point::x).max().orElse(1);
    double pad = Math.max(0.5, (highest - lowest) * 0.03);
    double xMin = lowest - pad;
    double xMax = highest + pad;
    double yMax = points.stream().mapToDouble(Point::y).max().orElse(10);
    int decades = Math.max(1, (int) Math.ceil(Math.log10(yMax) + 1e-9));
    int pw = W - LEFT - RIGHT;
    int ph = H - TOP - BOTTOM;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" width=\"").append(W)
        .append("\" height=\"").append(H).append("\" viewBox=\"0 0 ").append(W).append(' ')
        .append(H).append("\" font-family=\"").append(SvgRenderer.FONT)
        .append("\" font-size=\"11\">\n<title>").append(Markup.xml(title)).append("</title>\n")
        .append("<text x=\"").append(LEFT).append("\" y=\"16\" font-weight=\"bold\">")
        .append(Markup.xml(title)).append("</text>\n<rect x=\"").append(LEFT).append("\" y=\"")
        .append(TOP).append("\" width=\"").append(pw).append("\" height=\"").append(ph)
        .append("\" fill=\"none\" stroke=\"#888\"/>\n");
    for (int d = 0; d <= decades; d++) {
      long y = TOP + ph - Math.round((double) d / decades * ph);
      sb.append("<line x1=\"").append(LEFT - 4).append("\" x2=\"").append(LEFT + pw)
          .append("\" y1=\"").append(y).append("\" y2=\"").append(y)
          .append("\" stroke=\"#ddd\"/><text x=\"").append(LEFT - 6).append("\" y=\"")
          .append(y + 4).append("\" text-anchor=\"end\">").append(power(d)).append("</text>\n");
    }
    double span = xMax - xMin;
    long tick = niceStep(highest - lowest);
    for (long x = Math.floorDiv(lowest + tick - 1, tick) * tick; x <= highest; x += tick) {
      long px = LEFT + Math.round((double) (x - xMin) / span * pw);
      sb.append("<line x1=\"").append(px).append("\" x2=\"").append(px).append("\" y1=\"")
          .append(TOP + ph).append("\" y2=\"").append(TOP + ph + 4)
          .append("\" stroke=\"#888\"/><text x=\"").append(px).append("\" y=\"")
          .append(TOP + ph + 16).append("\" text-anchor=\"middle\">").append(x)
          .append("</text>\n");
    }
    sb.append("<text x=\"").append(LEFT + pw / 2).append("\" y=\"").append(H - 6)
        .append("\" text-anchor=\"middle\">").append(Markup.xml(xLabel)).append("</text>\n")
        .append("<text transform=\"translate(14,").append(TOP + ph / 2)
        .append(") rotate(-90)\" text-anchor=\"middle\">").append(Markup.xml(yLabel))
        .append("</text>\n");
    Map<String, long[]> bins = new LinkedHashMap<>();
    Map<String, Point> firsts = new LinkedHashMap<>();
    for (Point p : points) {
      long px = LEFT + Math.round((double) (p.x() - xMin) / span * pw);
      long py = TOP + ph - Math.round(Math.log10(p.y()) / decades * ph);
      String key = px + "," + py + "," + p.series();
      bins.computeIfAbsent(key, k -> new long[] {px, py, p.series(), 0})[3]++;
      firsts.putIfAbsent(key, p);
    }
    for (Map.Entry<String, long[]> e : bins.entrySet()) {
      long[] b = e.getValue();
      Series s = series.get((int) b[2]);
      Point first = firsts.get(e.getKey());
      sb.append("<circle class=\"point\" data-series=\"").append(Markup.xml(s.name()))
          .append("\" data-count=\"").append(b[3]).append("\" cx=\"").append(b[0])
          .append("\" cy=\"").append(b[1]).append("\" r=\"").append(s.radius())
          .append("\" fill=\"").append(s.colour()).append("\" fill-opacity=\"0.6\"><title>")
          .append(b[3]).append(b[3] == 1 ? " formula, " : " formulas, ")
          .append(Markup.xml(s.name())).append(": ").append(Markup.xml(xLabel)).append(' ')
          .append(first.x()).append(", ")
          .append(String.format(Locale.ROOT, "%.0f", first.y())).append(" (e.g. ")
          .append(Markup.xml(first.example())).append(")</title></circle>\n");
    }
    int lx = LEFT;
    for (Series s : series) {
      sb.append("<circle cx=\"").append(lx + 4).append("\" cy=\"").append(TOP - 12)
          .append("\" r=\"4\" fill=\"").append(s.colour()).append("\"/><text x=\"")
          .append(lx + 12).append("\" y=\"").append(TOP - 8).append("\">")
          .append(Markup.xml(s.name())).append("</text>\n");
      lx += 24 + 7 * s.name().length();
    }
    return sb.append("</svg>\n").toString();
  }

  private static String power(int d) {
    return d <= 6 ? String.valueOf((long) Math.pow(10, d)) : "1e" + d;
  }

  /** The smallest of 1, 2, 5, 10, 20, 50, ... that gives at most 10 ticks. */
  private static long niceStep(long span) {
    for (long p = 1; ; p *= 10) {
      for (long f : new long[] {1, 2, 5}) {
        if (span / (f * p) <= 10) {
          return f * p;
        }
      }
    }
  }
}
