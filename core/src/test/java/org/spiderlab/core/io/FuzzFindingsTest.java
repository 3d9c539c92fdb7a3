package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Inputs the fuzzers found, with the exact answer now (docs/FUZZING.md). The same inputs are also
 * in the kept corpus of the fuzz tests.
 */
class FuzzFindingsTest {

  /** A JSON key holding a line break was echoed raw: a two-line error message. */
  @Test
  void jsonKeysAndStringsAreEscapedAndShortenedInMessages() {
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> GameJson.parse("{\"r\\nks\": 3}"));
    assertEquals("<string>:1: unknown key 'r\\nks' (expected ranks, suits, rule, piles, stock)",
        e.getMessage());
    String longKey = "k".repeat(100);
    e = assertThrows(InputFormatException.class,
        () -> GameJson.parse("{\"ranks\": 3, \"suits\": 1, \"rule\": \"" + longKey + "\"}"));
    assertEquals("<string>:1: unknown rule '" + "k".repeat(40) + "...' (expected spider or hanoi)",
        e.getMessage());
    e = assertThrows(InputFormatException.class, () -> GameJson.parse(
        "{\"ranks\": 3, \"suits\": 1, \"piles\": [[{\"rank\": 1, \"suit\": \"\\u0007\"}]]}"));
    assertEquals("<string>:1: unknown suit '\\u0007' (S, H, C, D or a number)", e.getMessage());
  }
}
