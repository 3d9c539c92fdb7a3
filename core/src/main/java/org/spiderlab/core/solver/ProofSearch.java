package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;

/**
 * The search that writes a proof of its NO answer (docs/FORMATS.md, "Proofs"): the complete
 * depth-first search of the {@link Solver}, which writes every position it stores, with the
 * justification of every dead end it prunes ({@code DeadEnds}: the stock test, the
 * {@code CardReach} fixpoint, the split of {@code HostContention} as its case tree), so that the
 * independent checker ({@code org.spiderlab.verifier.ProofChecker}) can recompute every claim.
 *
 * <p>The partial-order reduction stays, each reduced position written with its stubborn set of
 * piles, which the checker verifies; so does the dead-end test, whose claims the checker
 * recomputes, and the symmetry of piles with equal stock columns (the checker compares positions
 * up to it). Run exchange, whose classes the checker does not know, is switched off. The proof is complete only with an {@link SolverStatus#UNWINNABLE} result; with any
 * other result the text written lacks its {@code end} line and proves nothing.
 */
public final class ProofSearch {
  private ProofSearch() {}

  /**
   * The options of the proof-writing search made from {@code options}: the complete depth-first
   * search without run exchange, the same goal, prunings, budgets and listener.
   *
   * @param options the options of the solve whose NO answer is to be proven
   * @return the options the proof-writing search runs with
   */
  public static SolverOptions options(SolverOptions options) {
    checkNotNull(options, "options");
    return options.toBuilder().strategy(SearchStrategy.DFS).shortest(false).runExchange(false)
        .build();
  }

  /**
   * What the proof-writing search found and wrote.
   *
   * @param result the search's result; the proof is complete only when it is UNWINNABLE
   * @param bytes the proof's size in characters, before any compression
   */
  public record Outcome(SolverResult result, long bytes) {
    /**
     * A search's outcome.
     *
     * @param result the result
     * @param bytes the characters written
     */
    public Outcome {
      checkNotNull(result, "result");
    }
  }

  /**
   * Where a proof starts: the game it names (by its digest) and the header lines that lead from
   * that game's start to the position the search starts from (docs/FORMATS.md, "Proofs").
   *
   * @param position the game the search runs on
   * @param named the game the proof names (by its SHA-256, {@link GameText#sha256}) and is
   *     checked against
   * @param lines the {@code arrangement} or {@code prefix} lines of the header, or none
   */
  public record Start(Game position, Game named, List<String> lines) {
    /**
     * A start.
     *
     * @param position the game searched
     * @param named the game the proof names
     * @param lines the header's start lines
     */
    public Start {
      checkNotNull(position, "position");
      checkNotNull(named, "named");
      lines = List.copyOf(lines);
    }

    /**
     * The SHA-256 of the named game, as the proof's {@code game} line holds it.
     *
     * @return the digest in hexadecimal
     */
    public String digest() {
      return GameText.sha256(named);
    }

    /**
     * The start of {@code game} itself.
     *
     * @param game the game
     * @return the start naming {@code game}
     */
    public static Start of(Game game) {
      return new Start(game, game, List.of());
    }

    /**
     * An arrangement of the face-down cards of a FAIR template (thesis 4.3): the proof names the
     * template and carries the arrangement, which the checker compares with it.
     *
     * @param template the template
     * @param arrangement the template with its face-down cards arranged
     * @return the start naming {@code template}
     */
    public static Start arrangement(Game template, Game arrangement) {
      List<String> lines = new ArrayList<>();
      for (String l : GameText.toText(arrangement).split("\n")) {
        if (!l.isEmpty() && !l.startsWith("#")) {
          lines.add("arrangement " + l);
        }
      }
      return new Start(arrangement, template, lines);
    }

    /**
     * The position after a prefix of moves from the start of {@code game} (thesis 4.4): the
     * proof names {@code game} and lists the prefix, which the checker replays.
     *
     * @param game the game
     * @param prefix the moves from its start
     * @param position the position after them, as a game ({@link org.spiderlab.core.Board#snapshot})
     * @return the start naming {@code game}
     */
    public static Start prefix(Game game, List<Move> prefix, Game position) {
      List<String> lines = new ArrayList<>();
      for (Move m : prefix) {
        lines.add("prefix " + m);
      }
      return new Start(position, game, lines);
    }
  }

  /**
   * Searches {@code game} with {@link #options(SolverOptions) options(options)} and writes the
   * proof to {@code out} as it goes (streamed: the search keeps no item in memory).
   *
   * @param game the game
   * @param options the options of the solve to be proven
   * @param out where the proof goes; the caller closes it
   * @return the search's result and the proof's size
   * @throws IOException when {@code out} fails
   */
  public static Outcome solve(Game game, SolverOptions options, Appendable out)
      throws IOException {
    checkNotNull(game, "game");
    return solve(Start.of(game), options, out);
  }

  /**
   * As {@link #solve(Game, SolverOptions, Appendable)}, from {@code start}: an arrangement of a
   * template or the position after a prefix.
   *
   * @param start where the proof starts
   * @param options the options of the solve to be proven
   * @param out where the proof goes; the caller closes it
   * @return the search's result and the proof's size
   * @throws IOException when {@code out} fails
   */
  public static Outcome solve(Start start, SolverOptions options, Appendable out)
      throws IOException {
    checkNotNull(start, "start");
    checkNotNull(out, "out");
    SolverOptions o = options(options);
    ProofLog log = new ProofLog(out);
    Game game = start.position();
    try {
      log.header(start.digest(), o.goal(), start.lines());
      SolverResult r = new DepthFirstSearch(new SearchRun(game, o, null, false), null, log).run();
      return new Outcome(r, log.bytes);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
