package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The planning formula of one game and one horizon as a plain CNF, for any SAT solver: {@link
 * PlanEncoding} unrolled to {@code L} steps with the goal at {@code L} and the move budget as unit
 * clauses. It is satisfiable exactly when the game has a win within {@code L} moves, and a model
 * {@link #decode}s to such a win. The DIMACS text names the horizon and the game's SHA-256 ({@link
 * GameText#sha256}) in its first comment line, which {@link #header} reads back, so that the model
 * of an external solver is decoded against the right formula.
 */
public final class PlanFormula {
  /** The first comment line's tag. */
  public static final String TAG = "spiderlab-plan";

  private final Game game;
  private final int horizon;
  private final EncodingVariant variant;
  private final PlanEncoding encoding;
  private final Cnf cnf;

  private PlanFormula(Game game, int horizon, EncodingVariant variant) {
    this.game = game;
    this.horizon = horizon;
    this.variant = variant;
    List<int[]> clauses = new ArrayList<>();
    encoding = PlanEncoding.start(game, horizon, variant, clauses::add);
    for (int t = 1; t <= horizon; t++) {
      encoding.extend(clauses::add);
    }
    clauses.add(new int[] {encoding.goal(horizon)});
    int budget = encoding.budget(horizon);
    if (budget != 1) {
      clauses.add(new int[] {budget});
    }
    Cnf.Builder b = Cnf.builder(encoding.variables());
    for (int[] c : clauses) {
      b.clause(c);
    }
    cnf = b.build();
  }

  /**
   * The formula "{@code game} is won within {@code horizon} moves".
   *
   * @throws IllegalArgumentException for a negative horizon a horizon beyond {@link
   *     PlanEncoding#MAX_HORIZON}, or a game of more than {@link PlanEncoding#MAX_CARDS} cards
   */
  public static PlanFormula of(Game game, int horizon) {
    return of(game, horizon, EncodingVariant.DEFAULT);
  }

  /**
   * As {@link #of(Game, int)}, in the encoding variant {@code variant}, which the header names
   * when it is not the default.
   */
  public static PlanFormula of(Game game, int horizon, EncodingVariant variant) {
    checkNotNull(game, "game");
    checkNotNull(variant, "variant");
    checkArgument(horizon >= 0 && horizon <= PlanEncoding.MAX_HORIZON,
        "the horizon must be 0..%s, got %s", PlanEncoding.MAX_HORIZON, horizon);
    return new PlanFormula(game, horizon, variant);
  }

  public Cnf cnf() {
    return cnf;
  }

  public int horizon() {
    return horizon;
  }

  /** A lower bound on every win's length (see {@link PlanEncoding#lowerBound}). */
  public int lowerBound() {
    return encoding.lowerBound();
  }

  /** The DIMACS text, with the header comment that {@link #header} reads. */
  public String toDimacs() {
    return cnf.toDimacs(String.format(Locale.ROOT, "%s horizon %d game %s%s%nsatisfiable exactly"
        + " when the game is won within %d moves; spiderlab plan-decode GAME THIS-FILE MODEL"
        + " turns a model into the moves", TAG, horizon, GameText.sha256(game),
        variant.equals(EncodingVariant.DEFAULT) ? "" : " encoding " + variant, horizon));
  }

  /**
   * The horizon, game hash and encoding variant of a header comment line ({@code spiderlab-plan
   * horizon L game SHA [encoding NAMES]}, without the leading {@code c}), or {@code null} if the
   * line is not one.
   *
   * @throws IllegalArgumentException if the line is a header whose encoding variant is unknown
   */
  public static Header header(String comment) {
    String[] w = comment.trim().split("\\s+");
    if (w.length != 5 && w.length != 7 || !w[0].equals(TAG) || !w[1].equals("horizon")
        || !w[3].equals("game") || !w[2].matches("\\d{1,9}") || !w[4].matches("[0-9a-f]{64}")
        || w.length == 7 && !w[5].equals("encoding")) {
      return null;
    }
    EncodingVariant v = w.length == 7 ? EncodingVariant.parse(w[6]) : EncodingVariant.DEFAULT;
    return new Header(Integer.parseInt(w[2]), w[4], v);
  }

  /**
   * What a planning formula's header names.
   *
   * @param horizon the horizon
   * @param gameSha256 the game's {@link GameText#sha256}
   * @param encoding the encoding variant ({@link EncodingVariant#DEFAULT} if the header names none)
   */
  public record Header(int horizon, String gameSha256, EncodingVariant encoding) {}

  /**
   * The win a model describes, replayed by the verifier.
   *
   * @throws IllegalArgumentException if the model falsifies a clause (the message names it)
   */
  public List<Move> decode(Assignment model) {
    checkNotNull(model, "model");
    checkArgument(model.variables() >= cnf.variables(), "the model has %s variables, the formula %s",
        model.variables(), cnf.variables());
    int bad = cnf.firstFalsifiedClause(model);
    checkArgument(bad < 0, "the model falsifies clause %s of %s", bad + 1, cnf.clauseCount());
    int[] lits = new int[cnf.variables()];
    for (int v = 1; v <= cnf.variables(); v++) {
      lits[v - 1] = model.value(v) ? v : -v;
    }
    return SatPlanner.decode(game, encoding, lits, horizon);
  }
}
