package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A forall-exists formula as read from a QDIMACS file: the formula with its universal variables
 * renumbered to {@code 1..t} (thesis 4.3 and 4.4 take {@code forall x1..xt exists
 * x(t+1)..xn}), and the file's numbering of every variable, to print answers in it.
 *
 * @param formula the formula in the reductions' numbering
 * @param numbering variable {@code v} of {@code formula} is the file's variable {@code
 *     numbering.fileVariable(v)}
 */
public record QdimacsFormula(ForallExists formula, VariableNumbering numbering) {

  public QdimacsFormula {
    checkNotNull(formula, "formula");
    checkNotNull(numbering, "numbering");
    checkArgument(numbering.variables() == formula.variables(),
        "the numbering has %s variables, the formula %s", numbering.variables(),
        formula.variables());
  }
}
