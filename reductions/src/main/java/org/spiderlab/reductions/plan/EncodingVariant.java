package org.spiderlab.reductions.plan;

/**
 * How {@link PlanEncoding} states a step: the alternatives of the encoding study of
 * docs/PLANNING.md, each measured there against the default. Every variant has exactly the same
 * models up to the auxiliary variables (a model is a play, and every play within the horizon is a
 * model), so the planner's answers, shortest lengths included, never depend on the variant; only
 * the formula's size and the solver's time do. {@code EncodingVariantTest} checks this against
 * an explicit walk of the rules (every winning play within the horizon, and no other, is a
 * model) on seeded games, for the default, each choice alone and all three together.
 *
 * @param movePairs one action variable per move, a (card, place) pair, as in the thesis' Z3
 *     planner (3.2.3: one rule per source, target and height), instead of picking up and putting
 *     down separated (3.7's first idea, the default): a step chooses one of up to {@code cards x
 *     places} pairs under one at-most-one constraint, and "card {@code c} is picked" and "place
 *     {@code x} is covered" are the disjunctions of its pairs
 * @param pileTops the state also names the pile of each top card ({@code top(i, x)}) and a move
 *     its source and target pile, runs are read from a pile's top, as the thesis' piles are
 *     arrays indexed from the top (3.2.2); with a stock the encoding does so anyway, since the
 *     deal needs the tops
 * @param classicalFrames classical frame axioms for the card places: for every action that cannot
 *     move a card, one clause per place of the card keeps it there (and one keeps it off), in
 *     place of the explanatory frame axioms (a card's place changes only if it was picked, cleared
 *     or dealt); the other state variables keep their explanatory axioms
 */
public record EncodingVariant(boolean movePairs, boolean pileTops, boolean classicalFrames) {

  /** Pick-up and put-down separated, card places only, explanatory frame axioms. */
  public static final EncodingVariant DEFAULT = new EncodingVariant(false, false, false);

  /**
   * The variant named by a comma-separated list of {@code pairs}, {@code pile-tops} and {@code
   * classical-frames} ({@code default} or an empty list: {@link #DEFAULT}).
   *
   * @throws IllegalArgumentException for another name
   */
  public static EncodingVariant parse(String names) {
    boolean pairs = false;
    boolean tops = false;
    boolean frames = false;
    for (String raw : names.split(",", -1)) {
      String name = raw.trim();
      switch (name) {
        case "pairs" -> pairs = true;
        case "pile-tops" -> tops = true;
        case "classical-frames" -> frames = true;
        case "default", "" -> { }
        default -> throw new IllegalArgumentException("unknown encoding variant '" + name
            + "' (expected pairs, pile-tops, classical-frames or default)");
      }
    }
    return new EncodingVariant(pairs, tops, frames);
  }

  /** The names {@link #parse} reads back, comma-separated ({@code default} for the default). */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    if (movePairs) {
      b.append("pairs,");
    }
    if (pileTops) {
      b.append("pile-tops,");
    }
    if (classicalFrames) {
      b.append("classical-frames,");
    }
    return b.length() == 0 ? "default" : b.substring(0, b.length() - 1);
  }
}
