package org.spiderlab.reductions.cnf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The textbook reduction SAT to 3-SAT that brings every clause to width exactly three, so that
 * any CNF can be fed to the reduction of thesis 4.2.1 (which assumes three literals per clause),
 * with its two witness maps.
 *
 * <p>Exactly what happens to a clause of width {@code w} (clause order is kept; variables
 * {@code 1..original.variables()} keep their numbers, fresh variables follow in order of use):
 *
 * <ul>
 *   <li>{@code w = 1}: {@code (a)} becomes {@code (a | a | a)};
 *   <li>{@code w = 2}: {@code (a | b)} becomes {@code (a | b | b)};
 *   <li>{@code w = 3}: unchanged;
 *   <li>{@code w > 3}: {@code (l1 | ... | lw)} becomes {@code (l1 | l2 | y1) & (-y1 | l3 | y2) &
 *       ... & (-y(w-3) | l(w-1) | lw)} with {@code w - 3} fresh variables {@code y}.
 * </ul>
 *
 * <p>Repeating a literal is harmless for the 4.2 gadget: each occurrence gets its own occurrence
 * pair in the literal's area, so a repeated literal simply owns several pairs (tested in {@code
 * ThreeSatToSpiderTest}). The forward map {@link #extend} sets {@code y_t} to "some literal
 * {@code l(t+2)..lw} is true", which satisfies every split clause whenever the original clause is
 * satisfied; the backward map {@link #project} forgets the fresh variables, and a model of the
 * normalized formula projects to a model of the original one (each split chain can only be
 * satisfied if some original literal is true).
 */
public final class WidthNormalization {
  private final Cnf original;
  private final Cnf normalized;
  private final int[] firstClause; // original clause -> index of its first normalized clause
  private final int[] firstFresh; // original clause -> first fresh variable (if w > 3)

  private WidthNormalization(Cnf original, Cnf normalized, int[] firstClause, int[] firstFresh) {
    this.original = original;
    this.normalized = normalized;
    this.firstClause = firstClause;
    this.firstFresh = firstFresh;
  }

  /** Normalizes {@code cnf} to width three; a 3-CNF comes back unchanged (equal). */
  public static WidthNormalization of(Cnf cnf) {
    checkNotNull(cnf, "cnf");
    int k = cnf.clauseCount();
    long fresh = 0;
    for (int i = 0; i < k; i++) {
      fresh += Math.max(0, cnf.width(i) - 3);
    }
    checkArgument(cnf.variables() + fresh <= Integer.MAX_VALUE / 2, "too many fresh variables");
    int vars = (int) (cnf.variables() + fresh);
    Cnf.Builder b = Cnf.builder(vars);
    int[] firstClause = new int[k];
    int[] firstFresh = new int[k];
    int next = cnf.variables() + 1;
    for (int i = 0; i < k; i++) {
      int[] c = cnf.clause(i);
      firstClause[i] = b.clauseCount();
      firstFresh[i] = next;
      switch (c.length) {
        case 1 -> b.clause(c[0], c[0], c[0]);
        case 2 -> b.clause(c[0], c[1], c[1]);
        case 3 -> b.clause(c);
        default -> {
          int w = c.length;
          b.clause(c[0], c[1], next);
          for (int t = 1; t <= w - 4; t++) {
            b.clause(-(next + t - 1), c[t + 1], next + t);
          }
          b.clause(-(next + w - 4), c[w - 2], c[w - 1]);
          next += w - 3;
        }
      }
    }
    return new WidthNormalization(cnf, b.build(), firstClause, firstFresh);
  }

  public Cnf original() {
    return original;
  }

  /** The 3-CNF. */
  public Cnf normalized() {
    return normalized;
  }

  /** The index of the first normalized clause that original clause {@code i} became. */
  public int firstNormalizedClause(int i) {
    return firstClause[i];
  }

  /** Forward witness map: a model of the original formula to a model of the normalized one. */
  public Assignment extend(Assignment a) {
    checkArgument(a.variables() == original.variables(),
        "the assignment has %s variables, the original formula %s",
        a.variables(), original.variables());
    boolean[] v = new boolean[normalized.variables()];
    for (int x = 1; x <= original.variables(); x++) {
      v[x - 1] = a.value(x);
    }
    for (int i = 0; i < original.clauseCount(); i++) {
      int w = original.width(i);
      if (w <= 3) {
        continue;
      }
      // y_t (t = 1..w-3) is true iff one of the literals l(t+2)..lw (1-based) is true
      boolean suffix = false;
      for (int t = w - 3; t >= 1; t--) {
        suffix |= a.isTrue(original.literal(i, t + 1)); // literal l(t+2), 0-based t+1
        if (t == w - 3) {
          suffix |= a.isTrue(original.literal(i, w - 1));
        }
        v[firstFresh[i] + t - 2] = suffix;
      }
    }
    return Assignment.ofValues(v);
  }

  /** Backward witness map: forgets the fresh variables. */
  public Assignment project(Assignment a) {
    checkArgument(a.variables() == normalized.variables(),
        "the assignment has %s variables, the normalized formula %s",
        a.variables(), normalized.variables());
    return a.resize(original.variables());
  }
}
