package org.spiderlab.core.internal;

/**
 * Argument, state and index checks of the core module, so that its runtime classpath holds no
 * third-party jar. The messages follow the usual convention of precondition libraries: each
 * {@code %s} of a template takes the next argument in turn, arguments left over are appended in
 * square brackets, and a {@code null} argument prints as {@code null}. Not part of the API: the
 * package is not exported by the module.
 */
public final class Checks {

  private Checks() {}

  /** Throws {@link IllegalArgumentException} when {@code condition} is false. */
  public static void checkArgument(boolean condition) {
    if (!condition) {
      throw new IllegalArgumentException();
    }
  }

  /** Throws {@link IllegalArgumentException} with {@code message} when {@code condition} is false. */
  public static void checkArgument(boolean condition, Object message) {
    if (!condition) {
      throw new IllegalArgumentException(String.valueOf(message));
    }
  }

  /** Throws {@link IllegalArgumentException} with the filled template when {@code condition} is false. */
  public static void checkArgument(boolean condition, String template, Object... args) {
    if (!condition) {
      throw new IllegalArgumentException(format(template, args));
    }
  }

  /** Throws {@link IllegalStateException} with the filled template when {@code condition} is false. */
  public static void checkState(boolean condition, String template, Object... args) {
    if (!condition) {
      throw new IllegalStateException(format(template, args));
    }
  }

  /** Returns {@code reference}; throws {@link NullPointerException} when it is null. */
  public static <T> T checkNotNull(T reference) {
    if (reference == null) {
      throw new NullPointerException();
    }
    return reference;
  }

  /** Returns {@code reference}; throws {@link NullPointerException} with {@code message} when null. */
  public static <T> T checkNotNull(T reference, Object message) {
    if (reference == null) {
      throw new NullPointerException(String.valueOf(message));
    }
    return reference;
  }

  /** Returns {@code reference}; throws {@link NullPointerException} with the filled template. */
  public static <T> T checkNotNull(T reference, String template, Object... args) {
    if (reference == null) {
      throw new NullPointerException(format(template, args));
    }
    return reference;
  }

  /** Returns {@code index} when {@code 0 <= index < size}; else {@link IndexOutOfBoundsException}. */
  public static int checkElementIndex(int index, int size) {
    return checkElementIndex(index, size, "index");
  }

  /**
   * Returns {@code index} when {@code 0 <= index < size}; else {@link IndexOutOfBoundsException}
   * naming {@code description}.
   */
  public static int checkElementIndex(int index, int size, String description) {
    if (size < 0) {
      throw new IllegalArgumentException("negative size: " + size);
    }
    if (index < 0) {
      throw new IndexOutOfBoundsException(description + " (" + index + ") must not be negative");
    }
    if (index >= size) {
      throw new IndexOutOfBoundsException(
          description + " (" + index + ") must be less than size (" + size + ")");
    }
    return index;
  }

  /** The template with each {@code %s} replaced by the next argument, the rest appended. */
  static String format(String template, Object... args) {
    String t = String.valueOf(template);
    Object[] a = args == null ? new Object[] {null} : args;
    StringBuilder out = new StringBuilder(t.length() + 16 * a.length);
    int from = 0;
    int i = 0;
    while (i < a.length) {
      int at = t.indexOf("%s", from);
      if (at < 0) {
        break;
      }
      out.append(t, from, at).append(a[i++]);
      from = at + 2;
    }
    out.append(t, from, t.length());
    if (i < a.length) {
      out.append(" [").append(a[i++]);
      while (i < a.length) {
        out.append(", ").append(a[i++]);
      }
      out.append(']');
    }
    return out.toString();
  }
}
