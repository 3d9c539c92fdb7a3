package org.spiderlab.reductions.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spiderlab.core.io.InputFormatException;

class ModelReaderTest {

  @Test
  void competitionFormat() {
    ModelReader.Result r = ModelReader.parse("""
        c solver output
        s SATISFIABLE
        v 1 -2
        v 3 0
        """, "m.out", 4);
    assertEquals(ModelReader.Status.SATISFIABLE, r.status());
    assertEquals(Assignment.ofValues(true, false, true, false), r.model());
  }

  @Test
  void minisatFormat() {
    ModelReader.Result r = ModelReader.parse("SAT\n-1 2 -3 0\n", "m.out", 3);
    assertEquals(Assignment.ofValues(false, true, false), r.model());
    assertEquals(ModelReader.Status.UNSATISFIABLE,
        ModelReader.parse("UNSAT\n", "m.out", 3).status());
    ModelReader.Result u = ModelReader.parse("s UNSATISFIABLE\n", "m.out", 3);
    assertEquals(ModelReader.Status.UNSATISFIABLE, u.status());
    assertNull(u.model());
    assertEquals(ModelReader.Status.UNKNOWN, ModelReader.parse("INDET\n", "m", 3).status());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "|m.out:1: no solver status (expected 's SATISFIABLE' or 'SAT' / 'UNSAT' / 'INDET')",
      "MAYBE\\n|m.out:1: unknown solver status 'MAYBE' (expected SATISFIABLE, UNSATISFIABLE, "
          + "UNKNOWN, SAT, UNSAT or INDET)",
      "v 1 0\\n|m.out:1: 'v' line before the 's SATISFIABLE' status line",
      "s SATISFIABLE\\nv 1 2\\n|m.out:2: the model is not terminated by 0",
      "s SATISFIABLE\\nv 1 5 0\\n|m.out:2: literal 5 is outside the formula's 3 variables",
      "s SATISFIABLE\\nv 1 -1 0\\n|m.out:2: variable 1 is given both values",
      "s SATISFIABLE\\n1 2 0\\n|m.out:2: expected a 'v' line of literals or a 'c' comment, "
          + "found '1 2 0'",
      "SAT\\n1 a 0\\n|m.out:2: 'a' is not a literal",
      "UNSAT\\n1 2 0\\n|m.out:2: literals after status UNSATISFIABLE (only a satisfiable "
          + "answer has a model)",
      "SAT\\n1 0 2\\n|m.out:2: literals after the terminating 0",
  })
  void errors(String text, String message) {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> ModelReader.parse(text == null ? "" : text.replace("\\n", "\n"), "m.out", 3));
    assertEquals(message, e.getMessage());
  }
}
