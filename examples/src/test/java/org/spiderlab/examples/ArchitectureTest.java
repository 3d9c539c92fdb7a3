package org.spiderlab.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shape rules of the source tree (docs/ARCHITECTURE.md), checked on every build: the packages
 * of {@code src/main} import each other without a cycle, no main source file is longer than 600
 * lines, and only the command line (module {@code examples}) writes to the terminal.
 */
class ArchitectureTest {
  private static final int MAX_LINES = 600;
  private static final String MODULE_INFO = "module-info.java";
  private static final Pattern EXPORTS = Pattern.compile("^\\s*exports ([\\w.]+);",
      Pattern.MULTILINE);
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern IMPORT =
      Pattern.compile("^import (?:static )?(org\\.spiderlab(?:\\.[a-z]\\w*)*)\\.[A-Z]",
          Pattern.MULTILINE);

  private static List<Path> sources;

  @BeforeAll
  static void readTree() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    while (root != null && !Files.exists(root.resolve("core/pom.xml"))) {
      root = root.getParent();
    }
    assertTrue(root != null, "project root not found above " + Path.of("").toAbsolutePath());
    Path top = root;
    try (Stream<Path> all = Files.walk(top)) {
      sources = all.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> top.relativize(p).toString().replace('\\', '/').contains("/src/main/java/"))
          .sorted().collect(Collectors.toList());
    }
    assertTrue(sources.size() > 50, "too few main sources found: " + sources.size());
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void packagesImportEachOtherWithoutACycle() {
    Map<String, Set<String>> uses = new TreeMap<>();
    for (Path p : sources) {
      if (p.getFileName().toString().equals(MODULE_INFO)) {
        continue; // a module descriptor, checked below
      }
      String text = read(p);
      Matcher pm = PACKAGE.matcher(text);
      assertTrue(pm.find(), p + ": no package line");
      String pkg = pm.group(1);
      Set<String> out = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
      Matcher im = IMPORT.matcher(text);
      while (im.find()) {
        if (!im.group(1).equals(pkg)) {
          out.add(im.group(1));
        }
      }
    }
    List<String> cycle = findCycle(uses);
    assertEquals(List.of(), cycle, "package import cycle; graph: " + uses);
  }

  /**
   * The library modules (core, verifier, reductions) export every package that has main sources,
   * except the {@code internal} ones, and nothing else: a new package cannot be forgotten.
   */
  @Test
  void everyLibraryModuleExportsItsPackagesButTheInternalOnes() {
    for (String module : List.of("core", "verifier", "reductions")) {
      Set<String> packages = new TreeSet<>();
      Path descriptor = null;
      for (Path p : sources) {
        String rel = p.toString().replace('\\', '/');
        if (!rel.contains("/" + module + "/src/main/java/")) {
          continue;
        }
        if (p.getFileName().toString().equals(MODULE_INFO)) {
          descriptor = p;
          continue;
        }
        Matcher pm = PACKAGE.matcher(read(p));
        if (pm.find() && !pm.group(1).endsWith(".internal")) {
          packages.add(pm.group(1));
        }
      }
      assertTrue(descriptor != null, module + ": no " + MODULE_INFO);
      Set<String> exported = new TreeSet<>();
      Matcher em = EXPORTS.matcher(read(descriptor));
      while (em.find()) {
        exported.add(em.group(1));
      }
      assertEquals(packages, exported, descriptor + ": exported packages");
    }
  }

  /** A cycle of the graph as a list of packages, or an empty list. */
  private static List<String> findCycle(Map<String, Set<String>> graph) {
    Map<String, Integer> state = new TreeMap<>(); // 1 on the stack, 2 done
    List<String> stack = new ArrayList<>();
    for (String start : graph.keySet()) {
      List<String> c = visit(start, graph, state, stack);
      if (!c.isEmpty()) {
        return c;
      }
    }
    return List.of();
  }

  private static List<String> visit(String v, Map<String, Set<String>> graph,
      Map<String, Integer> state, List<String> stack) {
    Integer s = state.get(v);
    if (s != null) {
      return s == 1 ? new ArrayList<>(stack.subList(stack.indexOf(v), stack.size())) : List.of();
    }
    state.put(v, 1);
    stack.add(v);
    for (String w : graph.getOrDefault(v, Set.of())) {
      List<String> c = visit(w, graph, state, stack);
      if (!c.isEmpty()) {
        return c;
      }
    }
    stack.remove(stack.size() - 1);
    state.put(v, 2);
    return List.of();
  }

  @Test
  void noMainSourceFileIsLongerThan600Lines() {
    List<String> tooLong = new ArrayList<>();
    for (Path p : sources) {
      long lines = read(p).lines().count();
      if (lines > MAX_LINES) {
        tooLong.add(p.getFileName() + " (" + lines + " lines)");
      }
    }
    assertEquals(List.of(), tooLong);
  }

  /** The source without block and line comments (Javadoc examples may print). */
  private static String withoutComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)//.*$", "");
  }

  @Test
  void onlyTheCommandLineWritesToTheTerminal() {
    Pattern printing = Pattern.compile("System\\.(out|err)|PrintStream|printStackTrace");
    List<String> offenders = new ArrayList<>();
    for (Path p : sources) {
      String name = p.toString().replace('\\', '/');
      if (name.contains("/examples/src/main/") || name.contains("/benchmarks/src/main/")) {
        continue; // the command line, the embedding examples and the benchmark mains print
      }
      if (printing.matcher(withoutComments(read(p))).find()) {
        offenders.add(p.getFileName().toString());
      }
    }
    assertEquals(List.of(), offenders, "library classes that print");
  }
}
