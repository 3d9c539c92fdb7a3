package org.spiderlab.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.spiderlab.examples.embed.CheckCertificate;

/**
 * The Java in the README's "Use it from Java" and in docs/TESTKIT.md is the text of classes that
 * every build compiles and runs, so it cannot drift from the API unnoticed; the Maven coordinates
 * there carry the version of the POMs.
 */
class DocSnippetsTest {
  private static final Pattern JAVA_BLOCK =
      Pattern.compile("^```java\\n(.*?)^```$", Pattern.MULTILINE | Pattern.DOTALL);
  private static final Pattern SPIDERLAB_DEPENDENCY = Pattern.compile(
      "<groupId>org\\.spiderlab</groupId>\\s*<artifactId>([\\w-]+)</artifactId>\\s*"
      + "<version>([^<]+)</version>");
  private static final Pattern JUNIT_DEPENDENCY = Pattern.compile(
      "<groupId>org\\.junit\\.jupiter</groupId>\\s*<artifactId>[\\w-]+</artifactId>\\s*"
      + "<version>([^<]+)</version>");

  static final Path ROOT = root();

  private static Path root() {
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.exists(p.resolve("core/pom.xml"))) {
      p = p.getParent();
    }
    assertTrue(p != null, "project root not found above " + Path.of("").toAbsolutePath());
    return p;
  }

  static String read(String relative) throws IOException {
    return Files.readString(ROOT.resolve(relative), StandardCharsets.UTF_8);
  }

  /** The ```java blocks of {@code markdown}, each without its fences. */
  static List<String> javaBlocks(String markdown) {
    List<String> out = new ArrayList<>();
    Matcher m = JAVA_BLOCK.matcher(markdown);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /** The text of the section headed {@code heading} (level 2), up to the next such heading. */
  static String section(String markdown, String heading) {
    int start = markdown.indexOf("\n## " + heading + "\n");
    assertTrue(start >= 0, "no section '## " + heading + "'");
    int end = markdown.indexOf("\n## ", start + 1);
    return markdown.substring(start, end < 0 ? markdown.length() : end);
  }

  @Test
  void theReadmeEmbeddingExampleIsTheCompiledClass() throws IOException {
    List<String> blocks = javaBlocks(section(read("README.md"), "Use it from Java"));
    assertEquals(1, blocks.size(), "one Java example in 'Use it from Java'");
    String snippet = blocks.get(0);
    assertTrue(snippet.startsWith("import "), "the example starts with its imports:\n" + snippet);
    String source = read(
        "examples/src/main/java/org/spiderlab/examples/embed/CheckCertificate.java");
    assertEquals("package org.spiderlab.examples.embed;\n\n" + snippet, source,
        "the README's example and CheckCertificate.java differ: copy the one to the other");
  }

  @Test
  void theEmbeddingExampleRunsAsTheReadmeSays() throws IOException {
    String won = runCheckCertificate("samples/small.spider", "samples/small.moves");
    assertEquals("WON after 5 moves\n", won);
    assertTrue(read("README.md").contains("\nWON after 5 moves\n"));
    String invalid = runCheckCertificate("samples/small.spider", "samples/bad-move.moves");
    assertTrue(invalid.startsWith("INVALID at move 2: "), invalid);
    assertTrue(invalid.endsWith("\nthe illegal move is on line 2 of samples/bad-move.moves\n"),
        invalid);
  }

  private static String runCheckCertificate(String game, String certificate) {
    PrintStream before = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      CheckCertificate.main(new String[] {game, certificate});
    } finally {
      System.setOut(before);
    }
    return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
  }

  @Test
  void theTestKitGuideIsTheCompiledExample() throws IOException {
    List<String> blocks = javaBlocks(read("docs/TESTKIT.md"));
    assertTrue(blocks.size() >= 2, "the guide shows the reduction and its test: " + blocks);
    String dir = "examples/kit-example/src/";
    String sources = read(dir + "main/java/org/example/mirror/MirrorReduction.java")
        + read(dir + "test/java/org/example/mirror/MirrorReductionTest.java");
    for (String block : blocks) {
      assertTrue(sources.contains(block), "this Java in docs/TESTKIT.md is not the text of "
          + "MirrorReduction.java or MirrorReductionTest.java in " + dir + ":\n" + block);
    }
  }

  @Test
  void theDocumentedCoordinatesAreThoseOfThePoms() throws IOException {
    String parent = read("pom.xml");
    String version = between(parent, "</artifactId>\n  <version>", "</version>");
    String junit = between(parent, "<junit.version>", "</junit.version>");
    for (String doc : List.of("README.md", "docs/TESTKIT.md")) {
      String text = read(doc);
      Matcher m = SPIDERLAB_DEPENDENCY.matcher(text);
      int found = 0;
      while (m.find()) {
        found++;
        String module = m.group(1).replaceFirst("^spiderlab-", "");
        assertTrue(Files.exists(ROOT.resolve(module).resolve("pom.xml")),
            doc + " names " + m.group(1) + ", which is no module");
        String pom = read(module + "/pom.xml");
        assertTrue(pom.contains("<artifactId>" + m.group(1) + "</artifactId>"),
            doc + ": " + m.group(1) + " is not the artifactId of " + module + "/pom.xml");
        assertEquals(version, m.group(2), doc + ": the version of " + m.group(1));
      }
      assertTrue(found >= 1, doc + " shows a dependency on SpiderLab");
      Matcher j = JUNIT_DEPENDENCY.matcher(text);
      while (j.find()) {
        assertEquals(junit, j.group(1), doc + ": the JUnit version the build uses");
      }
    }
  }

  private static String between(String text, String before, String after) {
    int start = text.indexOf(before);
    assertFalse(start < 0, "no " + before);
    start += before.length();
    return text.substring(start, text.indexOf(after, start));
  }
}
