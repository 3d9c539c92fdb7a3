package org.spiderlab.reductions.cnf;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * An immutable truth assignment to the variables {@code 1..variables} of a {@link Cnf} (the
 * certificate of 3-SAT that the witness maps of thesis 4.2 translate to and from).
 *
 * <p>Literals use DIMACS signs: {@code v} is the variable {@code v}, {@code -v} its negation.
 */
public final class Assignment {
  private final boolean[] values; // index 1..n, values[0] unused

  private Assignment(boolean[] values) {
    this.values = values;
  }

  /** Variable {@code v} (1-based) gets {@code value.test(v)}. */
  public static Assignment of(int variables, IntPredicate value) {
    checkArgument(variables >= 0, "the number of variables must be >= 0, got %s", variables);
    boolean[] v = new boolean[variables + 1];
    for (int x = 1; x <= variables; x++) {
      v[x] = value.test(x);
    }
    return new Assignment(v);
  }

  /** {@code values[0]} is variable 1, and so on. */
  public static Assignment ofValues(boolean... values) {
    boolean[] v = new boolean[values.length + 1];
    System.arraycopy(values, 0, v, 1, values.length);
    return new Assignment(v);
  }

  /** Bit {@code v - 1} of {@code bits} is the value of variable {@code v} (at most 63 variables). */
  public static Assignment ofBits(int variables, long bits) {
    checkArgument(variables <= 63, "ofBits takes at most 63 variables, got %s", variables);
    return of(variables, x -> ((bits >>> (x - 1)) & 1) != 0);
  }

  /**
   * The assignment making every literal of {@code literals} true; variables not mentioned are
   * false. A literal outside {@code 1..variables} or a variable given both signs is an {@link
   * IllegalArgumentException}; {@code 0} entries are ignored.
   */
  public static Assignment fromLiterals(int variables, int... literals) {
    checkArgument(variables >= 0, "the number of variables must be >= 0, got %s", variables);
    boolean[] v = new boolean[variables + 1];
    byte[] seen = new byte[variables + 1];
    for (int lit : literals) {
      if (lit == 0) {
        continue;
      }
      int x = Math.abs(lit);
      checkArgument(lit != Integer.MIN_VALUE && x <= variables,
          "literal %s is outside the %s variables", lit, variables);
      byte sign = (byte) (lit > 0 ? 1 : 2);
      checkArgument(seen[x] == 0 || seen[x] == sign,
          "variable %s is given both values", x);
      seen[x] = sign;
      v[x] = lit > 0;
    }
    return new Assignment(v);
  }

  public int variables() {
    return values.length - 1;
  }

  /** The value of variable {@code v} (1-based). */
  public boolean value(int v) {
    checkArgument(v >= 1 && v < values.length, "variable %s outside 1..%s", v, variables());
    return values[v];
  }

  /** Whether the DIMACS literal {@code lit} is true. */
  public boolean isTrue(int lit) {
    return lit > 0 ? value(lit) : !value(-lit);
  }

  /** The same assignment restricted or extended (new variables false) to {@code variables}. */
  public Assignment resize(int variables) {
    boolean[] v = new boolean[variables + 1];
    System.arraycopy(values, 0, v, 0, Math.min(values.length, v.length));
    return new Assignment(v);
  }

  /** The assignment as DIMACS literals {@code 1 -2 3 ...}, one per variable, in order. */
  public int[] toLiterals() {
    int[] out = new int[variables()];
    for (int x = 1; x <= out.length; x++) {
      out[x - 1] = values[x] ? x : -x;
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Assignment a && Arrays.equals(values, a.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  /** DIMACS literals separated by blanks, e.g. {@code 1 -2 3}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int x = 1; x < values.length; x++) {
      if (x > 1) {
        sb.append(' ');
      }
      sb.append(values[x] ? x : -x);
    }
    return sb.toString();
  }
}
