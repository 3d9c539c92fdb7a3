package org.spiderlab.reductions.threesat;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;
import org.spiderlab.core.Move;

/**
 * A compact, append-only list of moves (three {@code int}s per move instead of one object), so
 * that certificates of reduced instances with millions of moves stay small. Read-only for
 * callers; {@link #get} builds the {@link Move} on demand.
 */
final class PackedMoves extends AbstractList<Move> implements RandomAccess {
  private int[] data = new int[48];
  private int size;

  void add(int source, int count, int target) {
    if (3 * size + 3 > data.length) {
      data = Arrays.copyOf(data, Math.max(data.length * 2, 48));
    }
    data[3 * size] = source;
    data[3 * size + 1] = count;
    data[3 * size + 2] = target;
    size++;
  }

  /** Clears are stored with count 0. */
  void addClear(int source) {
    add(source, 0, 0);
  }

  @Override
  public boolean add(Move m) {
    if (m instanceof Move.Transfer t) {
      add(t.source(), t.count(), t.target());
    } else if (m instanceof Move.Clear c) {
      addClear(c.source());
    } else {
      add(0, -1, 0);
    }
    return true;
  }

  @Override
  public Move get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("move " + index + " of " + size);
    }
    int count = data[3 * index + 1];
    if (count > 0) {
      return Move.transfer(data[3 * index], count, data[3 * index + 2]);
    }
    return count == 0 ? Move.clear(data[3 * index]) : Move.deal();
  }

  @Override
  public int size() {
    return size;
  }

  void trim() {
    data = Arrays.copyOf(data, 3 * size);
  }
}
