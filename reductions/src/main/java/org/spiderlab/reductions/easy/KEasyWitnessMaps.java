package org.spiderlab.reductions.easy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.special.SortedGames;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.SelectionReader;
import org.spiderlab.reductions.threesat.WitnessMaps;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The witness maps of the reduction forall-exists 3-SAT {@literal <=p} k-EASY (thesis 4.4.3; the
 * thesis proves the equivalence, the maps make both directions executable).
 *
 * <p><b>The adversary's prefixes</b> ({@link #adversaryPrefixes}): the legal sequences of {@code
 * k} moves, and the shorter ones after which no move is legal, one per exact end position
 * (breadth first, merged per depth only when identical), as the k-EASY deciders and checkers of
 * {@code core.decide} define them.
 *
 * <p><b>Forward</b> ({@link #continuation}, {@link #forward}): after a prefix, a variable is
 * <i>committed</i> to a literal once that literal's selection pile has lost its top card {@code
 * a_j+1} (the other literal's pair can then never reach the chain before the cutoff of 4.2.3). The
 * continuation takes the committed literals, the value false for an uncommitted universal
 * variable, the existential values of the Skolem table's row for these universal values (or, when
 * the prefix committed existential variables against that row, a model of the matrix with the
 * committed literals as unit clauses, if one exists), then (1) gathers the selection chain of
 * this assignment on the initial selection pile from wherever the prefix left its cards (every
 * piece of it is a run, and each lies on a card that only the chain can need), continuing with
 * the blocking pairs, which uncovers every blocked pile, (2) plays the 4.2 certificate after its
 * selection phase ({@link WitnessMaps#forwardPhases}: climbs, clauses, locks, the unwinding, up
 * to a sorted game) and (3) completes the sorted game by thesis 2.3.1 ({@link
 * SortedGames#complete}). When the committed literals have no model, no continuation exists (the
 * prefix loses by the argument of 4.2.3) and {@link #continuation} is empty. Prefixes that move
 * other cards than selection and blocking cards are outside the map (they need at least {@code n
 * + 4} moves, so {@code t >= 4} with {@code k = 2t}; never with {@code k = t}); it says so.
 *
 * <p><b>Backward</b> ({@link #backward}): every entry's prefix and certificate are verified and
 * read as in 4.2.3 ({@link SelectionReader}); each gives a model of the matrix whose universal
 * part is one row of the Skolem table. The table is complete when the entries' readings cover
 * every universal assignment; the adversary's prefixes that commit all universal variables
 * (which exist when {@code k >= t}) guarantee that for evidence of a k-easy game.
 */
public final class KEasyWitnessMaps {
  private KEasyWitnessMaps() {}

  /**
   * One prefix per exact end position of the adversary's sequences: {@code k} moves, or fewer
   * when no move is legal after them; in breadth-first order.
   *
   * @throws IllegalArgumentException if more than {@code maxPositions} positions would be stored
   */
  public static List<List<Move>> adversaryPrefixes(Game game, int k, long maxPositions) {
    checkNotNull(game, "game");
    checkArgument(k >= 0, "k must be >= 0, got %s", k);
    Map<Game, List<Move>> ends = new LinkedHashMap<>();
    Map<Game, List<Move>> level = new LinkedHashMap<>();
    level.put(game.withTopsTurnedUp(), List.of());
    long stored = 1;
    for (int d = 0; d <= k && !level.isEmpty(); d++) {
      Map<Game, List<Move>> next = new LinkedHashMap<>();
      for (Map.Entry<Game, List<Move>> e : level.entrySet()) {
        Board b = e.getKey().toBoard();
        List<Move> moves = d == k ? List.of() : b.legalMoves();
        if (moves.isEmpty()) {
          ends.putIfAbsent(e.getKey(), e.getValue());
          continue;
        }
        for (Move m : moves) {
          Board c = b.copy();
          c.apply(m);
          Game pos = c.snapshot(game.suits());
          if (!next.containsKey(pos)) {
            checkArgument(++stored <= maxPositions, "more than %s positions within %s moves",
                maxPositions, k);
            List<Move> p = new ArrayList<>(e.getValue());
            p.add(m);
            next.put(pos, List.copyOf(p));
          }
        }
      }
      level = next;
    }
    return new ArrayList<>(ends.values());
  }

  /**
   * The evidence that {@code instance} is k-easy, from a Skolem table of its (true) formula: one
   * entry per adversary prefix ({@link #adversaryPrefixes}) that has a continuation. A prefix
   * without one (it commits literals that no model extends) gets no entry, so that the evidence
   * check names it.
   */
  public static EasyEvidence forward(KEasyInstance instance, SkolemTable table,
      long maxPositions) {
    checkTable(instance, table);
    Continuations c = new Continuations(instance, table);
    List<EasyEvidence.Entry> entries = new ArrayList<>();
    for (List<Move> prefix : adversaryPrefixes(instance.game(), instance.k(), maxPositions)) {
      c.after(prefix).ifPresent(cert -> entries.add(new EasyEvidence.Entry(prefix, cert)));
    }
    return new EasyEvidence(instance.k(), entries);
  }

  /**
   * A certificate that wins {@code instance}'s game after {@code prefix}, built from the Skolem
   * table as the class documentation describes; empty when the literals the prefix committed
   * have no model (then the position after the prefix is lost).
   *
   * @throws IllegalArgumentException if the prefix is illegal or moves other cards than the
   *     selection and blocking cards
   */
  public static Optional<List<Move>> continuation(KEasyInstance instance, SkolemTable table,
      List<Move> prefix) {
    checkTable(instance, table);
    return new Continuations(instance, table).after(prefix);
  }

  private static void checkTable(KEasyInstance instance, SkolemTable table) {
    checkNotNull(instance, "instance");
    checkNotNull(table, "table");
    table.refute(instance.source()).ifPresent(why -> {
      throw new IllegalArgumentException("not a Skolem table of the formula: " + why);
    });
  }

  /**
   * The literals committed on {@code board}: those whose selection pile lost its top card {@code
   * a_j+1}, in pile order.
   */
  public static List<Integer> committed(KEasyInstance instance, Board board) {
    KEasyLayout lay = instance.layout();
    List<Integer> out = new ArrayList<>();
    for (int x = 1; x <= lay.variables(); x++) {
      for (int lit : new int[] {x, -x}) {
        int p = lay.base().literalPile(lit);
        if (board.pileSize(p) < 3
            || CardCode.rank(board.codeAt(p, 2)) != lay.selectionLow(x) + 1) {
          out.add(lit);
        }
      }
    }
    return out;
  }

  /**
   * A legal prefix of exactly {@code k} moves (for {@code t <= k <= 2t}) after which the
   * universal variables are committed to {@code universal} (an assignment of {@code 1..t}): the
   * first {@code k - t} of them fully selected onto the chain, the others each by one move of
   * their pair's top card onto the previous variable's uncovered card. For a false formula and a
   * counterexample, the position after it is lost.
   */
  public static List<Move> losingPrefix(KEasyInstance instance, Assignment universal) {
    checkNotNull(instance, "instance");
    int t = instance.universals();
    int k = instance.k();
    checkArgument(universal.variables() == t, "the assignment must cover the %s universal "
        + "variables, it has %s", t, universal.variables());
    checkArgument(t <= k && k <= 2 * t, "no committing prefix of %s moves for %s universal "
        + "variables", k, t);
    Layout base = instance.layout().base();
    int chain = base.initialSelectionPile();
    int host = chain;
    List<Move> prefix = new ArrayList<>();
    for (int x = 1; x <= t; x++) {
      int p = base.literalPile(universal.value(x) ? x : -x);
      prefix.add(Move.transfer(p, 1, host));
      if (x <= k - t) {
        prefix.add(Move.transfer(p, 1, chain));
      } else {
        host = p;
      }
    }
    return prefix;
  }

  /**
   * The Skolem table read from evidence of k-easiness: see the class documentation. A rejection
   * says which entry does not win, which reading contradicts 4.2.3, or which universal
   * assignment no entry selects.
   */
  public static BackwardResult<SkolemTable> backward(KEasyInstance instance,
      EasyEvidence evidence) {
    checkNotNull(instance, "instance");
    checkNotNull(evidence, "evidence");
    ForallExists f = instance.source();
    int t = f.universals();
    if (!SkolemTable.fits(t, f.existentials())) {
      return BackwardResult.noWitness("no Skolem table for " + t + " universal variables");
    }
    KEasyLayout lay = instance.layout();
    SelectionReader.Site site = new SelectionReader.Site(lay.variables(),
        lay.base().bigStackPile(), lay.initialSelectionRank(), lay.base().clauses() + 2);
    SkolemTable.Builder rows = SkolemTable.builder(t, f.existentials());
    int n = 0;
    for (EasyEvidence.Entry e : evidence.entries()) {
      n++;
      List<Move> moves = e.moves();
      Verdict v = Verifier.verify(instance.game(), moves);
      if (!v.isWon()) {
        return BackwardResult.notWon(v, "entry " + n + ": prefix and certificate do not win: "
            + v);
      }
      SelectionReader.Model m = SelectionReader.model(instance.game(), moves, site,
          instance.base().formula(), Assignment.ofValues());
      if (m.problem().isPresent()) {
        return BackwardResult.noWitness("entry " + n + ": " + m.problem().get());
      }
      Assignment model = instance.base().normalization().project(m.model().get());
      rows.row(SkolemTable.rowOf(model, t), model);
    }
    if (rows.firstMissing() >= 0) {
      return BackwardResult.noWitness("no entry selects the universal assignment "
          + Assignment.ofBits(t, rows.firstMissing()));
    }
    return new BackwardResult.Witness<>(rows.build());
  }

  /** Continuations for one instance and table, with the 4.2 plays cached per assignment. */
  private static final class Continuations {
    final KEasyInstance instance;
    final SkolemTable table;
    final KEasyLayout lay;
    final Map<Assignment, WitnessMaps.ForwardPhases> plays = new HashMap<>();
    final Map<Assignment, Game> canonical = new HashMap<>();

    Continuations(KEasyInstance instance, SkolemTable table) {
      this.instance = instance;
      this.table = table;
      this.lay = instance.layout();
    }

    Optional<List<Move>> after(List<Move> prefix) {
      Board b = instance.game().toBoard();
      int i = 0;
      for (Move m : prefix) {
        i++;
        String why = b.tryApply(m);
        checkArgument(why == null, "prefix move %s (%s) is illegal: %s", i, m, why);
      }
      Optional<Assignment> chosen = assignment(committed(instance, b));
      if (chosen.isEmpty()) {
        return Optional.empty();
      }
      Assignment a = chosen.get();
      WitnessMaps.ForwardPhases play = plays.computeIfAbsent(a,
          x -> WitnessMaps.forwardPhases(instance.base(), x));
      List<Move> out = new ArrayList<>();
      gatherChain(b, a, out);
      Game expected = canonical.computeIfAbsent(a, x -> canonicalAfterRelease(play, x));
      checkArgument(b.snapshot(1).equals(expected), "the prefix %s moves other cards than the "
          + "selection and blocking cards; the forward map covers prefixes within the selection "
          + "phase only", prefix);
      List<Move> rest = play.untilSorted().subList(play.selectionEnd(), play.untilSorted().size());
      for (Move m : rest) {
        apply(b, m, out);
      }
      for (Move m : SortedGames.complete(b)) {
        apply(b, m, out);
      }
      if (!b.isWon()) {
        throw new IllegalStateException("k-EASY forward map: not won at the end: "
            + b.describe());
      }
      return Optional.of(out);
    }

    /**
     * The width-3 assignment the continuation plays: committed literals, false for uncommitted
     * universals, the table's row otherwise; a SAT model when the row contradicts a committed
     * existential literal; empty when the committed literals have no model.
     */
    Optional<Assignment> assignment(List<Integer> committed) {
      int t = instance.universals();
      Set<Integer> lits = new LinkedHashSet<>(committed);
      int r = 0;
      for (int x = 1; x <= t; x++) {
        r |= lits.contains(x) ? 1 << (x - 1) : 0;
      }
      Assignment full = instance.base().normalization().extend(table.assignment(r));
      boolean agrees = true;
      for (int lit : lits) {
        agrees &= full.isTrue(lit);
      }
      if (agrees) {
        return Optional.of(full);
      }
      Cnf width3 = instance.base().formula();
      Cnf.Builder cb = Cnf.builder(width3.variables());
      for (int j = 0; j < width3.clauseCount(); j++) {
        cb.clause(width3.clause(j));
      }
      for (int lit : lits) {
        cb.clause(lit);
      }
      SatResult s = SatSolver.solve(cb.build());
      if (s instanceof SatResult.Satisfiable sat) {
        return Optional.of(sat.model());
      }
      if (s instanceof SatResult.Unknown u) {
        throw new IllegalStateException("Sat4j gave no answer: " + u.reason());
      }
      return Optional.empty();
    }

    /** The position after phase (A) of the 4.2 play and the release of every blocked pile. */
    Game canonicalAfterRelease(WitnessMaps.ForwardPhases play, Assignment a) {
      Board c = instance.game().toBoard();
      List<Move> sink = new ArrayList<>();
      for (Move m : play.untilSorted().subList(0, play.selectionEnd())) {
        apply(c, m, sink);
      }
      int chain = lay.base().initialSelectionPile();
      for (int m = 0; m < lay.blockedPiles(); m++) {
        apply(c, Move.transfer(lay.blockedPile(m), 1, chain), sink);
        apply(c, Move.transfer(lay.blockedPile(m), 1, chain), sink);
      }
      return c.snapshot(1);
    }

    /**
     * Builds the selection chain of {@code a} and then the blocking pairs on the initial
     * selection pile, from wherever the prefix left their cards (see the class documentation).
     */
    void gatherChain(Board b, Assignment a, List<Move> out) {
      Layout base = lay.base();
      int chain = base.initialSelectionPile();
      int expected = 1;
      int links = lay.variables() + lay.blockedPiles();
      for (int link = 0; link < links; link++) {
        int p;
        int q;
        int low;
        int loIndex;
        if (link < lay.variables()) {
          int x = link + 1;
          p = base.literalPile(a.value(x) ? x : -x);
          q = base.literalPile(a.value(x) ? -x : x);
          low = lay.selectionLow(x);
          loIndex = 1;
        } else {
          int m = link - lay.variables();
          p = lay.blockedPile(m);
          q = -1;
          low = lay.blockingLow(m);
          loIndex = instance.game().pileSize(p) - 2;
        }
        if (b.pileSize(chain) == expected) {
          require(b.pileSize(p) == loIndex + 2 && rank(b, p, loIndex + 1) == low + 1
              && rank(b, p, loIndex) == low, b, "pair " + low + " " + (low + 1)
              + " in place on pile " + (p + 1));
          apply(b, Move.transfer(p, 1, chain), out);
          apply(b, Move.transfer(p, 1, chain), out);
        } else {
          require(rank(b, chain, expected) == low + 1, b, (low + 1) + " on the chain");
          if (b.pileSize(chain) == expected + 1) {
            if (b.pileSize(p) > loIndex && rank(b, p, loIndex) == low) {
              apply(b, Move.transfer(p, b.pileSize(p) - loIndex, chain), out);
            } else if (q >= 0 && b.pileSize(q) > loIndex + 2 && rank(b, q, loIndex + 2) == low) {
              apply(b, Move.transfer(q, b.pileSize(q) - loIndex - 2, chain), out);
            } else {
              require(false, b, "a movable " + low);
            }
          } else {
            require(rank(b, chain, expected + 1) == low, b, low + " on the chain");
          }
        }
        expected += 2;
      }
    }

    private void require(boolean ok, Board b, String what) {
      if (!ok) {
        throw new IllegalArgumentException("the selection chain cannot be gathered: expected "
            + what + " (" + b.describe() + ")");
      }
    }

    private static int rank(Board b, int pile, int index) {
      return index < b.pileSize(pile) ? CardCode.rank(b.codeAt(pile, index)) : 0;
    }

    private void apply(Board b, Move m, List<Move> out) {
      String why = b.tryApply(m);
      if (why != null) {
        throw new IllegalStateException("k-EASY forward map: move " + (out.size() + 1) + " ("
            + m + ", " + (m instanceof Move.Transfer t ? lay.pileRole(t.source()) + " -> "
            + lay.pileRole(t.target()) : "") + ") is illegal: " + why);
      }
      out.add(m);
    }
  }
}
