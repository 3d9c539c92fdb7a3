package org.spiderlab.verifier;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;

/**
 * Proofs made by the solver's proof-writing search, and an editable form of them for the
 * corruption tests: the header lines, then the items as (parent item, move, claim), written back
 * with the "levels up" of the format recomputed, so that a test can drop or change an item and
 * still get a well-formed proof.
 */
final class ProofFixtures {
  private ProofFixtures() {}

  /**
   * A small unwinnable game with two deals whose proof has expanded items, deals, a clear,
   * dead ends of the stock and a split on a rank ({@code x 1 . . .}).
   */
  static final RandomGames STOCK_FAMILY = new RandomGames(4, 2, 2, 3, 2, 0, Rule.SPIDER);
  static final long STOCK_SEED = 24;

  /** A one-suit game whose proof starts with a partial-order claim ({@code root p 2 3 4 5}). */
  static final RandomGames POR_FAMILY = RandomGames.oneSuit(6, 3, 6);
  static final long POR_SEED = 3;

  /** The proof the proof-writing search writes for {@code g}, or null when g is not UNWINNABLE. */
  static String proofOf(Game g, long maxStates) {
    StringBuilder sb = new StringBuilder();
    try {
      ProofSearch.Outcome o = ProofSearch.solve(g,
          SolverOptions.builder().maxStates(maxStates).build(), sb);
      return o.result().status() == SolverStatus.UNWINNABLE ? sb.toString() : null;
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** The text the proof-writing search wrote for {@code g}, whatever its result. */
  static String partialProofOf(Game g, long maxStates) {
    StringBuilder sb = new StringBuilder();
    try {
      ProofSearch.solve(g, SolverOptions.builder().maxStates(maxStates).build(), sb);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return sb.toString();
  }

  static ProofVerdict check(Game g, String proof) {
    return ProofChecker.check(g, new StringReader(proof), "proof");
  }

  /** One item: its parent's index (-1 for the root), its move ("" for the root), its claim. */
  static final class Item {
    int parent;
    String move;
    /** Null when expanded, else the words after {@code x} (possibly empty). */
    String dead;
    /** The piles of a partial-order claim (the words after {@code p}), or null. */
    String piles;

    Item(int parent, String move, String dead) {
      this.parent = parent;
      this.move = move;
      this.dead = dead;
    }
  }

  /** A proof as header lines and items in file order. */
  static final class Editable {
    final List<String> header = new ArrayList<>();
    final List<Item> items = new ArrayList<>();

    static Editable parse(String text) {
      Editable e = new Editable();
      List<Integer> path = new ArrayList<>();
      for (String line : text.split("\n")) {
        if (line.startsWith("spiderlab-proof") || line.startsWith("game ")
            || line.startsWith("goal ")) {
          e.header.add(line);
          continue;
        }
        if (line.startsWith("end ")) {
          break;
        }
        String[] w = line.split(" ");
        int x = Arrays.asList(w).indexOf("x");
        int pp = Arrays.asList(w).indexOf("p");
        String dead = x < 0 ? null : String.join(" ", Arrays.copyOfRange(w, x + 1, w.length));
        String piles = pp < 0 ? null : String.join(" ", Arrays.copyOfRange(w, pp + 1, w.length));
        int end = x >= 0 ? x : pp >= 0 ? pp : w.length;
        if (w[0].equals("root")) {
          e.items.add(new Item(-1, "", dead));
          e.items.get(0).piles = piles;
          path.add(0);
          continue;
        }
        int up = Integer.parseInt(w[0]);
        int parentDepth = path.size() - 1 - up;
        int parent = path.get(parentDepth);
        path.subList(parentDepth + 1, path.size()).clear();
        path.add(e.items.size());
        e.items.add(new Item(parent, String.join(" ", Arrays.copyOfRange(w, 1, end)), dead));
        e.items.get(e.items.size() - 1).piles = piles;
      }
      return e;
    }

    /** Drops item {@code k} and every item below it. */
    void dropSubtree(int k) {
      boolean[] gone = new boolean[items.size()];
      gone[k] = true;
      for (int i = k + 1; i < items.size(); i++) {
        gone[i] = items.get(i).parent >= 0 && gone[items.get(i).parent];
      }
      int[] newIndex = new int[items.size()];
      List<Item> kept = new ArrayList<>();
      for (int i = 0; i < items.size(); i++) {
        if (!gone[i]) {
          newIndex[i] = kept.size();
          Item it = items.get(i);
          Item copy = new Item(it.parent < 0 ? -1 : newIndex[it.parent], it.move, it.dead);
          copy.piles = it.piles;
          kept.add(copy);
        }
      }
      items.clear();
      items.addAll(kept);
    }

    /** The index of the first item whose line satisfies {@code test}. */
    int find(java.util.function.Predicate<Item> test) {
      for (int i = 0; i < items.size(); i++) {
        if (test.test(items.get(i))) {
          return i;
        }
      }
      throw new AssertionError("no such item in the fixture");
    }

    /** The position of item {@code k}, replayed from the start of {@code game}. */
    org.spiderlab.core.Board board(int k, Game game) {
      List<Integer> chain = new ArrayList<>();
      for (int i = k; i > 0; i = items.get(i).parent) {
        chain.add(0, i);
      }
      org.spiderlab.core.Board b = game.toBoard();
      for (int i : chain) {
        String[] w = items.get(i).move.split(" ");
        b.apply(switch (w[0]) {
          case "d" -> org.spiderlab.core.Move.deal();
          case "c" -> org.spiderlab.core.Move.clear(Integer.parseInt(w[1]) - 1);
          default -> org.spiderlab.core.Move.transfer(Integer.parseInt(w[1]) - 1,
              Integer.parseInt(w[2]), Integer.parseInt(w[3]) - 1);
        });
      }
      return b;
    }

    /** Whether item {@code k} has no item below it. */
    boolean isLeaf(int k) {
      return items.stream().noneMatch(it -> it.parent == k);
    }

    /** The proof text, with its end line counting the items after the root. */
    String text() {
      return text(items.size() - 1);
    }

    /** The proof text with {@code end COUNT}. */
    String text(long count) {
      StringBuilder sb = new StringBuilder();
      header.forEach(h -> sb.append(h).append('\n'));
      int[] depth = new int[items.size()];
      int previous = 0;
      for (int i = 0; i < items.size(); i++) {
        Item it = items.get(i);
        if (it.parent < 0) {
          sb.append("root");
        } else {
          depth[i] = depth[it.parent] + 1;
          sb.append(previous - depth[it.parent]).append(' ').append(it.move);
        }
        if (it.dead != null) {
          sb.append(" x").append(it.dead.isEmpty() ? "" : " " + it.dead);
        } else if (it.piles != null) {
          sb.append(" p ").append(it.piles);
        }
        sb.append('\n');
        previous = depth[i];
      }
      return sb.append("end ").append(count).append('\n').toString();
    }
  }
}
