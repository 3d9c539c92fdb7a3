package org.spiderlab.examples.cli;

/**
 * A user mistake or a negative answer that a command reports as one line on stderr (no stack
 * trace), with its own exit status.
 */
final class UserException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final int exitCode;

  UserException(String message, int exitCode) {
    super(message);
    this.exitCode = exitCode;
  }

  int exitCode() {
    return exitCode;
  }
}
