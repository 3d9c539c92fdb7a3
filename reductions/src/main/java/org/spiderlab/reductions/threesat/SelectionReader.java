package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Reads which literals a play of a reduced game selects, as the proof of thesis 4.2.3 reads them
 * ("Man erhält also aus den Auswahlkarten eine erfüllende Belegung"): a literal is selected when
 * its selection pile has been unstacked down to its bottom card (the top card of the literal's
 * area), up to the <i>cutoff</i>, the first moment a pile becomes empty or the second initial
 * selection card on the big stack is uncovered. {@code docs/REDUCTION.md} gives the argument why
 * this cutoff is the right one.
 *
 * <p>The games of thesis 4.2 ({@link WitnessMaps#backward}), 4.3 (FAIR) and 4.4 (k-EASY) keep the
 * 4.2 piles in the 4.2 order, so the three backward maps share this reading; they differ in the
 * rank of the initial selection card and in how many cards lie on the big stack above its lock
 * floor (the {@link Site}).
 */
public final class SelectionReader {
  private SelectionReader() {}

  /**
   * Where the reading looks in a game.
   *
   * @param variables the variables with selection piles (piles {@code 1..2 variables} in the order
   *     {@code v1, -v1, v2, ...})
   * @param bigStackPile the big stack
   * @param initialSelectionRank the rank of the initial selection card (its second copy is on the
   *     big stack)
   * @param cardsAboveLockFloor how many cards lie on the big stack above the last lock card's
   *     floor: the lock cards and anything put on them
   */
  public record Site(int variables, int bigStackPile, int initialSelectionRank,
      int cardsAboveLockFloor) {
    public Site {
      checkArgument(variables >= 0 && bigStackPile >= 0 && initialSelectionRank >= 1
          && cardsAboveLockFloor >= 0, "bad site %s %s %s %s", variables, bigStackPile,
          initialSelectionRank, cardsAboveLockFloor);
    }

    /** The site of a thesis 4.2 layout. */
    public static Site of(Layout layout) {
      return new Site(layout.variables(), layout.bigStackPile(), layout.initialSelectionRank(),
          layout.clauses());
    }
  }

  /**
   * What the reading found.
   *
   * @param selected the selected literals (DIMACS), in pile order
   * @param movesRead the moves replayed up to the cutoff (all of them if there was none)
   * @param emptiedUnderLocks whether the big stack never went down to its lock floor before the
   *     cutoff, i.e. a pile was emptied while a lock card was still on it (which the proof of
   *     4.2.3 rules out)
   */
  public record Selection(List<Integer> selected, long movesRead, boolean emptiedUnderLocks) {
    public Selection {
      selected = List.copyOf(selected);
    }

    /** Whether {@code literal} (DIMACS) was selected. */
    public boolean isSelected(int literal) {
      return selected.contains(literal);
    }

  }

  /**
   * The model a winning play encodes by 4.2.3, or why it encodes none.
   *
   * @param model the selected literals true, {@code fixed}'s values for its variables, every other
   *     variable false; present exactly when {@code problem} is empty
   * @param problem which step of the argument of 4.2.3 the play contradicts (one line)
   */
  public record Model(Optional<Assignment> model, Optional<String> problem) {
    public Model {
      checkArgument(model.isPresent() != problem.isPresent(), "a model or a problem");
    }
  }

  /**
   * Reads a winning play ({@link #read}) and checks the reading as the proof of 4.2.3 promises:
   * no pile emptied while a lock card is on the big stack, at most one literal per variable, no
   * selected literal against {@code fixed} (values that the game fixed otherwise, e.g. the
   * universal variables of a FAIR arrangement; an assignment of the first variables, possibly of
   * none), and the model satisfies {@code formula} (the width-3 formula the game encodes).
   */
  public static Model model(Game game, Iterable<? extends Move> moves, Site site, Cnf formula,
      Assignment fixed) {
    Selection sel = read(game, moves, site);
    if (sel.emptiedUnderLocks()) {
      return problem("a pile was emptied (move " + sel.movesRead() + ") while a lock card was "
          + "still on the big stack, which the proof of 4.2.3 rules out");
    }
    boolean[] values = new boolean[site.variables()];
    for (int lit : sel.selected()) {
      int x = Math.abs(lit);
      if (lit > 0 && sel.isSelected(-lit)) {
        return problem("both selection piles of v" + lit + " were unstacked before the first "
            + "free cell / the second initial card (move " + sel.movesRead() + ")");
      }
      if (x <= fixed.variables() && fixed.value(x) != lit > 0) {
        return problem("the literal " + lit + " was selected (move " + sel.movesRead()
            + "), against the value the game fixed");
      }
      values[x - 1] = lit > 0;
    }
    for (int x = 1; x <= fixed.variables(); x++) {
      values[x - 1] = fixed.value(x);
    }
    Assignment a = Assignment.ofValues(values);
    int bad = formula.firstFalsifiedClause(a);
    if (bad >= 0) {
      return problem("the certificate wins, but the literals selected up to move "
          + sel.movesRead() + " falsify clause " + (bad + 1) + " (" + a + ")");
    }
    return new Model(Optional.of(a), Optional.empty());
  }

  private static Model problem(String why) {
    return new Model(Optional.empty(), Optional.of(why));
  }

  /**
   * Replays {@code moves} on {@code game} up to the cutoff and reports the selected literals. The
   * moves must be legal (verify them first); an illegal move throws.
   */
  public static Selection read(Game game, Iterable<? extends Move> moves, Site site) {
    checkNotNull(moves, "moves");
    SelectionReading reading = new SelectionReading(game, site, Cnf.of(site.variables()));
    for (Move m : moves) {
      if (!reading.play(m)) {
        break;
      }
    }
    List<Integer> selected = new ArrayList<>();
    for (int x = 1; x <= site.variables(); x++) {
      for (int lit : new int[] {x, -x}) {
        if (reading.selected(lit)) {
          selected.add(lit);
        }
      }
    }
    return new Selection(selected, reading.moves(), reading.locksStayed());
  }

}
