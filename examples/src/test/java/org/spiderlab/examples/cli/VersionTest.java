package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code --version} and {@code -V} on every command print the build's version. */
class VersionTest {
  /** The version in this module's pom.xml (its parent's, which it inherits). */
  static String pomVersion() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher m = Pattern.compile("<parent>.*?<version>([^<]+)</version>", Pattern.DOTALL)
        .matcher(pom);
    assertTrue(m.find(), "no parent version in pom.xml");
    return m.group(1).strip();
  }

  @Test
  void everyCommandPrintsTheBuildsVersion() throws IOException {
    String expected = "spiderlab " + pomVersion();
    assertEquals(pomVersion(), Version.number());
    var top = CliRunner.run("--version");
    assertEquals(0, top.exit(), top.toString());
    assertEquals(expected, top.firstLine(), top.toString());
    assertTrue(top.out().lines().skip(1).findFirst().orElse("").startsWith("Java "),
        top.toString());
    int commands = 0;
    for (String name : SpiderLabCli.commandLine().getSubcommands().keySet()) {
      if (name.equals("help")) {
        continue;
      }
      for (String flag : new String[] {"--version", "-V"}) {
        var r = CliRunner.run(name, flag);
        assertEquals(0, r.exit(), name + " " + flag + ": " + r);
        assertEquals(expected, r.firstLine(), name + " " + flag + ": " + r);
        assertEquals("", r.err(), name + " " + flag + ": " + r);
      }
      commands++;
    }
    assertTrue(commands >= 19, "commands checked: " + commands);
  }
}
