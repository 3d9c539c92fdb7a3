package org.spiderlab.core.io;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Move;

/**
 * Whole-certificate helpers for the certificate format (docs/FORMATS.md); for streaming use {@link
 * MoveReader}.
 */
public final class CertificateText {
  private CertificateText() {}

  /** Reads every move of {@code reader}. */
  public static List<Move> read(Reader reader, String file) {
    List<Move> moves = new ArrayList<>();
    MoveReader r = new MoveReader(reader, file);
    Move m;
    while ((m = r.next()) != null) {
      moves.add(m);
    }
    return moves;
  }

  /** Reads every move of the file at {@code path}. */
  public static List<Move> read(Path path) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /** Parses a certificate held in a string. */
  public static List<Move> parse(String text) {
    return read(new StringReader(text), "<string>");
  }

  /** Writes one move per line. */
  public static void write(Iterable<? extends Move> moves, Writer out) {
    try {
      StringBuilder sb = new StringBuilder(1 << 16);
      for (Move m : moves) {
        sb.append(m).append('\n');
        if (sb.length() > 60_000) {
          out.write(sb.toString());
          sb.setLength(0);
        }
      }
      out.write(sb.toString());
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The certificate as text, one move per line. */
  public static String toText(Iterable<? extends Move> moves) {
    java.io.StringWriter w = new java.io.StringWriter();
    write(moves, w);
    return w.toString();
  }
}
