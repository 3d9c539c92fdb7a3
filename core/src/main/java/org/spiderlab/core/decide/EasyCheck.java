package org.spiderlab.core.decide;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;

/**
 * The EASY evidence check of {@link EvidenceChecks#easy} (thesis 4.4): validity of every entry,
 * then its own enumeration of the adversary's sequences, each end covered by a renamed and
 * replayed certificate of an entry.
 */
final class EasyCheck {

  /** An entry's end: its columns and the certificate that wins from it. */
  private record Covering(List<String> columns, List<Move> certificate) {}

  private final Game game;
  private final int k;
  private final long maxPositions;
  private final List<String> problems = new ArrayList<>();
  private final Map<String, List<Covering>> byClass = new HashMap<>();

  EasyCheck(Game game, int k, long maxPositions) {
    this.game = game;
    this.k = k;
    this.maxPositions = maxPositions;
  }

  EvidenceCheck check(EasyEvidence evidence) {
    int n = 0;
    for (EasyEvidence.Entry e : evidence.entries()) {
      n++;
      String why = entryProblem(e);
      if (why != null) {
        problem("entry " + n + ": " + why);
      }
    }
    if (!problems.isEmpty()) {
      return result(EvidenceCheck.Status.INVALID, n + " entries");
    }
    // breadth first; per depth, positions are merged only when identical
    List<Board> level = List.of(game.toBoard());
    List<List<Move>> prefixes = List.of(List.of());
    Set<Game> coveredEnds = new HashSet<>();
    long stored = 1;
    long ends = 0;
    for (int d = 0; d <= k && !level.isEmpty(); d++) {
      List<Board> next = new ArrayList<>();
      List<List<Move>> nextPrefixes = new ArrayList<>();
      Set<Game> seen = new HashSet<>();
      for (int x = 0; x < level.size(); x++) {
        Board b = level.get(x);
        List<Move> moves = d == k ? List.of() : b.legalMoves();
        if (moves.isEmpty()) {
          ends++;
          if (coveredEnds.add(b.snapshot(game.suits())) && !covered(b)) {
            problem("no entry covers the end of the prefix "
                + CertificateText.toText(prefixes.get(x)).strip().replace('\n', ',')
                + " (" + b.describe() + ")");
            if (problems.size() >= EvidenceChecks.MAX_PROBLEMS) {
              return result(EvidenceCheck.Status.INVALID, n + " entries");
            }
          }
          continue;
        }
        for (Move m : moves) {
          Board c = b.copy();
          c.apply(m);
          if (seen.add(c.snapshot(game.suits()))) {
            if (++stored > maxPositions) {
              problem("the check stopped after " + maxPositions + " positions");
              return result(problems.size() == 1 ? EvidenceCheck.Status.INCOMPLETE
                  : EvidenceCheck.Status.INVALID, n + " entries");
            }
            List<Move> p = new ArrayList<>(prefixes.get(x));
            p.add(m);
            next.add(c);
            nextPrefixes.add(p);
          }
        }
      }
      level = next;
      prefixes = nextPrefixes;
    }
    String summary = n + " entries; " + stored + " positions stored, " + ends
        + " end positions (" + coveredEnds.size() + " distinct), each won by an entry";
    return result(problems.isEmpty() ? EvidenceCheck.Status.VALID
        : EvidenceCheck.Status.INVALID, summary);
  }

  private EvidenceCheck result(EvidenceCheck.Status status, String summary) {
    return new EvidenceCheck(status, problems, summary);
  }

  private void problem(String p) {
    if (problems.size() < EvidenceChecks.MAX_PROBLEMS) {
      problems.add(p);
    }
  }

  /** Why an entry is not a legal prefix of at most k moves plus a winning certificate, or null. */
  private String entryProblem(EasyEvidence.Entry e) {
    if (e.prefix().size() > k) {
      return "the prefix has " + e.prefix().size() + " moves, more than k = " + k;
    }
    Board b = game.toBoard();
    int i = 0;
    for (Move m : e.prefix()) {
      i++;
      String why = b.tryApply(m);
      if (why != null) {
        return "the prefix's move " + i + " (" + m + ") is illegal: " + why;
      }
    }
    List<String> columns = PileColumns.of(b);
    String why = EvidenceChecks.whyNotWon(b.snapshot(game.suits()), e.certificate());
    if (why != null) {
      return why + " (after the prefix)";
    }
    byClass.computeIfAbsent(PileColumns.classKey(columns), x -> new ArrayList<>())
        .add(new Covering(columns, e.certificate()));
    return null;
  }

  /** Whether some entry's certificate, renamed to this end's piles, wins from {@code end}. */
  private boolean covered(Board end) {
    List<String> columns = PileColumns.of(end);
    for (Covering c : byClass.getOrDefault(PileColumns.classKey(columns), List.of())) {
      int[] r = PileColumns.renaming(c.columns(), columns);
      if (r != null && EvidenceChecks.whyNotWon(end.snapshot(game.suits()),
          PileColumns.renamed(c.certificate(), r)) == null) {
        return true;
      }
    }
    return false;
  }
}
