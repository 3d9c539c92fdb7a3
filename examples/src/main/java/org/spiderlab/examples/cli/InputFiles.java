package org.spiderlab.examples.cli;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongConsumer;
import java.util.zip.GZIPInputStream;
import org.spiderlab.core.io.InputFormatException;
import org.tukaani.xz.XZInputStream;

/**
 * Where the command line opens every input file argument (games, certificates, CNF and QDIMACS
 * formulas, solver answers): {@code -} is standard input (named {@code <stdin>} in errors), and
 * gzip and xz files are decompressed on the fly, recognized by their first bytes whatever their
 * name. Text is read as UTF-8, malformed bytes become {@code U+FFFD} (as in the library's
 * readers). A file that cannot be opened or read is {@code FILE:0: no such file} or {@code
 * FILE:0: cannot read: ...}, an {@link InputFormatException}.
 */
final class InputFiles {
  /** The argument that stands for standard input. */
  static final String STDIN = "-";

  /** The name of standard input in error messages. */
  static final String STDIN_NAME = "<stdin>";

  private static final byte[] GZIP = {(byte) 0x1f, (byte) 0x8b};
  private static final byte[] XZ = {(byte) 0xfd, '7', 'z', 'X', 'Z', 0};

  /** The standard input already handed out once in this process; it cannot be read twice. */
  private static InputStream stdinRead;

  private InputFiles() {}

  /** A parser of an opened input: the reader and the name to use in error messages. */
  @FunctionalInterface
  interface Parser<T> {
    T parse(Reader reader, String name);
  }

  /** Whether {@code path} is the argument {@code -}. */
  static boolean isStdin(Path path) {
    return path.toString().equals(STDIN);
  }

  /** The name of {@code path} in messages: {@code <stdin>} for {@code -}, else as given. */
  static String name(Path path) {
    return isStdin(path) ? STDIN_NAME : path.toString();
  }

  /**
   * The file name without a trailing {@code .gz} or {@code .xz}, lower case, for choosing a
   * format by extension ({@code game.json.gz} is JSON); empty for standard input.
   */
  static String formatName(Path path) {
    if (isStdin(path) || path.getFileName() == null) {
      return "";
    }
    String n = path.getFileName().toString().toLowerCase(Locale.ROOT);
    return n.endsWith(".gz") || n.endsWith(".xz") ? n.substring(0, n.length() - 3) : n;
  }

  /** The size of the file in bytes, or -1 for standard input or when it is not known. */
  static long size(Path path) {
    try {
      return isStdin(path) || !Files.isRegularFile(path) ? -1 : Files.size(path);
    } catch (IOException e) {
      return -1;
    }
  }

  /** Opens {@code path} and parses it; open and read errors become {@code FILE:0: ...}. */
  static <T> T read(Path path, Parser<T> parser) {
    return read(path, null, parser);
  }

  /**
   * As {@link #read(Path, Parser)}, telling {@code progress} the bytes read so far from the file
   * itself (compressed bytes for a compressed file), now and then.
   */
  static <T> T read(Path path, LongConsumer progress, Parser<T> parser) {
    try (Reader r = open(path, progress)) {
      return parser.parse(r, name(path));
    } catch (IOException | UncheckedIOException e) {
      throw cannotRead(path, e);
    }
  }

  /** A buffered UTF-8 reader of {@code path}, decompressed; the caller closes it. */
  static Reader open(Path path) throws IOException {
    return open(path, null);
  }

  private static Reader open(Path path, LongConsumer progress) throws IOException {
    InputStream raw;
    if (isStdin(path)) {
      synchronized (InputFiles.class) {
        if (stdinRead == System.in) {
          throw new InputFormatException(STDIN_NAME, 0,
              "standard input can be read only once: give '-' for one argument only");
        }
        stdinRead = System.in;
      }
      raw = new FilterInputStream(System.in) {
        @Override
        public void close() {
          // standard input stays open
        }
      };
    } else {
      if (Files.isDirectory(path)) {
        throw new InputFormatException(path.toString(), 0, "is a directory, not a file");
      }
      raw = Files.newInputStream(path);
    }
    if (progress != null) {
      raw = new CountingStream(raw, progress);
    }
    InputStream in = new BufferedInputStream(raw, 1 << 16);
    try {
      in = decompressed(in);
    } catch (IOException e) {
      in.close();
      throw e;
    }
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
  }

  /** {@code in} itself, or a decompressing stream when it starts with gzip's or xz's magic. */
  private static InputStream decompressed(InputStream in) throws IOException {
    in.mark(XZ.length);
    byte[] head = in.readNBytes(XZ.length);
    in.reset();
    if (startsWith(head, GZIP)) {
      return new BufferedInputStream(new GZIPInputStream(in, 1 << 16), 1 << 16);
    }
    if (startsWith(head, XZ)) {
      return new BufferedInputStream(new XZInputStream(in), 1 << 16);
    }
    return in;
  }

  private static boolean startsWith(byte[] head, byte[] magic) {
    if (head.length < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if (head[i] != magic[i]) {
        return false;
      }
    }
    return true;
  }

  /** The {@code FILE:0: problem} error for a file that cannot be opened or read. */
  static InputFormatException cannotRead(Path path, Exception e) {
    if (e instanceof NoSuchFileException) {
      return new InputFormatException(name(path), 0, "no such file");
    }
    if (e instanceof AccessDeniedException) {
      return new InputFormatException(name(path), 0, "cannot read: permission denied");
    }
    Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
    String why = cause.getMessage() == null ? cause.getClass().getSimpleName()
        : cause.getMessage();
    return new InputFormatException(name(path), 0, "cannot read: " + why);
  }

  /** Counts the bytes read and reports the count at most every 64 KiB. */
  private static final class CountingStream extends FilterInputStream {
    private final LongConsumer progress;
    private long count;
    private long reported;

    CountingStream(InputStream in, LongConsumer progress) {
      super(in);
      this.progress = progress;
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        add(1);
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        add(n);
      }
      return n;
    }

    private void add(long n) {
      count += n;
      if (count - reported >= 1 << 16) {
        reported = count;
        progress.accept(count);
      }
    }
  }
}
