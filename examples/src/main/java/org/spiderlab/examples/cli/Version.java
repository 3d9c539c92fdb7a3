package org.spiderlab.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/**
 * {@code --version} of every command: the version of the build (written into {@code
 * version.properties} by Maven's resource filtering) and the Java runtime it runs on.
 */
final class Version implements CommandLine.IVersionProvider {
  private static final String RESOURCE = "version.properties";

  /** The build's version, e.g. {@code 0.1.0-SNAPSHOT}. */
  static String number() {
    try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the build");
      }
      Properties p = new Properties();
      p.load(in);
      String v = p.getProperty("version", "");
      if (v.isBlank() || v.contains("${")) {
        throw new IllegalStateException(RESOURCE + " was not filled in by the build: " + v);
      }
      return v.strip();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {
        "spiderlab " + number(),
        "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor")
            + "), max heap " + Units.bytes(Runtime.getRuntime().maxMemory())};
  }
}
