package org.spiderlab.verifier;

import static java.util.Objects.requireNonNull;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.TextFiles;

/**
 * The checker of proofs of unwinnability (docs/FORMATS.md, "Proofs"): the NO counterpart of the
 * {@link Verifier}. A proof names positions of the game, each reached from an earlier one by a
 * legal move the checker replays, and says of each that it is <i>expanded</i>, that it is a
 * <i>dead end</i>, with a justification the checker recomputes ({@link DeadEndClaim}), or that
 * only its moves inside a stubborn set of piles matter, a claim the checker verifies too ({@link
 * ReductionClaim}). The proof is valid when
 * <ol>
 *   <li>its header names this game (SHA-256 of its text form) and a goal, and it ends with an
 *       {@code end} line that counts its items (a truncated proof fails);
 *   <li>no item has reached the goal;
 *   <li>every successor of every expanded item, by every legal move of the model ({@link
 *       Board#legalMoves()}), and of every item with a pile set, by every legal move inside the
 *       set, is an item up to the order of the piles with their stock columns ({@link
 *       PositionKey}, compared byte for byte);
 *   <li>every dead-end claim and every pile-set claim holds.
 * </ol>
 * Then no position reachable from the start reaches the goal. Suppose one did; among the items
 * from which a goal position is reachable (the start is one) take one, {@code X}, nearest to the
 * goal, at distance {@code d >= 1} ({@code X} has not reached it). {@code X} is no dead end. If
 * it is expanded, the first move of a shortest path leads to an item at distance {@code d - 1};
 * if it has a pile set, some move inside the set does ({@link ReductionClaim}); either way an
 * item nearer to the goal, a contradiction. Positions equal up to the order of the piles have the
 * same distance (thesis 1.3 for the moves; the unsolvability certificates of classical planning,
 * Eriksson, Röger and Helmert, ICAPS 2017, for the idea).
 *
 * <p>The checker uses the model's rules ({@link Board}) and no code of the solver. Its cost is one
 * replayed move per item, the generation and lookup of each expanded item's successors, and one
 * relaxation per dead-end claim and split leaf; its memory is one key per item and per successor
 * not yet named. Stateless and thread-safe.
 */
public final class ProofChecker {
  private ProofChecker() {}

  /** The first line of every proof. */
  public static final String MAGIC = "spiderlab-proof 1";

  /**
   * Checks the proof at {@code path} (plain text, or gzip-compressed) against {@code game}.
   *
   * @param game the game the proof is about
   * @param path the proof file
   * @return the verdict
   * @throws InputFormatException for a malformed line (with the file and line) or an unreadable
   *     file
   */
  public static ProofVerdict check(Game game, Path path) {
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(path))) {
      raw.mark(2);
      int b0 = raw.read();
      int b1 = raw.read();
      raw.reset();
      InputStream in = b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(raw, 1 << 16) : raw;
      return check(game, new InputStreamReader(in, StandardCharsets.UTF_8), path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /**
   * Checks the proof read from {@code reader} against {@code game}.
   *
   * @param game the game the proof is about
   * @param reader the proof text; the caller closes it
   * @param file the name input errors report with the line
   * @return the verdict
   * @throws InputFormatException for a malformed line
   */
  public static ProofVerdict check(Game game, Reader reader, String file) {
    requireNonNull(game, "game");
    requireNonNull(reader, "reader");
    try {
      return new Run(game, new BufferedReader(TextFiles.checked(reader, file), 1 << 16), file)
          .check();
    } catch (IOException e) {
      throw new InputFormatException(file, 0, "cannot read: " + e.getMessage());
    }
  }

  /** A non-negative decimal number of at most 18 digits, or null. */
  static Long number(String w) {
    if (w.isEmpty() || w.length() > 18) {
      return null;
    }
    for (int i = 0; i < w.length(); i++) {
      if (w.charAt(i) < '0' || w.charAt(i) > '9') {
        return null;
      }
    }
    return Long.parseLong(w);
  }

  /** {@code w} cut to 20 characters, for messages. */
  static String cut(String w) {
    return w.length() <= 20 ? w : w.substring(0, 20) + "...";
  }

  /** Where a successor was first generated: the item and the move. */
  private record Source(long item, Move move) {}

  /** One check: the state of the stream. */
  private static final class Run {
    private final Game game;
    private final BufferedReader in;
    private final String file;
    private long line;
    private ProofGoal goal;
    /** The boards of the items on the current path, by depth. */
    private final List<Board> path = new ArrayList<>();
    private final Set<PositionKey> items = new HashSet<>();
    /** Successors not yet named: the first item that generated each, and its move. */
    private final Map<PositionKey, Source> pending = new HashMap<>();
    private long count;
    private long dead;
    private long reduced;
    private final long[] fixpoints = new long[1];
    private long successors;
    /** What the start adds to the claim (an arrangement, a prefix). */
    private String context = "";

    Run(Game game, BufferedReader in, String file) {
      this.game = game;
      this.in = in;
      this.file = file;
    }

    private String[] next() throws IOException {
      String s = in.readLine();
      if (s == null) {
        return null;
      }
      line++;
      if (s.isEmpty() || s.charAt(0) == ' ' || s.endsWith(" ")) {
        throw malformed("a blank line or stray spaces");
      }
      return s.split(" ", -1);
    }

    private InputFormatException malformed(String what) {
      return new InputFormatException(file, line, what);
    }

    ProofVerdict check() throws IOException {
      String[] w = next();
      if (w == null || !String.join(" ", w).equals(MAGIC)) {
        throw malformed("not a proof: the first line must be '" + MAGIC + "'");
      }
      w = next();
      if (w == null || w.length != 2 || !w[0].equals("game")) {
        throw malformed("expected 'game' and the game's SHA-256");
      }
      if (!w[1].equals(GameText.sha256(game))) {
        return new ProofVerdict.Invalid(0, "the proof is about another game (its SHA-256 is "
            + cut(w[1]) + ", this game's " + GameText.sha256(game).substring(0, 16) + "...)");
      }
      w = next();
      if (w == null || !w[0].equals("goal") || (goal = ProofGoal.parse(w)) == null) {
        throw malformed("expected 'goal won', 'goal clears D' or 'goal run H top|any'");
      }
      w = next();
      StringBuilder arrangement = new StringBuilder();
      long arrangementLine = line;
      while (w != null && w[0].equals("arrangement") && w.length > 1) {
        arrangement.append(String.join(" ", java.util.Arrays.copyOfRange(w, 1, w.length)))
            .append('\n');
        w = next();
      }
      Board start = game.toBoard();
      if (arrangement.length() > 0) {
        Game arranged;
        try {
          arranged = GameText.parse(arrangement.toString());
        } catch (InputFormatException e) {
          throw new InputFormatException(file, arrangementLine + e.line() - 1,
              "the arrangement: " + e.problem());
        }
        String why = StartChecks.arrangementOf(game, arranged);
        if (why != null) {
          return new ProofVerdict.Invalid(0, "the arrangement " + why);
        }
        start = arranged.toBoard();
        context = ", in this arrangement of its face-down cards: the game is not fair";
      }
      int prefix = 0;
      while (w != null && w[0].equals("prefix")) {
        Move m = move(w, 1);
        if (afterMove != w.length) {
          throw malformed("expected one move after 'prefix'");
        }
        prefix++;
        String why = start.tryApply(m);
        if (why != null) {
          return new ProofVerdict.Invalid(0, "prefix move " + prefix + " (" + m + ") is illegal: "
              + why);
        }
        w = next();
      }
      if (prefix > 0) {
        context += ", after the prefix of " + prefix + (prefix == 1 ? " move" : " moves")
            + (start.legalMoves().isEmpty() ? " (no legal move after it)" : "")
            + ": the game is not k-easy for any k >= " + prefix;
      }
      if (w == null || !w[0].equals("root")) {
        throw malformed("expected the start position's item 'root'");
      }
      ProofVerdict bad = item(start, w, 1);
      if (bad != null) {
        return bad;
      }
      path.add(lastBoard);
      while ((w = next()) != null) {
        if (w[0].equals("end")) {
          return finish(w);
        }
        Long up = number(w[0]);
        if (up == null) {
          throw malformed("expected an item ('UP MOVE [x ...]') or 'end'");
        }
        Move move = move(w, 1);
        int at = afterMove;
        count++;
        int depth = path.size() - 1;
        if (up > depth) {
          return new ProofVerdict.Invalid(count, "goes up " + up + " levels from depth "
              + depth);
        }
        int parent = (int) (depth - up);
        Board b = path.get(parent).copy();
        String why = b.tryApply(move);
        if (why != null) {
          return new ProofVerdict.Invalid(count, move + " is illegal: " + why);
        }
        bad = item(b, w, at);
        if (bad != null) {
          return bad;
        }
        path.subList(parent + 1, path.size()).clear();
        path.add(b);
      }
      return new ProofVerdict.Invalid(count + 1, "the proof ends without its 'end' line after "
          + count + " items (truncated?)");
    }

    /** The index after the last move read by {@link #move}. */
    private int afterMove;

    /** The move whose words start at {@code w[i]}; sets {@link #afterMove}. */
    private Move move(String[] w, int i) {
      switch (w.length > i ? w[i] : "") {
        case "d" -> {
          afterMove = i + 1;
          return Move.deal();
        }
        case "c" -> {
          afterMove = i + 2;
          return Move.clear(pile(w, i + 1));
        }
        case "m" -> {
          int src = pile(w, i + 1);
          Long h = w.length > i + 2 ? number(w[i + 2]) : null;
          if (h == null || h < 1 || h > Integer.MAX_VALUE) {
            throw malformed("expected the number of cards moved");
          }
          afterMove = i + 4;
          return Move.transfer(src, h.intValue(), pile(w, i + 3));
        }
        default -> throw malformed("expected a move: 'm SRC H DST', 'c SRC' or 'd'");
      }
    }

    /** The pile set of a partial-order claim: distinct pile numbers from {@code w[from]}. */
    private boolean[] piles(String[] w, int from, int pileCount) {
      if (from >= w.length) {
        throw malformed("expected the piles of the set after 'p'");
      }
      boolean[] inP = new boolean[pileCount];
      for (int i = from; i < w.length; i++) {
        int j = pile(w, i);
        if (j >= pileCount) {
          throw malformed("pile " + (j + 1) + " of the set, but the game has " + pileCount
              + " piles");
        }
        if (inP[j]) {
          throw malformed("pile " + (j + 1) + " twice in the set");
        }
        inP[j] = true;
      }
      return inP;
    }

    private int pile(String[] w, int i) {
      Long v = w.length > i ? number(w[i]) : null;
      if (v == null || v < 1 || v > Integer.MAX_VALUE) {
        throw malformed("expected a pile number from 1");
      }
      return (int) (v - 1);
    }

    private Board lastBoard;

    /** Checks the item of {@code b} whose claim starts at {@code w[at]}; null when it holds. */
    private ProofVerdict item(Board b, String[] w, int at) {
      lastBoard = b;
      if (goal.reachedBy(b)) {
        return new ProofVerdict.Invalid(count, "the position has reached the goal (" + goal
            + ")");
      }
      byte[][] segments = PositionKey.segments(b);
      PositionKey key = PositionKey.join(b, segments);
      items.add(key);
      pending.remove(key);
      boolean[] inP = null;
      if (at < w.length && w[at].equals("p")) {
        inP = piles(w, at + 1, b.pileCount());
        String why = ReductionClaim.check(b, game.suits(), goal, inP);
        if (why != null) {
          return new ProofVerdict.Invalid(count, "false partial-order claim: " + why);
        }
        reduced++;
      } else if (at < w.length) {
        if (!w[at].equals("x")) {
          throw malformed("expected 'x' before a dead-end justification or 'p' before a pile set");
        }
        dead++;
        String why = DeadEndClaim.check(b, game.suits(), goal, w, at + 1, fixpoints);
        return why == null ? null : new ProofVerdict.Invalid(count, "false dead end: " + why);
      }
      for (Move m : b.legalMoves()) {
        if (inP != null && !ReductionClaim.inside(inP, m)) {
          continue;
        }
        Board s = b.copy();
        s.apply(m);
        successors++;
        PositionKey k = PositionKey.after(s, segments, m);
        if (!items.contains(k)) {
          pending.putIfAbsent(k, new Source(count, m));
        }
      }
      return null;
    }

    private ProofVerdict finish(String[] w) throws IOException {
      Long n = w.length == 2 ? number(w[1]) : null;
      if (n == null) {
        throw malformed("expected 'end' and the number of items");
      }
      if (in.readLine() != null) {
        line++;
        throw malformed("text after the 'end' line");
      }
      if (n != count) {
        return new ProofVerdict.Invalid(count, "the 'end' line counts " + n + " items, the proof"
            + " has " + count);
      }
      if (!pending.isEmpty()) {
        Source first = pending.values().stream()
            .min(java.util.Comparator.comparingLong(Source::item)).orElseThrow();
        return new ProofVerdict.Invalid(first.item(), "the position after " + first.move()
            + " is not in the proof (" + pending.size() + " successors missing)");
      }
      return new ProofVerdict.Valid(goal.claim() + context, count + 1, dead, reduced, fixpoints[0],
          successors);
    }
  }
}
