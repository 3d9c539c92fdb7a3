package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The indexed {@link MoveGenerator#generate} against the all-pairs scan
 * {@link MoveGenerator#generateReference}: the same moves in the same order, with and without
 * symmetry and ordering, at every step of seeded random walks ({@link PositionWalks}).
 */
class MoveGeneratorTest {

  @TestFactory
  Stream<DynamicTest> indexedEqualsReference() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> PositionWalks.walk(seed, (s, r, where) -> {
          MoveGenerator gen = new MoveGenerator(s.pileCount());
          boolean sym = r.nextBoolean();
          boolean ord = r.nextInt(4) != 0;
          int cnt = gen.generate(s, sym, ord);
          long[] fast = Arrays.copyOf(gen.moves(), cnt);
          int cntRef = gen.generateReference(s, sym, ord);
          long[] ref = Arrays.copyOf(gen.moves(), cntRef);
          assertArrayEquals(ref, fast, "moves; " + where);
        })));
  }
}
