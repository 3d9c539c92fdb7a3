package org.spiderlab.reductions.lab;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The per-problem pieces the cross-check lab needs about the source side of a reduction (thesis
 * chapter 4: 3-SAT for 4.2, forall-exists 3-SAT for 4.3/4.4): how an instance is written in
 * result lines and failure files, how big it is, how it shrinks, and whether a witness is one.
 * {@code CnfProblem} (package {@code lab.cnf}) is the one for CNF formulas.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 */
public interface SourceProblem<S, W> {

  /** The one-line form used in campaign ids and result lines (for CNF: {@code 1 2, -1 3}). */
  String encode(S source);

  /** The word for a YES instance in result headlines, e.g. {@code SAT} or {@code TRUE}. */
  default String yesWord() {
    return "SAT";
  }

  /** The word for a NO instance in result headlines, e.g. {@code UNSAT} or {@code FALSE}. */
  default String noWord() {
    return "UNSAT";
  }

  /** The number of variables (the {@code vars} of a result line). */
  int variables(S source);

  /** The number of clauses (the {@code clauses} of a result line). */
  int clauses(S source);

  /** The extension of failure files without the dot, e.g. {@code cnf}. */
  String fileExtension();

  /** The instance in its file format, after {@code comment} as comment lines. */
  String toFile(S source, String comment);

  /**
   * Reads back a file written by {@link #toFile}.
   *
   * @throws org.spiderlab.core.io.InputFormatException if it is malformed or unreadable
   */
  S readFile(Path file);

  /** The one-step smaller instances, biggest cuts first (the shrinking candidates). */
  Iterable<? extends S> shrinks(S source);

  /** Why {@code witness} is not a witness of {@code source}; empty when it is one. */
  Optional<String> refute(S source, W witness);
}
