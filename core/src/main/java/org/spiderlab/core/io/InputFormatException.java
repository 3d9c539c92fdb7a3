package org.spiderlab.core.io;

/**
 * A user's input file is malformed. The message is always {@code FILE:LINE: what is wrong}, ready
 * to be printed as it is; command-line tools print it on one line and exit with status 2.
 */
public final class InputFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String file;
  private final long line;
  private final String problem;

  public InputFormatException(String file, long line, String problem) {
    super(file + ":" + line + ": " + problem);
    this.file = file;
    this.line = line;
    this.problem = problem;
  }

  /** The file name as the user gave it. */
  public String file() {
    return file;
  }

  /** The 1-based line number. */
  public long line() {
    return line;
  }

  /** What is wrong, without file and line. */
  public String problem() {
    return problem;
  }
}
