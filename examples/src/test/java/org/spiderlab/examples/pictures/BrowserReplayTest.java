package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.WitnessMaps;
import org.spiderlab.verifier.Verifier;

/**
 * The HTML replay in a real browser: headless Chromium, driven by Selenium, loads the page of the
 * thesis' example with the solver's certificate, steps through every move and checks the drawn
 * board after each move against the verifier's board, jumps, steps back, plays, and reads the
 * verdict and the backward map's assignment at the end, with no console error. Tagged {@code
 * browser}: runs with {@code -Pbrowser}, and is skipped with a message when chromium or
 * chromedriver is not installed (Debian: {@code apt-get install -y chromium chromium-driver}).
 */
@Tag("browser")
class BrowserReplayTest {
  private static ChromeDriver driver;
  /** Selenium's note that it has no DevTools binding for this Chromium (none is used). */
  private static final java.util.logging.Logger CDP =
      java.util.logging.Logger.getLogger("org.openqa.selenium.devtools");

  static Optional<Path> find(String... candidates) {
    List<Path> dirs = new ArrayList<>();
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (!d.isEmpty()) {
        dirs.add(Path.of(d));
      }
    }
    dirs.add(Path.of("/usr/bin"));
    dirs.add(Path.of("/usr/lib/chromium"));
    for (String name : candidates) {
      for (Path d : dirs) {
        Path p = d.resolve(name);
        if (Files.isExecutable(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  @BeforeAll
  static void startBrowser() {
    Optional<Path> chrome = find("chromium", "chromium-browser", "google-chrome");
    Optional<Path> chromedriver = find("chromedriver");
    assumeTrue(chrome.isPresent() && chromedriver.isPresent(), "no headless browser: the HTML"
        + " replay is not tested in a browser (Debian: apt-get install -y chromium"
        + " chromium-driver; found chromium: " + chrome.isPresent() + ", chromedriver: "
        + chromedriver.isPresent() + ")");
    CDP.setLevel(Level.SEVERE);
    ChromeOptions o = new ChromeOptions();
    o.setBinary(chrome.get().toFile());
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1600,1200");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    o.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(chromedriver.get().toFile()).build();
    driver = new ChromeDriver(service, o);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
  }

  @AfterAll
  static void stopBrowser() {
    if (driver != null) {
      driver.quit();
    }
  }

  /** The board as drawn: per pile, the labels of its cards, bottom first. */
  @SuppressWarnings("unchecked")
  static List<List<String>> drawnBoard(int piles) {
    List<List<Object>> cards = (List<List<Object>>) ((JavascriptExecutor) driver).executeScript(
        "return Array.from(document.querySelectorAll('#board text.card')).map(function (t) {"
            + " return [+t.getAttribute('data-pile'), +t.getAttribute('data-index'),"
            + " t.textContent]; });");
    List<List<String>> board = new ArrayList<>();
    for (int p = 0; p < piles; p++) {
      board.add(new ArrayList<>());
    }
    for (List<Object> c : cards) {
      int pile = ((Number) c.get(0)).intValue() - 1;
      int index = ((Number) c.get(1)).intValue();
      assertEquals(board.get(pile).size(), index, "cards of pile " + (pile + 1) + " in order");
      board.get(pile).add((String) c.get(2));
    }
    return board;
  }

  static List<List<String>> javaBoard(Board b) {
    List<List<String>> board = new ArrayList<>();
    for (int p = 0; p < b.pileCount(); p++) {
      List<String> pile = new ArrayList<>();
      for (int i = 0; i < b.pileSize(p); i++) {
        pile.add(CardFace.label(b.codeAt(p, i)));
      }
      board.add(pile);
    }
    return board;
  }

  static void assertBoard(Game g, List<Move> moves, int k) {
    Board b = Drawn.boardAfter(g, moves, k);
    assertEquals(javaBoard(b), drawnBoard(g.pileCount()), "the board after move " + k);
    String status = driver.findElement(By.id("status")).getText();
    assertTrue(status.startsWith(k == 0 ? "start (move 0 of " + moves.size() + ")"
        : "move " + k + " of " + moves.size() + ": " + moves.get(k - 1)), status);
    assertTrue(status.contains("foundation: " + b.clearedRuns() + " run"), status);
    assertTrue(status.contains("stock: " + b.dealsLeft() + " deals left"), status);
  }

  static void click(String id) {
    driver.findElement(By.id(id)).click();
  }

  static Path open(Path dir, String name, Picture picture) throws Exception {
    Path file = dir.resolve(name + ".html");
    PictureFiles.write(new HtmlRenderer(), picture, file);
    driver.get(file.toUri().toString());
    return file;
  }

  static void assertNoConsoleError() {
    List<LogEntry> bad = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).toList();
    assertEquals(List.of(), bad.stream().map(LogEntry::toString).toList(), "console errors");
    assertEquals("", driver.findElement(By.id("check")).getText(),
        "the replay agrees with the verifier's pile sizes");
  }

  @Test
  void theSolversCertificateOfTheThesisExamplePlaysAsTheVerifierSays(@TempDir Path dir)
      throws Exception {
    ReducedInstance inst = Drawn.thesis();
    Game g = inst.game();
    var result = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.FOCUSED)
        .maxStates(1_000_000).build());
    assertEquals(SolverStatus.WINNABLE, result.status());
    List<Move> cert = result.certificate();
    int n = cert.size();
    ThreeSatAnnotation ann = new ThreeSatAnnotation(inst);
    open(dir, "thesis", PictureFiles.ofReduction(inst, Optional.of(cert), "solver.moves"));
    assertBoard(g, cert, 0);
    for (int k = 1; k <= n; k++) {
      click("forward");
      assertBoard(g, cert, k);
      String current = driver.findElement(By.cssSelector("#moves li.current")).getText();
      assertEquals(cert.get(k - 1).toString(), current, "the current move is highlighted");
    }
    assertEquals("verifier: " + Verifier.verify(g, cert), driver.findElement(By.id("verdict"))
        .getText());
    List<String> slots = driver.findElements(By.cssSelector("#slots span")).stream()
        .map(WebElement::getText).toList();
    var assignment = WitnessMaps.backward(inst, cert);
    assertEquals(Stream.of(1, 2, 3).map(v -> "v" + v + " = " + assignment.value(v)).toList(),
        slots, "the assignment read by the backward map");
    // jump, back, first, last, keyboard
    WebElement jump = driver.findElement(By.id("jump"));
    jump.clear();
    jump.sendKeys("40");
    click("go");
    assertBoard(g, cert, 40);
    click("back");
    assertBoard(g, cert, 39);
    click("first");
    assertBoard(g, cert, 0);
    assertTrue(driver.findElement(By.id("verdict")).getText().contains("after the last move"));
    click("last");
    assertBoard(g, cert, n);
    driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
    assertBoard(g, cert, n - 1);
    // play at 20 moves/s from the start, then pause where it is
    driver.findElement(By.cssSelector("#speed option[value='20']")).click();
    click("first");
    click("play");
    Thread.sleep(700);
    click("play");
    int k = Integer.parseInt(driver.findElement(By.id("jump")).getAttribute("value"));
    assertTrue(k > 0, "playing advanced the replay");
    assertBoard(g, cert, k);
    assertTrue(ann.progress(cert).isPresent());
    assertNoConsoleError();
  }

  @Test
  void clearsTurnedCardsDealsAndAnInvalidMove(@TempDir Path dir) throws Exception {
    Game small = GameText.read(Path.of("samples/small.spider"));
    List<Move> won = Drawn.moves(Files.readString(Path.of("samples/small.moves")));
    open(dir, "small", Drawn.withCertificate(small, Annotation.plain(small), won, 0,
        Arrangement.DEFAULT));
    for (int k = 1; k <= won.size(); k++) {
      click("forward");
      assertBoard(small, won, k);
    }
    assertEquals("verifier: WON after 5 moves", driver.findElement(By.id("verdict")).getText());
    assertNoConsoleError();

    Game two = GameText.read(Path.of("samples/two-suits.spider"));
    List<Move> deals = Drawn.moves("m 1 1 4\nm 2 2 4\nd\nm 9 1 1\n");
    open(dir, "two", Drawn.withCertificate(two, Annotation.plain(two), deals, 0,
        new Arrangement(2, 3)));
    List<Move> legal = deals.subList(0, 3);
    assertBoard(two, legal, 0);
    for (int k = 1; k <= 3; k++) {
      click("forward");
      assertBoard(two, legal, k);
    }
    assertTrue(driver.findElement(By.id("verdict")).getText()
        .startsWith("verifier: INVALID at move 4: m 9 1 1: pile 9 does not exist"));
    assertNoConsoleError();
  }
}
