package org.spiderlab.reductions.cnf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.testing.ProjectFiles;

class DimacsReaderTest {

  @Test
  void realWorldShapes() {
    Cnf f = DimacsReader.parse("""
        c a comment
        c  another one
        p  cnf 3\t 3
         1 -2
           3 0 -1 0
        c between clauses
        2 3 -3

        0
        %
        0
        """, "f.cnf");
    assertEquals(3, f.variables());
    assertEquals(3, f.clauseCount());
    assertArrayEquals(new int[] {1, -2, 3}, f.clause(0));
    assertArrayEquals(new int[] {-1}, f.clause(1));
    assertArrayEquals(new int[] {2, 3, -3}, f.clause(2));
  }

  @Test
  void roundTrip() {
    Cnf f = Cnf.of(4, new int[] {1, -4, 2}, new int[] {-3});
    assertEquals(f, DimacsReader.parse(f.toDimacs(), "x"));
  }

  @Test
  void satlibFilesWithAndWithoutTrailer(@TempDir Path dir) throws Exception {
    Path p = ProjectFiles.satlib().resolve("uf20-91/uf20-01.cnf");
    Cnf f = DimacsReader.read(p);
    assertEquals(20, f.variables());
    assertEquals(91, f.clauseCount());
    assertEquals(true, f.isThreeCnf());
    Path withTrailer = dir.resolve("t.cnf");
    Files.writeString(withTrailer, "c SATLIB header\n" + Files.readString(p) + "%\n0\n\n");
    assertEquals(f, DimacsReader.read(withTrailer));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "1 2 0\\n|f.cnf:1: clause data before the 'p cnf VARIABLES CLAUSES' header",
      "c only\\n|f.cnf:1: missing 'p cnf VARIABLES CLAUSES' header",
      "p cnf 2 1\\np cnf 2 1\\n1 0\\n|f.cnf:2: second 'p' header (the first is on line 1)",
      "p cnf 2\\n|f.cnf:1: malformed header 'p cnf 2', expected 'p cnf VARIABLES CLAUSES'",
      "p dnf 2 1\\n|f.cnf:1: malformed header 'p dnf 2 1', expected 'p cnf VARIABLES CLAUSES'",
      "p cnf x 1\\n|f.cnf:1: the variable count 'x' is not a number",
      "p cnf -2 1\\n|f.cnf:1: the variable count -2 is negative",
      "p cnf 99999999999 1\\n|f.cnf:1: the variable count 99999999999 is absurdly large "
          + "(at most 10000000 supported)",
      "p cnf 2 1\\n1 3 0\\n|f.cnf:2: literal 3 names variable 3, but the header declares 2 variables",
      "p cnf 2 2\\n1 -2 0\\n|f.cnf:2: the header on line 1 declares 2 clauses, but 1 were found",
      "p cnf 2 1\\n1 0\\n2 0\\n|f.cnf:3: more clauses than the 1 declared on line 1",
      "p cnf 2 1\\n0\\n|f.cnf:2: empty clause (a lone 0): the formula would be trivially "
          + "unsatisfiable, which the reduction cannot express",
      "p cnf 2 1\\n1 x2 0\\n|f.cnf:2: 'x2' is not a literal (expected an integer; 0 ends a clause)",
      "p cnf 2 1\\n1 - 0\\n|f.cnf:2: '-' is not a literal (expected an integer; 0 ends a clause)",
      "p cnf 2 1\\n1\\n-2\\n|f.cnf:2: clause 1 is not terminated by 0",
      "p cnf 2 1\\n1 99999999999999 0\\n|f.cnf:2: '99999999999999' is not a literal "
          + "(expected an integer; 0 ends a clause)",
  })
  void errors(String text, String message) {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> DimacsReader.parse(text.replace("\\n", "\n"), "f.cnf"));
    assertEquals(message, e.getMessage());
  }

  @Test
  void missingFile() {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> DimacsReader.read(Path.of("/nonexistent/x.cnf")));
    assertEquals("/nonexistent/x.cnf:0: no such file", e.getMessage());
  }
}
