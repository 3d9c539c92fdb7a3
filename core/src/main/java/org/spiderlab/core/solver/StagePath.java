package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * The path of {@link BestFirstSearch}: the table entries from the start to the position the phase
 * stands on, with the moves and their undo information, so that the next position is reached by
 * taking back moves to the common ancestor and playing the rest of its stored chain. An index from entry to place on the
 * path (open addressing, linear probing) stops the walk up the parent links at the first entry
 * on the path, the common ancestor, instead of at the start: within a stage most pops lie a few
 * moves below an entry of the path, hundreds below the start (docs/PERFORMANCE.md, "The
 * best-first path"). Entries leave the index in the reverse order of their insertion, and
 * removing the newest key of a linear-probing table restores exactly the table before its
 * insertion, so a removal just clears its slot.
 */
final class StagePath {
  private long[] entries = new long[256];
  private long[] moves = new long[256];
  private int[] undo = new int[256];
  private long[] target = new long[256];
  /** Moves on the path; {@code entries[0..len]} are its positions, {@code entries[0]} the start. */
  private int len;
  /** The index: {@code keys[i]} an entry on the path (0 = free slot), {@code at[i]} its place. */
  private long[] keys;
  private int[] at;

  StagePath() {
    this(1024);
  }

  /** A path whose index starts with {@code slots} slots, a power of two (small in the tests). */
  StagePath(int slots) {
    keys = new long[slots];
    at = new int[slots];
  }

  /** Takes {@code s}, standing at the path's end, to table entry {@code e}. */
  void moveTo(Position s, StateTable table, long e) {
    int n = 0;
    int common = 0;
    for (long q = e; q != 0; q = table.parentOf(q)) {
      int i = indexOf(q);
      if (i > 0) {
        common = i;
        break;
      }
      if (n == target.length) {
        target = Arrays.copyOf(target, 2 * n);
      }
      target[n++] = q;
    }
    // target[n-1 .. 0] are the entries after common+1 .. common+n moves
    while (len > common) {
      remove(entries[len]);
      len--;
      s.undo(moves[len], undo[len]);
    }
    if (entries.length <= common + n + 1) {
      int c = 2 * (common + n) + 2;
      entries = Arrays.copyOf(entries, c);
      moves = Arrays.copyOf(moves, c);
      undo = Arrays.copyOf(undo, c);
    }
    for (int i = n - 1; i >= 0; i--) {
      long q = target[i];
      long m = table.moveOf(q);
      undo[len] = s.apply(m);
      moves[len] = m;
      len++;
      entries[len] = q;
      insert(q, len);
    }
  }

  /** The table entries from the start's first move to the path's end (for the tests). */
  long[] entries() {
    return Arrays.copyOfRange(entries, 1, len + 1);
  }

  private int slot(long q) {
    long h = q * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & (keys.length - 1);
  }

  /** The place of entry {@code q} on the path, or 0 when it is not on it. */
  private int indexOf(long q) {
    for (int i = slot(q); ; i = (i + 1) & (keys.length - 1)) {
      if (keys[i] == q) {
        return at[i];
      }
      if (keys[i] == 0) {
        return 0;
      }
    }
  }

  private void insert(long q, int place) {
    if (2 * place > keys.length) { // keep the load at most one half: rebuild, doubled
      keys = new long[2 * keys.length];
      at = new int[keys.length];
      for (int p = 1; p < place; p++) {
        put(entries[p], p);
      }
    }
    put(q, place);
  }

  private void put(long q, int place) {
    int i = slot(q);
    while (keys[i] != 0) {
      i = (i + 1) & (keys.length - 1);
    }
    keys[i] = q;
    at[i] = place;
  }

  /** Removes {@code q}, the newest key (see the class documentation). */
  private void remove(long q) {
    int i = slot(q);
    while (keys[i] != q) {
      i = (i + 1) & (keys.length - 1);
    }
    keys[i] = 0;
  }
}
