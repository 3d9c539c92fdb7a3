package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;

/** A reduced instance holds a source, its normalization, and the game its layout describes. */
class ReducedInstanceTest {

  @Test
  void partsThatDoNotBelongTogetherAreRefused() {
    Cnf wide = Cnf.parse("1 2 3 4, -1");
    ReducedInstance r = ThreeSatToSpider.INSTANCE.reduce(wide);
    assertEquals(r, new ReducedInstance(wide, r.normalization(), r.game(), r.layout()));
    assertEquals(r.normalization().normalized(), r.formula());

    Cnf other = Cnf.parse("1 2 3 4, 1");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ReducedInstance(other, r.normalization(), r.game(), r.layout()));
    assertEquals("the normalization is not the source's", e.getMessage());

    ReducedInstance smaller = ThreeSatToSpider.INSTANCE.reduce(Cnf.parse("1 2 3, -1"));
    e = assertThrows(IllegalArgumentException.class,
        () -> new ReducedInstance(wide, r.normalization(), smaller.game(), r.layout()));
    assertEquals("the layout is not the game's", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new ReducedInstance(wide,
        WidthNormalization.of(other), r.game(), r.layout()));
  }
}
