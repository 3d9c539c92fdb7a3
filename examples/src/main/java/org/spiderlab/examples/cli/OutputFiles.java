package org.spiderlab.examples.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.spiderlab.core.io.InputFormatException;

/**
 * Where the commands write a file ({@code -o}, {@code --cert}, {@code --out}): never onto one of
 * the command's own inputs, never through a symbolic link, and whole or not at all (docs/FORMATS.md,
 * "Errors and exit status"). An existing output file that is not an input is replaced, as
 * {@code cp} and compilers do. Every refusal is one line {@code OUT:0: ...}, exit 2, and {@link
 * #check} makes them before any work, so that a long search never ends in an unwritable output.
 */
final class OutputFiles {

  /** What writes the content. */
  interface Body {
    void write(Writer w) throws IOException;
  }

  /** What writes the content and then says whether it is to be kept. */
  interface KeptBody {
    boolean write(Writer w) throws IOException;
  }

  private static final Set<PosixFilePermission> NEW_FILE =
      PosixFilePermissions.fromString("rw-r--r--");

  private OutputFiles() {}

  /**
   * Refuses {@code out} (nothing when null) when it is one of {@code inputs} (the same file, also
   * through links), a symbolic link, a directory, read-only, or in a directory that does not
   * exist or cannot be written.
   */
  static void check(Path out, Path... inputs) {
    if (out == null) {
      return;
    }
    String name = out.toString();
    if (Files.isSymbolicLink(out)) {
      throw refuse(name, "is a symbolic link; name the file it points to, or remove the link");
    }
    if (Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
      throw refuse(name, "is a directory, not a file");
    }
    boolean exists = Files.exists(out, LinkOption.NOFOLLOW_LINKS);
    for (Path in : inputs) {
      if (in != null && exists && !InputFiles.isStdin(in) && Files.exists(in) && same(out, in)) {
        throw refuse(name, "is the input " + in + " of this command; write the output elsewhere");
      }
    }
    if (exists && !Files.isWritable(out)) {
      throw refuse(name, "is read-only");
    }
    if (exists && !Files.isRegularFile(out, LinkOption.NOFOLLOW_LINKS)) {
      return; // a device or a pipe (/dev/null, /dev/stdout): written in place
    }
    Path dir = directory(out);
    if (!Files.isDirectory(dir)) {
      throw refuse(name, "no such directory " + dir);
    }
    if (!Files.isWritable(dir)) {
      throw refuse(name, "cannot write in the directory " + dir);
    }
  }

  /**
   * Refuses the output directory {@code dir} (nothing when null), before any work, when it
   * exists but is not a directory (a link to a directory is one) or cannot be written, is a link
   * to nothing, or does not exist and the nearest directory above it that exists cannot be
   * written (the command makes the missing ones). One line {@code DIR:0: ...}, exit 2, as for
   * files.
   */
  static void checkDirectory(Path dir) {
    if (dir == null) {
      return;
    }
    String name = dir.toString();
    if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
      throw refuse(name, "is a symbolic link to nothing");
    }
    if (Files.exists(dir)) {
      if (!Files.isDirectory(dir)) {
        throw refuse(name, "is a file, not a directory");
      }
      if (!Files.isWritable(dir)) {
        throw refuse(name, "cannot write in this directory");
      }
      return;
    }
    Path above = dir.toAbsolutePath().getParent();
    while (above != null && !Files.exists(above)) {
      above = above.getParent();
    }
    if (above == null || !Files.isDirectory(above)) {
      throw refuse(name, "cannot make this directory: " + above + " is not a directory");
    }
    if (!Files.isWritable(above)) {
      throw refuse(name, "cannot make this directory: cannot write in " + above);
    }
  }

  /**
   * Writes {@code out} through {@code body}: into a new file beside it, then renamed onto it, so
   * that a failure leaves an existing {@code out} as it was. A new file gets {@code rw-r--r--},
   * a replaced one keeps its permissions. A device or a pipe ({@code /dev/null}) is written in
   * place.
   */
  static void write(Path out, Body body) {
    write(out, false, w -> {
      body.write(w);
      return true;
    });
  }

  /**
   * As {@link #write(Path, Body)}, but {@code out} is left as it was when {@code body} says the
   * content is not to be kept (a device or a pipe has then been written to all the same), and
   * with {@code gzip} the content is compressed. Returns whether it was kept.
   */
  static boolean write(Path out, boolean gzip, KeptBody body) {
    check(out);
    if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)
        && !Files.isRegularFile(out, LinkOption.NOFOLLOW_LINKS)) {
      try (Writer w = writer(Files.newOutputStream(out), gzip)) {
        return body.write(w); // a device or a pipe is never replaced by a file
      } catch (IOException e) {
        throw new InputFormatException(out.toString(), 0, "cannot write: " + e.getMessage());
      }
    }
    Path dir = directory(out);
    Path tmp = null;
    try {
      tmp = Files.createTempFile(dir, "." + out.getFileName() + ".", ".part");
      boolean keep;
      try (Writer w = writer(Files.newOutputStream(tmp), gzip)) {
        keep = body.write(w);
      }
      if (!keep) {
        return false;
      }
      permissions(out, tmp);
      try {
        Files.move(tmp, out, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING);
      }
      tmp = null;
      return true;
    } catch (IOException e) {
      throw new InputFormatException(out.toString(), 0, "cannot write: " + e.getMessage());
    } finally {
      if (tmp != null) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException ignored) {
          // the partial file stays; the error above is what the user needs
        }
      }
    }
  }

  private static Writer writer(java.io.OutputStream out, boolean gzip) throws IOException {
    return new BufferedWriter(new OutputStreamWriter(gzip
        ? new java.util.zip.GZIPOutputStream(out, 1 << 16) : out, StandardCharsets.UTF_8), 1 << 16);
  }

  private static void permissions(Path out, Path tmp) throws IOException {
    try {
      Files.setPosixFilePermissions(tmp, Files.exists(out)
          ? Files.getPosixFilePermissions(out) : NEW_FILE);
    } catch (UnsupportedOperationException notPosix) {
      // other file systems keep their defaults
    }
  }

  private static boolean same(Path a, Path b) {
    try {
      return Files.isSameFile(a, b);
    } catch (IOException e) {
      return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
  }

  private static Path directory(Path out) {
    Path parent = out.toAbsolutePath().getParent();
    return parent == null ? out.toAbsolutePath().getRoot() : parent;
  }

  private static InputFormatException refuse(String out, String why) {
    return new InputFormatException(out, 0, why);
  }
}
