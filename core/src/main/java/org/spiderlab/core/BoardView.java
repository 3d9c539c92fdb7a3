package org.spiderlab.core;

import java.util.List;

/**
 * A position of play, read only: what a {@link Board} shows without changing it (thesis 1.3:
 * piles, stock, cleared runs). Handed out where a caller should read a final or intermediate
 * position but not play on in place, e.g. the end of a replayed certificate
 * ({@code Verifier.Replay#end}) and the measures of thesis 4.5 ({@code Objective#measure});
 * {@link #copy()} gives a board of one's own to play on.
 */
public sealed interface BoardView permits Board {

  /** The maximal rank {@code n}. */
  int maxRank();

  /** The move rule. */
  Rule rule();

  /** The number of piles. */
  int pileCount();

  /** The number of cards on {@code pile} (0-based). */
  int pileSize(int pile);

  /** Card {@code index} (0 = bottom) of {@code pile}. */
  Card cardAt(int pile, int index);

  /** Deals still in the stock. */
  int dealsLeft();

  /** Deals made so far. */
  int dealsDone();

  /** Complete runs cleared so far. */
  long clearedRuns();

  /** Cards on the tableau (not in the stock, not cleared). */
  long tableauCardCount();

  /** Won: tableau and stock both empty. */
  boolean isWon();

  /** The number of cards on top of {@code pile} that form a movable run (0 for an empty pile). */
  int runLength(int pile);

  /** The height of the tallest movable run on top of a pile ({@link RunReading#TOP}). */
  int tallestTopRun();

  /** The height of the tallest run anywhere in a pile ({@link RunReading#ANY}). */
  int tallestRun();

  /** Whether a complete run lies on top of {@code pile}. */
  boolean canClear(int pile);

  /** Whether the next deal is legal now. */
  boolean canDeal();

  /** Why {@code move} is illegal now, or null when it is legal. */
  String whyIllegal(Move move);

  /** Every legal move now. */
  List<Move> legalMoves();

  /** This position as a game: tableau and remaining stock (cleared runs are gone). */
  Game snapshot(int suits);

  /** A one-line-per-pile description of what is left. */
  String describe();

  /** The number of piles that hold a card. */
  int nonEmptyPiles();

  /** A mutable board of one's own in this position. */
  Board copy();
}
