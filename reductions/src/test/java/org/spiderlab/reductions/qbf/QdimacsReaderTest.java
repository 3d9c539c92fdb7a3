package org.spiderlab.reductions.qbf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

class QdimacsReaderTest {

  @Test
  void forallExistsInOrderKeepsItsNumbers() {
    QdimacsFormula q = QdimacsReader.parse("""
        c forall 1 2 exists 3 4
        p cnf 4 2
        a 2 1 0
        e 3 0
        e 4 0
        1 -3 4 0
        -2 3 0
        """, "f.qdimacs");
    assertEquals(new ForallExists(2, Cnf.of(4, new int[] {1, -3, 4}, new int[] {-2, 3})),
        q.formula());
    assertTrue(q.numbering().isIdentity());
  }

  @Test
  void universalsAreRenumberedFirstAndMappedBack() {
    QdimacsFormula q = QdimacsReader.parse("""
        p cnf 5 2
        a 4 2 0
        e 5 1 0
        1 2 -4 0
        -5 4 0
        """, "f.qdimacs");
    // universals 2, 4 -> 1, 2; the others 1, 3, 5 -> 3, 4, 5 (3 occurs in no line and no block)
    assertEquals(2, q.formula().universals());
    assertEquals(Cnf.of(5, new int[] {3, 1, -2}, new int[] {-5, 2}), q.formula().matrix());
    VariableNumbering n = q.numbering();
    assertEquals(2, n.fileVariable(1));
    assertEquals(4, n.fileVariable(2));
    assertEquals(1, n.fileVariable(3));
    assertEquals(-5, n.fileLiteral(-5));
    assertEquals(-3, n.fileLiteral(-4));
    // a counterexample over the universals, printed in the file's numbering
    assertArrayEquals(new int[] {-2, 4},
        n.fileLiterals(Assignment.ofValues(false, true), 1, 2));
  }

  @Test
  void dimacsWithoutPrefixAndExistentialOnlyPrefixHaveNoUniversal() {
    String cnf = "p cnf 3 2\n1 -2 0\n2 3 0\n";
    QdimacsFormula plain = QdimacsReader.parse(cnf, "f.cnf");
    assertEquals(0, plain.formula().universals());
    assertEquals(Cnf.of(3, new int[] {1, -2}, new int[] {2, 3}), plain.formula().matrix());
    // free variables are fine without a universal block: they are existential
    QdimacsFormula e = QdimacsReader.parse("p cnf 3 2\ne 2 0\n1 -2 0\n2 3 0\n", "f.qdimacs");
    assertEquals(plain.formula(), e.formula());
  }

  @Test
  void universalOnlyPrefix() {
    QdimacsFormula q = QdimacsReader.parse("p cnf 2 1\na 1 2 0\n1 2 0\n", "f.qdimacs");
    assertEquals(2, q.formula().universals());
    assertEquals(0, q.formula().existentials());
  }

  @Test
  void unmentionedVariablesAreExistential() {
    // variable 3 is in no quantifier line and no clause: harmless, existential
    QdimacsFormula q = QdimacsReader.parse("p cnf 3 1\na 1 0\ne 2 0\n1 2 0\n", "f.qdimacs");
    assertEquals(1, q.formula().universals());
    assertEquals(3, q.formula().variables());
  }

  @Test
  void numberingIsABijectionWithItsInverse() {
    long seed = 17;
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
    for (int round = 0; round < 300; round++) {
      int n = rnd.nextInt(40);
      int[] universals = java.util.stream.IntStream.rangeClosed(1, n)
          .filter(x -> rnd.nextInt(3) == 0).toArray();
      VariableNumbering num = VariableNumbering.of(n, universals);
      // the expected order: the universal file variables, then the others, each increasing
      java.util.List<Integer> expected = new java.util.ArrayList<>();
      for (int u : universals) {
        expected.add(u);
      }
      for (int x = 1; x <= n; x++) {
        if (!expected.contains(x)) {
          expected.add(x);
        }
      }
      String context = "seed " + seed + " round " + round + ": " + num;
      for (int v = 1; v <= n; v++) {
        assertEquals(expected.get(v - 1), num.fileVariable(v), context);
        assertEquals(v, num.variable(num.fileVariable(v)), context);
      }
      assertEquals(universals.length == 0 || universals[universals.length - 1]
          == universals.length, num.isIdentity(), context);
    }
  }

  @Test
  void equalBijectionsAreEqual() {
    // found by fuzzing: universals 1..t keep every number, like no universal at all
    assertEquals(VariableNumbering.identity(9), VariableNumbering.of(9, 1, 2));
    assertEquals(VariableNumbering.identity(9).hashCode(), VariableNumbering.of(9, 1).hashCode());
    assertEquals("9 variables, identity", VariableNumbering.of(9, 1).toString());
    assertEquals("9 variables, first 2", VariableNumbering.of(9, 2).toString());
    assertTrue(!VariableNumbering.of(9, 2).equals(VariableNumbering.of(9, 1, 2)));
  }

  @Test
  void aHugeHeaderCostsNothing() {
    QdimacsFormula q = QdimacsReader.parse("p cnf 10000000 1\na 9999999 0\ne 2 0\n2 9999999 0\n",
        "huge.qdimacs");
    assertEquals(1, q.formula().universals());
    assertEquals(Cnf.of(10_000_000, new int[] {3, 1}), q.formula().matrix());
    assertEquals(9_999_999, q.numbering().fileVariable(1));
    assertEquals(10_000_000, q.numbering().fileVariable(10_000_000));
  }

  @Test
  void writerRoundTrip() {
    for (ForallExists f : new ForallExists[] {
        new ForallExists(2, Cnf.of(4, new int[] {1, -3, 4}, new int[] {-2, 3})),
        new ForallExists(0, Cnf.of(2, new int[] {1, 2})),
        new ForallExists(2, Cnf.of(2, new int[] {1, 2})),
        new ForallExists(1, Cnf.of(3)),
        new ForallExists(0, Cnf.of(0))}) {
      String text = QdimacsWriter.write(f, "a comment\nover two lines");
      QdimacsFormula back = QdimacsReader.parse(text, "w.qdimacs");
      assertEquals(f, back.formula(), text);
      assertTrue(back.numbering().isIdentity(), text);
    }
    // existential variables that occur nowhere are not listed (the text grows with the clauses)
    ForallExists sparse = new ForallExists(1, Cnf.of(9_000_000, new int[] {1, -3}));
    assertEquals("p cnf 9000000 1\na 1 0\ne 3 0\n1 -3 0\n", QdimacsWriter.write(sparse));
    assertEquals(sparse, QdimacsReader.parse(QdimacsWriter.write(sparse), "s").formula());
    assertEquals("c x\np cnf 3 1\na 1 0\ne 2 3 0\n1 -2 3 0\n",
        QdimacsWriter.write(new ForallExists(1, Cnf.of(3, new int[] {1, -2, 3})), "x"));
  }

  @Test
  void readsFiles(@TempDir Path dir) throws Exception {
    Path p = dir.resolve("f.qdimacs");
    Files.writeString(p, "p cnf 2 1\na 2 0\ne 1 0\n1 2 0\n");
    assertEquals(new ForallExists(1, Cnf.of(2, new int[] {2, 1})),
        QdimacsReader.read(p).formula());
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> QdimacsReader.read(dir.resolve("missing.qdimacs")));
    assertEquals(dir.resolve("missing.qdimacs") + ":0: no such file", e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // the DIMACS errors, unchanged
      "1 2 0\\n|f.q:1: clause data before the 'p cnf VARIABLES CLAUSES' header",
      "p cnf 2 1\\na 1 0\\n1 3 0\\n|f.q:3: literal 3 names variable 3, but the header declares"
          + " 2 variables",
      "p cnf 2 2\\na 1 0\\ne 2 0\\n1 -2 0\\n|f.q:4: the header on line 1 declares 2 clauses, but"
          + " 1 were found",
      // quantifier lines
      "a 1 0\\np cnf 1 1\\n1 0\\n|f.q:1: 'a' line before the 'p cnf VARIABLES CLAUSES' header",
      "p cnf 2 1\\na 1 0\\n1 2 0\\n|f.q:3: variable 2 is in no quantifier line; QDIMACS makes"
          + " such a free variable existential in the outermost block, before the universal"
          + " block of line 2, so the prefix would be exists-forall-exists, not forall-exists"
          + " (Pi2): declare it in an 'e' line after the 'a' line",
      "p cnf 3 1\\na 1 0\\ne 3 0\\n1 2 3 0\\n|f.q:4: variable 2 is in no quantifier line; QDIMACS"
          + " makes such a free variable existential in the outermost block, before the"
          + " universal block of line 2, so the prefix would be exists-forall-exists, not"
          + " forall-exists (Pi2): add 2 to the 'e' line of line 3",
      "p cnf 2 1\\ne 2 0\\na 1 0\\n1 2 0\\n|f.q:3: universal block after the existential block"
          + " of line 2: the prefix is not forall-exists (Pi2); write the 'a' lines first, then"
          + " the 'e' lines",
      "p cnf 3 1\\na 1 0\\ne 2 0\\na 3 0\\n1 2 3 0\\n|f.q:4: universal block after the"
          + " existential block of line 3: the prefix is not forall-exists (Pi2); write the 'a'"
          + " lines first, then the 'e' lines",
      "p cnf 2 1\\na 1 0\\n1 0\\ne 2 0\\n|f.q:4: quantifier line after the first clause: the"
          + " 'a' and 'e' lines come between the header and the clauses",
      "p cnf 2 1\\na 1 0\\n1\\ne 2 0\\n2 0\\n|f.q:4: quantifier line after the first clause: the"
          + " 'a' and 'e' lines come between the header and the clauses",
      "p cnf 2 1\\na 1 0\\ne 1 2 0\\n1 2 0\\n|f.q:3: variable 1 is quantified twice (first on"
          + " line 2)",
      "p cnf 2 1\\na 1 1 0\\ne 2 0\\n1 2 0\\n|f.q:2: variable 1 is quantified twice (first on"
          + " line 2)",
      "p cnf 2 1\\na 3 0\\n1 2 0\\n|f.q:2: literal 3 names variable 3, but the header declares 2"
          + " variables",
      "p cnf 2 1\\na -1 0\\n1 2 0\\n|f.q:2: '-1' in a quantifier line: it lists variables, not"
          + " literals",
      "p cnf 2 1\\na 1\\n2 0\\n1 2 0\\n|f.q:2: quantifier line not ended by 0 (each 'a' or 'e' line"
          + " lists its variables and ends with 0 on the same line)",
      "p cnf 2 1\\na\\n1 2 0\\n|f.q:2: quantifier line not ended by 0 (each 'a' or 'e' line lists"
          + " its variables and ends with 0 on the same line)",
      "p cnf 2 1\\na 1 0 2 0\\n1 2 0\\n|f.q:2: text after the 0 that ends the quantifier line",
      "p cnf 2 1\\ne 0\\n1 2 0\\n|f.q:2: empty quantifier block 'e 0' (list at least one"
          + " variable)",
      "p cnf 2 1\\na x 0\\n1 2 0\\n|f.q:2: 'x' is not a literal (expected an integer; 0 ends a"
          + " clause)",
      "p cnf 2 1\\nexists 1 0\\n1 2 0\\n|f.q:2: 'exists' is not a quantifier (expected a line 'a"
          + " VARIABLES 0' or 'e VARIABLES 0')",
  })
  void errors(String text, String message) {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> QdimacsReader.parse(text.replace("\\n", "\n"), "f.q"));
    assertEquals(message, e.getMessage());
  }
}
