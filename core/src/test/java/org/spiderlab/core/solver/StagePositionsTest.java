package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;

/**
 * {@link StagePositions} against the public {@link Board} on random walks through KPatience's
 * one-, two- and four-suit deals: the face-down count, which moves are pointless (a run that
 * lies on its suit's next higher card moved onto a card: never a turn, never an emptied pile),
 * and the tops signature (equal exactly when the tops and the face-down count are).
 */
class StagePositionsTest {

  @Test
  void agreesWithTheBoardOnRandomWalks() {
    int pointless = 0;
    int others = 0;
    Map<String, Long> signatures = new HashMap<>();
    Map<Long, String> shapes = new HashMap<>();
    for (int suits : new int[] {1, 2, 4}) {
      for (long number = 1; number <= 12; number++) {
        Game g = KpatienceDeals.deal(suits, number);
        SplittableRandom rnd = new SplittableRandom(number * 31 + suits);
        for (int walk = 0; walk < 6; walk++) {
          Position s = Position.start(g);
          Board b = g.toBoard();
          MoveGenerator gen = new MoveGenerator(s.pileCount());
          for (int step = 0; step < 60; step++) {
            String where = "KPatience deal " + number + " with " + suits + " suits, walk " + walk
                + " step " + step + " (seed " + (number * 31 + suits) + ")";
            assertEquals(faceDown(b), StagePositions.faceDown(s), where);
            String shape = tops(b) + " / " + faceDown(b);
            long sig = StagePositions.topsSignature(s);
            assertEquals(signatures.computeIfAbsent(shape, x -> sig), sig, where + ": " + shape);
            assertEquals(shapes.computeIfAbsent(sig, x -> shape), shape, where + ": collision");
            int cnt = gen.generate(s, false, false);
            if (cnt == 0) {
              break;
            }
            long[] ms = Arrays.copyOf(gen.moves(), cnt);
            for (long m : ms) {
              boolean p = StagePositions.pointless(s, m);
              assertEquals(reference(b, m), p, where + ": " + PackedMove.toMove(m));
              if (p) {
                pointless++;
                Board after = b.copy();
                after.apply(PackedMove.toMove(m));
                assertEquals(faceDown(b), faceDown(after), where + ": a pointless move turned");
                assertEquals(b.nonEmptyPiles(), after.nonEmptyPiles(), where + ": emptied");
              } else {
                others++;
              }
            }
            long m = ms[rnd.nextInt(cnt)];
            s.apply(m);
            b.apply(PackedMove.toMove(m));
          }
        }
      }
    }
    assertTrue(pointless > 100 && others > 1000, pointless + " pointless, " + others + " others");
  }

  /** Whether {@code m} moves a part of a pile onto a card and its lowest card continues a run. */
  private static boolean reference(Board b, long m) {
    if (PackedMove.kind(m) != PackedMove.TRANSFER) {
      return false;
    }
    int src = PackedMove.src(m);
    int h = PackedMove.count(m);
    int sz = b.pileSize(src);
    if (h == sz || b.pileSize(PackedMove.dst(m)) == 0) {
      return false;
    }
    Card below = b.cardAt(src, sz - h - 1);
    Card lowest = b.cardAt(src, sz - h);
    return !below.faceDown() && below.suit() == lowest.suit()
        && below.rank() == lowest.rank() + 1;
  }

  private static int faceDown(Board b) {
    int n = 0;
    for (int j = 0; j < b.pileCount(); j++) {
      for (int i = 0; i < b.pileSize(j); i++) {
        n += b.cardAt(j, i).faceDown() ? 1 : 0;
      }
    }
    return n;
  }

  private static List<String> tops(Board b) {
    List<String> out = new ArrayList<>();
    for (int j = 0; j < b.pileCount(); j++) {
      int sz = b.pileSize(j);
      out.add(sz == 0 ? "-" : b.cardAt(j, sz - 1).label());
    }
    return out;
  }
}
