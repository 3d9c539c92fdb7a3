package org.spiderlab.examples.peg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The census against a brute-force enumeration that follows every game sequence one by one (no
 * merging, no symmetry) on small boards: per level the positions, the classes (computed here by
 * applying every symmetry permutation), the paths, the game ends and the solutions agree.
 */
class PegCensusTest {

  static final class Brute {
    final PegBoard b;
    final Map<Integer, Set<Long>> positions = new HashMap<>();
    final Map<Integer, BigInteger> paths = new HashMap<>();
    final Map<Integer, BigInteger> ends = new HashMap<>();
    BigInteger solutions = BigInteger.ZERO;

    Brute(PegBoard b) {
      this.b = b;
      walk(b.start());
    }

    void walk(long m) {
      int pegs = Long.bitCount(m);
      positions.computeIfAbsent(pegs, k -> new HashSet<>()).add(m);
      paths.merge(pegs, BigInteger.ONE, BigInteger::add);
      boolean moved = false;
      for (int[] j : b.jumps()) {
        if ((m >>> j[0] & 1) != 0 && (m >>> j[1] & 1) != 0 && (m >>> j[2] & 1) == 0) {
          walk(m ^ (1L << j[0] | 1L << j[1] | 1L << j[2]));
          moved = true;
        }
      }
      if (!moved) {
        ends.merge(pegs, BigInteger.ONE, BigInteger::add);
        if (m == b.finish()) {
          solutions = solutions.add(BigInteger.ONE);
        }
      }
    }

    long classes(int pegs) {
      Set<Long> canon = new HashSet<>();
      for (long m : positions.get(pegs)) {
        long best = Long.MAX_VALUE;
        for (int[] perm : b.symmetries()) {
          long img = 0;
          for (int h = 0; h < b.holes(); h++) {
            if ((m >>> h & 1) != 0) {
              img |= 1L << perm[h];
            }
          }
          best = Math.min(best, img);
        }
        canon.add(best);
      }
      return canon.size();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"111\n101\n111", "1111\n1011\n1111", "1111\n1111\n1101\n1111",
      ".111.\n11111\n11011\n.111.", "..1..\n.111.\n11011\n.111.\n..1..", "11111\n11011\n11111"})
  void agreesWithBruteForce(String picture) {
    PegBoard b = PegBoard.parse(picture);
    Brute brute = new Brute(b);
    List<PegCensus.Level> census = PegCensus.run(b);
    BigInteger solutions = BigInteger.ZERO;
    for (PegCensus.Level l : census) {
      String where = picture + " level " + l.pegs();
      assertEquals(brute.positions.get(l.pegs()).size(), l.positions(), where);
      assertEquals(brute.classes(l.pegs()), l.classes(), where);
      assertEquals(brute.paths.get(l.pegs()), l.paths(), where);
      assertEquals(brute.ends.getOrDefault(l.pegs(), BigInteger.ZERO), l.ends(), where);
      solutions = solutions.add(l.solutions());
    }
    assertEquals(brute.positions.size(), census.size(), picture);
    assertEquals(brute.solutions, solutions, picture);
  }

  @Test
  void theEnglishBoardHasItsEightSymmetries() {
    PegBoard b = PegBoard.english();
    assertEquals(33, b.holes());
    assertEquals(8, b.symmetryCount());
    assertEquals(76, b.jumps().length);
    assertEquals(1L << 16, b.finish());
    assertThrows(IllegalArgumentException.class, () -> PegBoard.parse("1x1"));
  }
}
