package org.spiderlab.examples.brainball;

import java.util.ArrayList;
import java.util.List;

/**
 * How many classes of positions (section 4.1) lie at each distance, in flips, from one position:
 * the breadth-first table of section 6.1 (1, 13, 143, 1,547, 16,640, 176,787, 1,850,380 new
 * classes at lengths 0..6), as far as a limit of stored classes allows.
 *
 * @param from the position the distances are measured from
 * @param counts {@code counts.get(d)}: classes at distance exactly d, for every complete layer
 * @param exhausted true when the whole graph was enumerated (no further classes exist)
 * @param stored classes stored when the search ended
 */
public record Distances(Position from, List<Long> counts, boolean exhausted, long stored) {
  /** Copies the list. */
  public Distances {
    counts = List.copyOf(counts);
  }

  /**
   * Breadth-first search from {@code from} until the next layer would store more than
   * {@code maxStates} classes (that layer is then left out) or nothing new is found.
   *
   * @param from the centre, e.g. {@link Position#SOLVED}
   * @param maxStates classes stored at most
   * @return the complete layers
   */
  public static Distances compute(Position from, long maxStates) {
    LongByteMap seen = new LongByteMap(1024);
    long s = from.classKey();
    seen.putIfAbsent(s, 0);
    List<Long> counts = new ArrayList<>(List.of(1L));
    LongByteMap.Layer front = new LongByteMap.Layer();
    front.add(s);
    for (int d = 1; ; d++) {
      LongByteMap.Layer next = new LongByteMap.Layer();
      for (int i = 0; i < front.size(); i++) {
        long x = front.get(i);
        for (int k = 0; k < Position.STONES; k++) {
          long y = RochadeSearch.neighbour(x, k);
          if (seen.putIfAbsent(y, d)) {
            if (seen.size() > maxStates) {
              return new Distances(from, counts, false, seen.size());
            }
            next.add(y);
          }
        }
      }
      if (next.size() == 0) {
        return new Distances(from, counts, true, seen.size());
      }
      counts.add((long) next.size());
      front = next;
    }
  }

  /**
   * f(i) of section 6.1: classes at distance at most {@code d}.
   *
   * @param d a distance of a complete layer
   * @return the cumulative count
   */
  public long cumulative(int d) {
    long sum = 0;
    for (int i = 0; i <= d; i++) {
      sum += counts.get(i);
    }
    return sum;
  }
}
