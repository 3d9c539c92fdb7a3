package org.spiderlab.examples.pictures;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A buffered UTF-8 writer for pictures of millions of cards: ASCII and whole numbers are written
 * without creating strings, so drawing a 100,000-variable reduction streams at disk speed. Write
 * errors are {@link UncheckedIOException}s. Not thread-safe.
 */
final class TextSink implements Closeable {
  private final OutputStream out;
  private final byte[] buf = new byte[1 << 16];
  private final byte[] digits = new byte[20];
  private int pos;

  TextSink(OutputStream out) {
    this.out = out;
  }

  TextSink text(String s) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (pos + 4 > buf.length) {
        drain();
      }
      if (c < 0x80) {
        buf[pos++] = (byte) c;
      } else if (c < 0x800) {
        buf[pos++] = (byte) (0xC0 | c >> 6);
        buf[pos++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isHighSurrogate(c) && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        buf[pos++] = (byte) (0xF0 | cp >> 18);
        buf[pos++] = (byte) (0x80 | cp >> 12 & 0x3F);
        buf[pos++] = (byte) (0x80 | cp >> 6 & 0x3F);
        buf[pos++] = (byte) (0x80 | cp & 0x3F);
      } else if (Character.isSurrogate(c)) {
        buf[pos++] = '?'; // a lone surrogate, as String.getBytes writes it
      } else {
        buf[pos++] = (byte) (0xE0 | c >> 12);
        buf[pos++] = (byte) (0x80 | c >> 6 & 0x3F);
        buf[pos++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return this;
  }

  TextSink ch(char c) {
    if (c >= 0x80) {
      return text(String.valueOf(c));
    }
    if (pos == buf.length) {
      drain();
    }
    buf[pos++] = (byte) c;
    return this;
  }

  TextSink num(long v) {
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        return text(Long.toString(v));
      }
      ch('-');
      v = -v;
    }
    int n = 0;
    while (v > Integer.MAX_VALUE) {
      digits[n++] = (byte) ('0' + v % 10);
      v /= 10;
    }
    int w = (int) v;
    do {
      digits[n++] = (byte) ('0' + w % 10);
      w /= 10;
    } while (w > 0);
    if (pos + n > buf.length) {
      drain();
    }
    while (n > 0) {
      buf[pos++] = digits[--n];
    }
    return this;
  }

  /** {@code v / 100} with two decimals, e.g. {@code 1234 -> 12.34}. */
  TextSink hundredths(long v) {
    if (v < 0) {
      ch('-');
      v = -v;
    }
    num(v / 100).ch('.');
    long r = v % 100;
    return ch((char) ('0' + r / 10)).ch((char) ('0' + r % 10));
  }

  /** The UTF-8 bytes of {@code s}, for fragments written millions of times. */
  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Bytes encoded beforehand with {@link #utf8}. */
  TextSink bytes(byte[] b) {
    if (pos + b.length > buf.length) {
      drain();
    }
    if (b.length > buf.length) {
      write(b, b.length);
    } else {
      System.arraycopy(b, 0, buf, pos, b.length);
      pos += b.length;
    }
    return this;
  }

  private void drain() {
    write(buf, pos);
    pos = 0;
  }

  private void write(byte[] b, int n) {
    try {
      out.write(b, 0, n);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void flush() {
    drain();
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    flush();
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
