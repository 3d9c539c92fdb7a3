package org.spiderlab.examples.cli;

import java.util.Locale;

/** Sizes and rates as the command line prints them: {@code 512 MB}, {@code 1.5 GB}. */
final class Units {
  private Units() {}

  /** {@code 900 B}, {@code 12 KB}, {@code 512 MB}, {@code 1.5 GB} (powers of 1024). */
  static String bytes(long n) {
    String[] units = {"B", "KB", "MB", "GB", "TB"};
    double v = n;
    int u = 0;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return (u == 0 || v >= 100 || v == Math.rint(v)
        ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v))
        + " " + units[u];
  }
}
