package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.nio.file.Path;
import java.util.Optional;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.SourceProblem;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.QdimacsReader;
import org.spiderlab.reductions.qbf.QdimacsWriter;
import org.spiderlab.reductions.qbf.SkolemTable;

/**
 * Forall-exists 3-SAT as the source problem of the cross-check lab (thesis 4.3 FAIR, 4.4
 * k-EASY): a {@link ForallExists} is written in one line as its universal count, a colon and its
 * clauses in {@link Cnf}'s compact form, e.g. {@code 2: 1 2 3, -1 -3 4} for {@code forall x1 x2
 * exists x3 x4 : (x1 | x2 | x3) & (!x1 | !x3 | x4)} ({@link #decode} reads it back; existential
 * variables that occur in no clause are not written), in QDIMACS in failure files, shrinks by
 * {@link QbfShrinks} (always a valid formula with a universal variable), and a witness is a
 * {@link SkolemTable} whose every row satisfies the matrix.
 */
public final class QbfProblem implements SourceProblem<ForallExists, SkolemTable> {
  /** The problem (stateless). */
  public static final QbfProblem INSTANCE = new QbfProblem();

  private QbfProblem() {}

  /** {@code 2: 1 2 3, -1 -3 4}: the universal count, a colon, the clauses. */
  @Override
  public String encode(ForallExists f) {
    String clauses = f.matrix().toString();
    return f.universals() + ":" + (clauses.isEmpty() ? "" : " " + clauses);
  }

  /**
   * Reads {@link #encode}'s form; the variables are {@code 1..max(t, the largest named)}.
   *
   * @throws IllegalArgumentException if it is not of that form
   */
  public static ForallExists decode(String line) {
    checkNotNull(line, "line");
    int colon = line.indexOf(':');
    checkArgument(colon > 0, "'%s' is not 'UNIVERSALS: CLAUSES'", line);
    int t = Integer.parseInt(line.substring(0, colon).trim());
    checkArgument(t >= 0, "the universal count %s is negative", t);
    Cnf named = Cnf.parse(line.substring(colon + 1));
    return new ForallExists(t, Cnf.of(Math.max(t, named.variables()), named.clauses()));
  }

  /** {@code TRUE}: every universal assignment extends to a model. */
  @Override
  public String yesWord() {
    return "TRUE";
  }

  /** {@code FALSE}: some universal assignment has no extension. */
  @Override
  public String noWord() {
    return "FALSE";
  }

  @Override
  public int variables(ForallExists f) {
    return f.variables();
  }

  @Override
  public int clauses(ForallExists f) {
    return f.matrix().clauseCount();
  }

  @Override
  public String fileExtension() {
    return "qdimacs";
  }

  @Override
  public String toFile(ForallExists f, String comment) {
    return QdimacsWriter.write(f, comment);
  }

  /** The formula of a QDIMACS file; {@link #toFile}'s files keep their numbering. */
  @Override
  public ForallExists readFile(Path file) {
    return QdimacsReader.read(file).formula();
  }

  @Override
  public Iterable<ForallExists> shrinks(ForallExists f) {
    return QbfShrinks.candidates(f);
  }

  /** {@code row 3 (1 1 -3 4) falsifies clause 2}, or empty when every row satisfies it. */
  @Override
  public Optional<String> refute(ForallExists f, SkolemTable table) {
    return table.refute(f);
  }
}
