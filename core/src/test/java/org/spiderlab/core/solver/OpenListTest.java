package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/**
 * The open list of the best-first phase: entries come out by value, the newest first among equal
 * values; {@link OpenList#topValue} is the value of the entry that comes out next (the beam
 * passes rank the positions their stages dealt to by it); a push past the byte budget adds
 * nothing.
 */
class OpenListTest {

  @Test
  void entriesComeOutByValueNewestFirstAndTopValueIsTheirValue() {
    OpenList l = new OpenList();
    int[] values = {5, -3, 9, 5, 0, 9, -3};
    for (int i = 0; i < values.length; i++) {
      l.push(values[i], 100 + i, 0, Long.MAX_VALUE);
    }
    long[] order = {105, 102, 103, 100, 104, 106, 101};
    int[] orderValues = {9, 9, 5, 5, 0, -3, -3};
    for (int i = 0; i < order.length; i++) {
      assertEquals(orderValues[i], l.topValue(), "value before pop " + i);
      assertEquals(order[i], l.pop(), "pop " + i);
    }
    assertEquals(0, l.size());
  }

  @Test
  void aPushPastTheBudgetAddsNothing() {
    OpenList l = new OpenList();
    for (int i = 0; i < 1024; i++) {
      l.push(i, i + 1, 0, l.bytes());
    }
    assertFalse(l.push(7, 5000, 0, l.bytes()), "the arrays would have to grow");
    assertEquals(1024, l.size());
    assertEquals(1023, l.topValue());
  }
}
