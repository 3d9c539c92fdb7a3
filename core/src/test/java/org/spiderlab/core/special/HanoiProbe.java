package org.spiderlab.core.special;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("slow")
class HanoiProbe {
  @Test
  void probe() {
    for (int n = 1; n <= 13; n++) {
      long t = System.nanoTime();
      ReferenceSearch.Outcome o = ReferenceSearch.solve(HanoiTowers.stacked(n, 2), 20_000_000);
      System.out.printf("n=%d free=2 stacked: %s len=%s 2^n-1=%d states=%d (%d ms)%n",
          n, o.winnable(), o.shortest() == null ? "-" : o.shortest().size(), (1 << n) - 1, o.states(),
          (System.nanoTime() - t) / 1_000_000);
      if (n <= 12) System.out.println("   " + o.shortest());
    }
  }
}
