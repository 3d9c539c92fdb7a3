package org.spiderlab.core.special;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Exact shortest-certificate BFS for small games with pairwise distinct cards, no stock and no
 * face-down cards (tests only; used for the Hanoi towers of thesis 4.6.1).
 *
 * <p>State encoding (exact, no symmetry reduction): under both rules a card only ever lands on a
 * strictly higher card or on an empty pile, and a moved run is strictly decreasing; so every pile
 * is a still untouched prefix of its initial contents followed by a strictly decreasing part. A
 * state is therefore determined by the prefix length of every pile and the location (pile, or
 * "cleared") of every card: the decreasing part of a pile is its non-prefix cards sorted by
 * descending rank (no two of them share a rank). Everything is packed into one {@code long}.
 */
final class CompactBfs {

  /**
   * @param shortest a shortest winning certificate (clears counted as moves), or null
   * @param states distinct states visited
   */
  record Outcome(List<Move> shortest, int states) {}

  private final Game game;
  private final int p;
  private final int n;
  private final int cards;
  private final int[] rankOf;
  private final int[] suitOf;
  private final int[][] initial; // card ids per pile
  private final int locBits;
  private final int[] prefixBits;
  private final int[] idOf; // (rank, suit) -> id

  CompactBfs(Game game) {
    checkArgument(game.dealCount() == 0, "no stock");
    this.game = game;
    this.p = game.pileCount();
    this.n = game.maxRank();
    this.cards = game.tableauCardCount();
    rankOf = new int[cards];
    suitOf = new int[cards];
    initial = new int[p][];
    idOf = new int[(n + 1) * (game.suits() + 1)];
    Arrays.fill(idOf, -1);
    int id = 0;
    for (int i = 0; i < p; i++) {
      initial[i] = new int[game.pileSize(i)];
      for (int j = 0; j < game.pileSize(i); j++) {
        Card c = game.card(i, j);
        checkArgument(!c.faceDown(), "no face-down cards");
        int key = c.rank() * (game.suits() + 1) + c.suit();
        checkArgument(idOf[key] < 0, "cards must be distinct: %s", c);
        idOf[key] = id;
        rankOf[id] = c.rank();
        suitOf[id] = c.suit();
        initial[i][j] = id++;
      }
    }
    locBits = 32 - Integer.numberOfLeadingZeros(p); // values 0..p, p = cleared
    prefixBits = new int[p];
    int total = locBits * cards;
    for (int i = 0; i < p; i++) {
      prefixBits[i] = 32 - Integer.numberOfLeadingZeros(initial[i].length);
      total += prefixBits[i];
    }
    checkArgument(total <= 63, "state needs %s bits, more than 63", total);
  }

  private long encode(int[] prefix, int[] loc) {
    long k = 0;
    for (int i = 0; i < p; i++) {
      k = (k << prefixBits[i]) | prefix[i];
    }
    for (int c = 0; c < cards; c++) {
      k = (k << locBits) | loc[c];
    }
    return k;
  }

  private void decode(long k, int[] prefix, int[] loc) {
    for (int c = cards - 1; c >= 0; c--) {
      loc[c] = (int) (k & ((1L << locBits) - 1));
      k >>>= locBits;
    }
    for (int i = p - 1; i >= 0; i--) {
      prefix[i] = (int) (k & ((1L << prefixBits[i]) - 1));
      k >>>= prefixBits[i];
    }
  }

  /** Builds the piles (card ids bottom to top) of a decoded state into piles/sizes. */
  private void piles(int[] prefix, int[] loc, int[][] piles, int[] sizes, int[] byRank) {
    for (int i = 0; i < p; i++) {
      System.arraycopy(initial[i], 0, piles[i], 0, prefix[i]);
      sizes[i] = prefix[i];
    }
    boolean[] inPrefix = new boolean[cards];
    for (int i = 0; i < p; i++) {
      for (int j = 0; j < prefix[i]; j++) {
        inPrefix[initial[i][j]] = true;
      }
    }
    for (int idx = 0; idx < cards; idx++) {
      int c = byRank[idx];
      if (!inPrefix[c] && loc[c] < p) {
        piles[loc[c]][sizes[loc[c]]++] = c;
      }
    }
  }

  private boolean accepts(int targetRank, int movedRank) {
    return game.rule().accepts(targetRank, movedRank);
  }

  private boolean step(int below, int above) {
    return suitOf[below] == suitOf[above] && rankOf[below] == rankOf[above] + 1;
  }

  /** Exact BFS; throws IllegalStateException beyond maxStates. */
  Outcome solve(int maxStates) {
    Integer[] order = new Integer[cards];
    for (int i = 0; i < cards; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Integer.compare(rankOf[b], rankOf[a]));
    int[] byRank = Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    int[] prefix = new int[p];
    int[] loc = new int[cards];
    for (int i = 0; i < p; i++) {
      prefix[i] = initial[i].length;
      for (int c : initial[i]) {
        loc[c] = i;
      }
    }
    LongIndex index = new LongIndex(maxStates);
    long[] states = new long[Math.min(maxStates, 1 << 16)];
    int[] parent = new int[states.length];
    int count = 0;
    long start = encode(prefix, loc);
    index.put(start, 0);
    states[count] = start;
    parent[count++] = -1;
    int[][] piles = new int[p][cards];
    int[] sizes = new int[p];
    int goal = -1;
    long goalKey = encode(new int[p], filled(cards, p));
    if (start == goalKey) {
      goal = 0;
    }
    for (int head = 0; head < count && goal < 0; head++) {
      decode(states[head], prefix, loc);
      piles(prefix, loc, piles, sizes, byRank);
      for (Move m : moves(piles, sizes)) {
        long child = apply(m, prefix, loc, piles, sizes);
        if (index.get(child) < 0) {
          if (count == maxStates) {
            throw new IllegalStateException("more than " + maxStates + " states");
          }
          if (count == states.length) {
            states = Arrays.copyOf(states, Math.min(maxStates, states.length * 2));
            parent = Arrays.copyOf(parent, states.length);
          }
          index.put(child, count);
          states[count] = child;
          parent[count++] = head;
          if (child == goalKey) {
            goal = count - 1;
            break;
          }
        }
      }
    }
    if (goal < 0) {
      return new Outcome(null, count);
    }
    List<Integer> chain = new ArrayList<>();
    for (int s = goal; s >= 0; s = parent[s]) {
      chain.add(s);
    }
    Collections.reverse(chain);
    List<Move> cert = new ArrayList<>();
    for (int i = 0; i + 1 < chain.size(); i++) {
      decode(states[chain.get(i)], prefix, loc);
      piles(prefix, loc, piles, sizes, byRank);
      long want = states[chain.get(i + 1)];
      Move found = null;
      for (Move m : moves(piles, sizes)) {
        if (apply(m, prefix, loc, piles, sizes) == want) {
          found = m;
          break;
        }
      }
      cert.add(found);
    }
    return new Outcome(cert, count);
  }

  private static int[] filled(int len, int v) {
    int[] a = new int[len];
    Arrays.fill(a, v);
    return a;
  }

  private List<Move> moves(int[][] piles, int[] sizes) {
    List<Move> out = new ArrayList<>();
    for (int src = 0; src < p; src++) {
      int s = sizes[src];
      if (s == 0) {
        continue;
      }
      int[] a = piles[src];
      int run = 1;
      while (run < s && step(a[s - run - 1], a[s - run])) {
        run++;
      }
      if (run >= n && rankOf[a[s - n]] == n) {
        out.add(Move.clear(src));
      }
      for (int h = 1; h <= run; h++) {
        int low = rankOf[a[s - h]];
        for (int dst = 0; dst < p; dst++) {
          if (dst != src && (sizes[dst] == 0 || accepts(rankOf[piles[dst][sizes[dst] - 1]], low))) {
            out.add(Move.transfer(src, h, dst));
          }
        }
      }
    }
    return out;
  }

  /** The key of the state after m (prefix/loc/piles are restored afterwards). */
  private long apply(Move m, int[] prefix, int[] loc, int[][] piles, int[] sizes) {
    int src;
    int h;
    int dst;
    if (m instanceof Move.Clear c) {
      src = c.source();
      h = n;
      dst = p;
    } else {
      Move.Transfer t = (Move.Transfer) m;
      src = t.source();
      h = t.count();
      dst = t.target();
    }
    int s = sizes[src];
    int oldPrefix = prefix[src];
    prefix[src] = Math.min(oldPrefix, s - h);
    for (int i = s - h; i < s; i++) {
      loc[piles[src][i]] = dst;
    }
    long key = encode(prefix, loc);
    prefix[src] = oldPrefix;
    for (int i = s - h; i < s; i++) {
      loc[piles[src][i]] = src;
    }
    return key;
  }

  /** Open-addressing long -> int map that doubles at load 1/2. */
  private static final class LongIndex {
    private long[] keys = new long[1 << 12];
    private int[] values = filled(1 << 12, -1);
    private int size;

    LongIndex(int unused) {}

    private static int slot(long[] ks, int[] vs, long k) {
      int mask = ks.length - 1;
      long h = k * 0x9E3779B97F4A7C15L;
      int i = (int) (h ^ (h >>> 32)) & mask;
      while (vs[i] >= 0 && ks[i] != k) {
        i = (i + 1) & mask;
      }
      return i;
    }

    int get(long k) {
      return values[slot(keys, values, k)];
    }

    void put(long k, int v) {
      if (2 * (size + 1) > keys.length) {
        long[] nk = new long[keys.length * 2];
        int[] nv = filled(nk.length, -1);
        for (int i = 0; i < keys.length; i++) {
          if (values[i] >= 0) {
            int j = slot(nk, nv, keys[i]);
            nk[j] = keys[i];
            nv[j] = values[i];
          }
        }
        keys = nk;
        values = nv;
      }
      int i = slot(keys, values, k);
      if (values[i] < 0) {
        size++;
      }
      keys[i] = k;
      values[i] = v;
    }
  }

  /** Replays a certificate on the core board; null if it wins. */
  static String verify(Game g, List<Move> cert) {
    Board b = g.toBoard();
    for (Move m : cert) {
      String why = b.tryApply(m);
      if (why != null) {
        return m + ": " + why;
      }
    }
    return b.isWon() ? null : "not won";
  }
}
