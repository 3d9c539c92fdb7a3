package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
  @Test
  void readableUnits() {
    assertEquals("1 ns", Durations.format(Duration.ofNanos(1)));
    assertEquals("40 µs", Durations.format(Duration.ofNanos(40_000)));
    assertEquals("1.5 µs", Durations.format(Duration.ofNanos(1_500)));
    assertEquals("350 ms", Durations.format(Duration.ofMillis(350)));
    assertEquals("50 ms", Durations.format(Duration.ofMillis(50)));
    assertEquals("12 s", Durations.format(Duration.ofSeconds(12)));
    assertEquals("1.5 s", Durations.format(Duration.ofMillis(1_500)));
    assertEquals("1 min", Durations.format(Duration.ofSeconds(60)));
    assertEquals("2 min 5 s", Durations.format(Duration.ofSeconds(125)));
    assertEquals("1 h 30 min", Durations.format(Duration.ofMinutes(90)));
    assertEquals("1 h 1 s", Durations.format(Duration.ofSeconds(3601)));
    assertEquals("876000 h", Durations.format(Duration.ofDays(36_500)));
    assertEquals("0 s", Durations.format(Duration.ZERO));
    assertEquals("-2 s", Durations.format(Duration.ofSeconds(-2)));
  }
}
