package org.spiderlab.core;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;

/**
 * Durations as people read them, for limits and times in messages: {@code 350 ms}, {@code 12 s},
 * {@code 1.5 s}, {@code 2 min 5 s}, {@code 1 h 30 min}; {@code 40 µs} and {@code 1 ns} below a
 * millisecond; {@code 0 s}. Fractions keep at most three decimals.
 */
public final class Durations {
  private Durations() {}

  /** {@code d} as described above; a negative duration gets a minus sign. */
  public static String format(Duration d) {
    if (d.isNegative()) {
      return "-" + format(d.negated());
    }
    long seconds = d.getSeconds();
    int nanos = d.getNano();
    if (seconds == 0) {
      if (nanos == 0) {
        return "0 s";
      }
      if (nanos < 1_000) {
        return nanos + " ns";
      }
      if (nanos < 1_000_000) {
        return decimal(nanos, 1_000) + " µs";
      }
      return decimal(nanos, 1_000_000) + " ms";
    }
    long hours = seconds / 3600;
    long minutes = seconds / 60 % 60;
    long secs = seconds % 60;
    StringBuilder sb = new StringBuilder();
    if (hours > 0) {
      sb.append(hours).append(" h");
    }
    if (minutes > 0) {
      sb.append(sb.length() > 0 ? " " : "").append(minutes).append(" min");
    }
    if (secs > 0 || nanos > 0) {
      String s = decimal(secs * 1_000_000_000L + nanos, 1_000_000_000L);
      if (!s.equals("0")) {
        sb.append(sb.length() > 0 ? " " : "").append(s).append(" s");
      }
    }
    return sb.toString();
  }

  /** {@code value / unit} with at most three decimals, trailing zeros dropped. */
  private static String decimal(long value, long unit) {
    return BigDecimal.valueOf(value).divide(BigDecimal.valueOf(unit), 3, RoundingMode.HALF_UP)
        .stripTrailingZeros().toPlainString();
  }
}
