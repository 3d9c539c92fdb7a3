package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/**
 * The search that writes a proof of its NO answer (docs/FORMATS.md, "Proofs"): the complete
 * depth-first search of the {@link Solver}, which writes every position it stores, with the
 * justification of every dead end it prunes ({@code DeadEnds}: the stock test, the
 * {@code CardReach} fixpoint, the split of {@code HostContention} as its case tree), so that the
 * independent checker ({@code org.spiderlab.verifier.ProofChecker}) can recompute every claim.
 *
 * <p>The prunings whose claims the checker cannot verify yet are switched off for this search:
 * the partial-order reduction (a pruned successor would have to be named or justified) and run
 * exchange (its classes). The symmetry of piles with equal stock columns stays (the checker
 * compares positions up to it), and so does the dead-end test, whose claims the checker
 * recomputes. The proof is complete only with an {@link SolverStatus#UNWINNABLE} result; with any
 * other result the text written lacks its {@code end} line and proves nothing.
 */
public final class ProofSearch {
  private ProofSearch() {}

  /**
   * The options of the proof-writing search made from {@code options}: the complete depth-first
   * search without the partial-order reduction and run exchange, the same goal, budgets and
   * listener.
   *
   * @param options the options of the solve whose NO answer is to be proven
   * @return the options the proof-writing search runs with
   */
  public static SolverOptions options(SolverOptions options) {
    checkNotNull(options, "options");
    return options.toBuilder().strategy(SearchStrategy.DFS).shortest(false).partialOrder(false)
        .runExchange(false).build();
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
    checkNotNull(out, "out");
    SolverOptions o = options(options);
    ProofLog log = new ProofLog(out);
    try {
      log.header(GameText.sha256(game), o.goal());
      SolverResult r = new DepthFirstSearch(new SearchRun(game, o, null, false), null, log).run();
      return new Outcome(r, log.bytes);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
