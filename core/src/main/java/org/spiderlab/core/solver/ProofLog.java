package org.spiderlab.core.solver;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Writes the items of a proof of unwinnability as the depth-first search stores positions
 * (docs/FORMATS.md, "Proofs"; the checker is {@code org.spiderlab.verifier.ProofChecker}): the
 * start as {@code root}, then every new position as the number of levels up from the previous
 * item to its parent and the move from the parent, with {@code x} and the justification when
 * the dead-end test pruned it, or {@code p} and the piles of the stubborn set when the
 * partial-order reduction kept only the moves among them. Every position the search stores is
 * an item, and every item not marked dead was expanded, so the items are closed under the moves
 * the search kept.
 */
final class ProofLog {

  private final Appendable out;
  private final StringBuilder line = new StringBuilder(64);
  private long items;
  private int previousDepth;
  /** Bytes written so far. */
  long bytes;

  ProofLog(Appendable out) {
    this.out = out;
  }

  /** The header: the magic line, the game's digest, the goal and the start's lines. */
  void header(String digest, Goal goal, java.util.List<String> start) {
    line.setLength(0);
    line.append("spiderlab-proof 1\ngame ").append(digest).append("\ngoal ");
    if (goal instanceof Goal.Clears c) {
      line.append("clears ").append(c.runs());
    } else if (goal instanceof Goal.RunHeight h) {
      line.append("run ").append(h.height()).append(' ')
          .append(h.reading().name().toLowerCase(java.util.Locale.ROOT));
    } else {
      line.append("won");
    }
    for (String l : start) {
      line.append('\n').append(l);
    }
    write();
  }

  /** The claim of a dead end with the justification {@code words} (possibly empty). */
  static String dead(String words) {
    return words.isEmpty() ? "x" : "x " + words;
  }

  /**
   * The start position; {@code claim} is {@link #dead}'s, a partial-order claim ({@code p ...}),
   * or null when every successor follows.
   */
  void root(String claim) {
    line.setLength(0);
    line.append("root");
    claim(claim);
    write();
  }

  /**
   * A new position, reached by {@code move} from the item at depth {@code parentDepth} of the
   * search path; {@code claim} as for {@link #root}.
   */
  void item(int parentDepth, long move, String claim) {
    line.setLength(0);
    line.append(previousDepth - parentDepth).append(' ').append(PackedMove.toMove(move));
    claim(claim);
    write();
    items++;
    previousDepth = parentDepth + 1;
  }

  /** The last line: the number of items after the root. */
  void end() {
    line.setLength(0);
    line.append("end ").append(items);
    write();
  }

  private void claim(String claim) {
    if (claim != null) {
      line.append(' ').append(claim);
    }
  }

  private void write() {
    line.append('\n');
    bytes += line.length();
    try {
      out.append(line);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
