package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * PySolFC's numbered Spider deals (games "Spider", "Spider (2 Suits)" and "Spider (1 Suit)",
 * PySolFC game ids 11, 270 and 269), the numbering plspider uses, reproduced exactly: deal number
 * N with 1, 2 or 4 suits is {@link #deal(int, long)}. Pinned in tests against the layouts PySolFC's
 * own code deals ({@code Game.createCards}, {@code Game.shuffle}, {@code Spider.startGame} with
 * {@code pysol_cards}' generators, run headless; docs/DEALS.md).
 *
 * <p><b>Cards.</b> Deck by deck, suit by suit in the game's suit list (4 suits: clubs, spades,
 * hearts, diamonds; 2 suits: clubs, clubs, hearts, hearts; 1 suit: four times clubs), ace to
 * king: 104 cards.
 *
 * <p><b>Shuffle.</b> For {@code n} from 103 down to 1, {@code j = randint(0, n)} and the cards at
 * {@code n} and {@code j} are swapped. Game numbers below 32,000 use the linear congruential
 * generator of Windows FreeCell ({@code randint(a, b) = a + rand() mod (b - a + 1)}, the same
 * sequence as {@link KpatienceDeals#shuffled}); larger ones Python's Mersenne Twister seeded with
 * the number ({@code randint(a, b) = a + floor(random() * (b - a + 1))}).
 *
 * <p><b>Deal.</b> The shuffled list's last card is the top of the stock. Four rows go round all
 * ten piles and a fifth to piles 1, 4, 7 and 10, face down; then a row face up: 54 cards. Each of
 * the five deals hands the next ten cards from the top to piles 1 to 10.
 *
 * <p><b>Suits.</b> SpiderLab's suits are S H C D (1..4). With four suits PySolFC's suits keep
 * their names; with two, its clubs are SpiderLab's spades and its hearts stay hearts; with one,
 * its clubs are spades. Suits are interchangeable in the rules, so the games are the same.
 *
 * <p><b>Rules.</b> PySolFC's Spider (game 11) plays as SpiderLab's SPIDER rule: a run of one suit
 * moves onto a card one rank higher or an empty pile, a deal needs every pile non-empty, a
 * complete run from king to ace goes to the foundation when the player moves it there, as a clear
 * is a move in SpiderLab. PySolFC's option "Auto drop" (off by default) drops such a run at once;
 * that is eager clearing, which can lose a winnable game ({@code org.spiderlab.core.solver.Solver}
 * keeps its two counterexamples), so SpiderLab's rule is PySolFC's default.
 */
public final class PysolDeals {
  /** The smallest game number PySolFC deals (its generator refuses 0). */
  public static final long MIN_NUMBER = 1;
  /** Numbers below this use the FreeCell generator, from it on the Mersenne Twister. */
  public static final long FIRST_MT_NUMBER = 32_000;

  private static final int PILES = 10;

  private PysolDeals() {}

  /** PySolFC's deal {@code number} of Spider with {@code suits} (1, 2 or 4) suits. */
  public static Game deal(int suits, long number) {
    StandardDeals.checkSuits(suits);
    checkArgument(number >= MIN_NUMBER, "PySolFC's game numbers start at %s, got %s",
        MIN_NUMBER, number);
    int[] suitList = suits == 4 ? new int[] {3, 1, 2, 4} : suits == 2 ? new int[] {1, 1, 2, 2}
        : new int[] {1, 1, 1, 1};
    List<Card> cards = new ArrayList<>(104);
    for (int deck = 0; deck < 2; deck++) {
      for (int suit : suitList) {
        for (int rank = 1; rank <= 13; rank++) {
          cards.add(new Card(rank, suit, true));
        }
      }
    }
    List<Card> talon = number < FIRST_MT_NUMBER ? KpatienceDeals.shuffled(cards, number)
        : twisterShuffled(cards, number);
    List<List<Card>> piles = new ArrayList<>();
    for (int j = 0; j < PILES; j++) {
      piles.add(new ArrayList<>());
    }
    for (int round = 0; round < 4; round++) {
      for (int j = 0; j < PILES; j++) {
        piles.get(j).add(talon.remove(talon.size() - 1));
      }
    }
    for (int j = 0; j < PILES; j += 3) {
      piles.get(j).add(talon.remove(talon.size() - 1));
    }
    for (int j = 0; j < PILES; j++) {
      piles.get(j).add(talon.remove(talon.size() - 1).up());
    }
    Game.Builder b = Game.builder(13, suits);
    piles.forEach(b::pile);
    while (!talon.isEmpty()) {
      List<Card> row = new ArrayList<>(PILES);
      for (int j = 0; j < PILES; j++) {
        row.add(talon.remove(talon.size() - 1).up());
      }
      b.deal(row);
    }
    return b.build();
  }

  /** The shuffle of PySolFC's {@code RandomBase.shuffle} with Python's Mersenne Twister. */
  static <T> List<T> twisterShuffled(List<T> cards, long number) {
    List<T> result = new ArrayList<>(cards);
    PythonRandom r = new PythonRandom(number);
    for (int n = result.size() - 1; n > 0; n--) {
      int j = (int) (r.random() * (n + 1));
      T t = result.get(n);
      result.set(n, result.get(j));
      result.set(j, t);
    }
    return result;
  }

  /**
   * Python's {@code random.Random(seed)} for a non-negative integer seed: MT19937 seeded by
   * {@code init_by_array} with the seed's 32-bit words, least significant first, and {@code
   * random()} of 53 bits (Matsumoto and Nishimura's reference code, as CPython uses it).
   */
  static final class PythonRandom {
    private static final int N = 624;
    private static final int M = 397;
    private final int[] mt = new int[N];
    private int mti;

    PythonRandom(long seed) {
      checkArgument(seed >= 0, "a non-negative seed, got %s", seed);
      int[] key = seed >>> 32 == 0 ? new int[] {(int) seed}
          : new int[] {(int) seed, (int) (seed >>> 32)};
      initByArray(key);
    }

    private void initGenrand(int s) {
      mt[0] = s;
      for (mti = 1; mti < N; mti++) {
        mt[mti] = 1812433253 * (mt[mti - 1] ^ (mt[mti - 1] >>> 30)) + mti;
      }
    }

    private void initByArray(int[] key) {
      initGenrand(19650218);
      int i = 1;
      int j = 0;
      for (int k = Math.max(N, key.length); k > 0; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
        i++;
        j++;
        if (i >= N) {
          mt[0] = mt[N - 1];
          i = 1;
        }
        if (j >= key.length) {
          j = 0;
        }
      }
      for (int k = N - 1; k > 0; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
        i++;
        if (i >= N) {
          mt[0] = mt[N - 1];
          i = 1;
        }
      }
      mt[0] = 0x80000000;
    }

    private int next() {
      if (mti >= N) {
        int kk;
        for (kk = 0; kk < N - M; kk++) {
          int y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
          mt[kk] = mt[kk + M] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        }
        for (; kk < N - 1; kk++) {
          int y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
          mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        }
        int y = (mt[N - 1] & 0x80000000) | (mt[0] & 0x7fffffff);
        mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        mti = 0;
      }
      int y = mt[mti++];
      y ^= y >>> 11;
      y ^= (y << 7) & 0x9d2c5680;
      y ^= (y << 15) & 0xefc60000;
      y ^= y >>> 18;
      return y;
    }

    /** A double in [0, 1) of 53 random bits ({@code genrand_res53}). */
    double random() {
      long a = (next() >>> 5) & 0xffffffffL;
      long b = (next() >>> 6) & 0xffffffffL;
      return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
  }
}
