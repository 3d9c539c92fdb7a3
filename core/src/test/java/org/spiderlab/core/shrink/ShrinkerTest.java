package org.spiderlab.core.shrink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ShrinkerTest {

  @Test
  void shrinksIntegersToTheBoundary() {
    Shrinker<Integer> s = new Shrinker<>(n -> n > 0 ? List.of(n / 2, n - 1) : List.of());
    Shrinker.Result<Integer> r = s.shrink(1000, n -> n >= 37, 10_000);
    assertEquals(37, r.value());
    assertTrue(r.minimal());
    assertTrue(r.steps() > 0);
  }

  @Test
  void respectsTheBudgetAndRefusesPassingStart() {
    Shrinker<Integer> s = new Shrinker<>(n -> n > 0 ? List.of(n - 1) : List.of());
    Shrinker.Result<Integer> r = s.shrink(1000, n -> n >= 0, 10);
    assertFalse(r.minimal());
    assertEquals(990, r.value());
    assertEquals(10, r.tried());
    assertThrows(IllegalArgumentException.class, () -> s.shrink(5, n -> n > 10, 10));
    assertThrows(IllegalArgumentException.class, () -> s.shrink(5, n -> true, -1));
  }

  @Test
  void lazyCandidatesAreConsumedOnlyAsFarAsNeeded() {
    AtomicInteger made = new AtomicInteger();
    Shrinker<Integer> s = new Shrinker<>(n -> () -> IntStream.range(0, n)
        .peek(x -> made.incrementAndGet()).boxed().iterator());
    // the first candidate (0) fails, and 0 has no candidates: two values generated in all
    Shrinker.Result<Integer> r = s.shrink(1_000_000, n -> true, 100);
    assertEquals(0, r.value());
    assertEquals(1, made.get());
    assertTrue(r.minimal());
  }
}
