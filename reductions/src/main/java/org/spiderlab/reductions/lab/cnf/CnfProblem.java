package org.spiderlab.reductions.lab.cnf;

import java.nio.file.Path;
import java.util.Optional;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.SourceProblem;

/**
 * SAT as the source problem of the cross-check lab (thesis 4.2): a {@link Cnf} is written in its
 * compact form ({@code 1 2 3, -1 2 3}) in ids and result lines and in DIMACS in failure files,
 * shrinks by {@link FormulaShrinks}, and a witness is an {@link Assignment} that satisfies it.
 */
public final class CnfProblem implements SourceProblem<Cnf, Assignment> {
  /** The problem (stateless). */
  public static final CnfProblem INSTANCE = new CnfProblem();

  private CnfProblem() {}

  @Override
  public String encode(Cnf cnf) {
    return cnf.toString();
  }

  @Override
  public int variables(Cnf cnf) {
    return cnf.variables();
  }

  @Override
  public int clauses(Cnf cnf) {
    return cnf.clauseCount();
  }

  @Override
  public String fileExtension() {
    return "cnf";
  }

  @Override
  public String toFile(Cnf cnf, String comment) {
    return cnf.toDimacs(comment);
  }

  @Override
  public Cnf readFile(Path file) {
    return DimacsReader.read(file);
  }

  @Override
  public Iterable<Cnf> shrinks(Cnf cnf) {
    return FormulaShrinks.candidates(cnf);
  }

  /** {@code the assignment 1 -2 falsifies clause 3}, or empty when it satisfies the formula. */
  @Override
  public Optional<String> refute(Cnf cnf, Assignment a) {
    if (a.variables() != cnf.variables()) {
      return Optional.of("the assignment " + a + " has " + a.variables()
          + " variables, the formula " + cnf.variables());
    }
    int bad = cnf.firstFalsifiedClause(a);
    return bad < 0 ? Optional.empty()
        : Optional.of("the assignment " + a + " falsifies clause " + (bad + 1));
  }
}
