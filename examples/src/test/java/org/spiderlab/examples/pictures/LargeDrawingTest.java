package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The SVG picture of a big reduction streams: a random 3-CNF of 5,000 variables and 21,300
 * clauses (about 740,000 cards) in the default build, 100,000 variables and 426,000 clauses
 * (14,832,010 cards) with {@code -Pslow}; the picture goes to a stream that only counts bytes,
 * and the old generation of the heap (where a document kept in memory would end up) may not
 * grow by more than a fraction of the picture's size.
 */
class LargeDrawingTest {

  /** A stream that counts and drops what it is given. */
  static final class Counting extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }

  static long oldGenerationUsed() {
    System.gc();
    long used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getName().contains("Old")) {
        used += pool.getUsage().getUsed();
      }
    }
    return used;
  }

  static String draw(int vars, int clauses) {
    ReducedInstance inst = ThreeSatToSpider.INSTANCE.reduce(
        new RandomFormulas(vars, clauses, 3).generate(42, 0));
    Picture p = Picture.of(inst.game(), new ThreeSatAnnotation(inst));
    long before = oldGenerationUsed();
    Counting out = new Counting();
    long t0 = System.nanoTime();
    new SvgRenderer().render(p, out);
    long millis = (System.nanoTime() - t0) / 1_000_000;
    long grown = oldGenerationUsed() - before;
    String what = vars + " variables, " + inst.game().tableauCardCount() + " cards: "
        + out.bytes + " bytes of SVG in " + millis + " ms, old generation grew by " + grown
        + " bytes";
    assertTrue(out.bytes > 60L * inst.game().tableauCardCount(), what);
    assertTrue(grown < out.bytes / 10, "the picture is streamed, not kept: " + what);
    assertTrue(millis < 60_000, "well under a minute: " + what);
    return what;
  }

  @Test
  void fiveThousandVariables() {
    draw(5_000, 21_300);
  }

  @Tag("slow")
  @Test
  void oneHundredThousandVariables() {
    System.out.println("LargeDrawingTest: " + draw(100_000, 426_000));
  }
}
