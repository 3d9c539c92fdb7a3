package org.spiderlab.reductions.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.io.InputFormatException;

/**
 * Files whose bytes are not UTF-8 are read like game and certificate files: bad bytes become
 * U+FFFD, so a Latin-1 letter in a comment is harmless and one in a token is reported with its
 * line. Before, the whole file was refused with {@code FILE:0: cannot read: Input length = 1}.
 */
class ReaderFileRegressionTest {
  @TempDir Path dir;

  @Test
  void latin1InADimacsCommentIsHarmless() throws Exception {
    Path f = dir.resolve("latin1.cnf");
    Files.write(f, "c St\u00fctzle\np cnf 1 1\n1 0\n".getBytes(
        java.nio.charset.StandardCharsets.ISO_8859_1));
    assertEquals(Cnf.of(1, new int[] {1}), DimacsReader.read(f));
  }

  @Test
  void latin1InADimacsTokenIsReportedWithItsLine() throws Exception {
    Path f = dir.resolve("bad.cnf");
    Files.write(f, "p cnf 1 1\n1\u00e9 0\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    InputFormatException e = assertThrows(InputFormatException.class, () -> DimacsReader.read(f));
    assertEquals(2, e.line(), e.getMessage());
  }

  @Test
  void latin1InAModelCommentIsHarmless() throws Exception {
    Path f = dir.resolve("latin1.model");
    Files.write(f, "c St\u00fctzle\ns SATISFIABLE\nv 1 0\n".getBytes(
        java.nio.charset.StandardCharsets.ISO_8859_1));
    assertEquals(ModelReader.Status.SATISFIABLE, ModelReader.read(f, 1).status());
  }
}
