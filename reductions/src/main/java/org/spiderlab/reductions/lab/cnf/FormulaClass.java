package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A class of CNF formulas for an exhaustive campaign: at most {@code maxVars} variables, one to
 * {@code maxClauses} clauses, each of one to {@code maxWidth} literals.
 *
 * <p>Decisions (where "every CNF of the class" needs one): a clause is a <em>set</em> of
 * literals, so a literal never repeats inside a clause (a repeated literal is the same clause as
 * the shorter one, which the class contains anyway). By default a clause never holds {@code v}
 * and {@code !v} together ({@code tautologies = false}: such a clause is always true) and a
 * formula never holds the same clause twice ({@code repeatedClauses = false}: a repeated clause
 * changes no assignment's truth); both can be switched on, because the reduction builds a gadget
 * per clause and per occurrence, so these formulas are distinct inputs to it. The empty formula
 * is not in the class.
 *
 * @param maxVars variables {@code 1..maxVars} (formulas using fewer are included)
 * @param maxClauses the most clauses
 * @param maxWidth the most literals per clause
 * @param tautologies whether a clause may contain {@code v} and {@code !v}
 * @param repeatedClauses whether a clause may appear more than once
 */
public record FormulaClass(int maxVars, int maxClauses, int maxWidth, boolean tautologies,
    boolean repeatedClauses) {

  public FormulaClass {
    checkArgument(maxVars >= 1 && maxVars <= Isomorphism.MAX_VARS,
        "maxVars must be between 1 and %s, got %s", Isomorphism.MAX_VARS, maxVars);
    checkArgument(maxClauses >= 1, "maxClauses must be at least 1, got %s", maxClauses);
    checkArgument(maxWidth >= 1 && maxWidth <= 2 * maxVars,
        "maxWidth must be between 1 and 2 * maxVars, got %s", maxWidth);
  }

  /** The default class: clause sets without tautologies. */
  public static FormulaClass of(int maxVars, int maxClauses, int maxWidth) {
    return new FormulaClass(maxVars, maxClauses, maxWidth, false, false);
  }

  @Override
  public String toString() {
    return "vars<=" + maxVars + " clauses<=" + maxClauses + " width<=" + maxWidth
        + (tautologies ? " +tautologies" : "") + (repeatedClauses ? " +repeated-clauses" : "");
  }
}
