package org.spiderlab.benchmarks;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.MoveReader;
import org.spiderlab.core.io.TextFiles;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Throughput of the certificate checker (thesis 4.1.8: {@code O(total cards moved + moves)}
 * time, streaming). The certificate has {@link #MOVES} moves and wins: on the game
 *
 * <pre>
 * spider ranks=2 suits=1
 * pile 2S
 * pile 1S
 * pile
 * pile
 * </pre>
 *
 * the ace cycles {@code m 2 1 1} (onto the two), {@code m 1 1 3}, {@code m 3 1 4} (onto empty
 * piles), {@code m 4 1 2}, 2,500,000 times; {@code m 2 1 1} and {@code c 1} end it. Scores are
 * moves per second ({@link OperationsPerInvocation}):
 *
 * <ul>
 *   <li>{@link #replayInMemory}: {@code Verifier.verify(game, List<Move>)}, every move a distinct
 *       object as a parsed certificate would hold them (goal: at least 50 million moves/s);
 *   <li>{@link #verifyFile}: {@code Verifier.verify(game, Path)}, streaming the 10^7-line file;
 *   <li>{@link #parseFile}: {@link MoveReader} alone over the same file (no replay);
 *   <li>{@link #tokenizeFileBaseline}: the baseline, reading the same file through the same
 *       decoding reader ({@link TextFiles#open}, as the verifier does) and splitting it into words
 *       and numbers (goal: verifyFile at most 2x
 *       its time).
 * </ul>
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar VerifierBenchmark -f 1 -wi 2 -i 3}.
 * On a shared, loaded machine {@link #main} gives steadier ratios: it runs the four benchmarks in
 * turn for a number of rounds and reports the best time of each ({@code java -Xmx2g -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.VerifierBenchmark 12}). Results in
 * {@code docs/PERFORMANCE.md}, section "Verifier".
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class VerifierBenchmark {

  /** Cycles of four moves in the certificate. */
  static final int CYCLES = 2_500_000;

  /** Moves in the certificate: 10^7 + 2. */
  public static final int MOVES = 4 * CYCLES + 2;

  static final Game GAME = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S\npile\npile\n");

  List<Move> moves;
  Path file;

  /** The winning certificate of {@link #MOVES} moves, each a distinct object. */
  static List<Move> certificate() {
    List<Move> out = new ArrayList<>(MOVES);
    for (int i = 0; i < CYCLES; i++) {
      out.add(Move.transfer(1, 1, 0));
      out.add(Move.transfer(0, 1, 2));
      out.add(Move.transfer(2, 1, 3));
      out.add(Move.transfer(3, 1, 1));
    }
    out.add(Move.transfer(1, 1, 0));
    out.add(Move.clear(0));
    return out;
  }

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    moves = certificate();
    file = Files.createTempFile("spiderlab-verifier-bench", ".moves");
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      CertificateText.write(moves, w);
    }
    Verdict v = Verifier.verify(GAME, moves);
    if (!(v instanceof Verdict.Won) || v.movesPlayed() != MOVES) {
      throw new IllegalStateException("the benchmark certificate does not win: " + v);
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(file);
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public Verdict replayInMemory() {
    return Verifier.verify(GAME, moves);
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public Verdict verifyFile() {
    return Verifier.verify(GAME, file);
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public long parseFile() throws IOException {
    long n = 0;
    try (MoveReader r = new MoveReader(TextFiles.open(file), file.toString())) {
      Move m;
      while ((m = r.next()) != null) {
        n += m instanceof Move.Transfer t ? t.count() : 1;
      }
    }
    return n;
  }

  /**
   * Best-of-N timing of the four benchmarks, interleaved so that load from other processes hits
   * them alike; argument: the number of rounds (default 10).
   */
  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    VerifierBenchmark b = new VerifierBenchmark();
    b.setUp();
    try {
      String[] names = {"replayInMemory", "verifyFile", "parseFile", "tokenizeFileBaseline"};
      double[] best = new double[names.length];
      java.util.Arrays.fill(best, Double.MAX_VALUE);
      long check = 0;
      for (int round = 0; round < rounds; round++) {
        for (int k = 0; k < names.length; k++) {
          long t = System.nanoTime();
          check += switch (k) {
            case 0 -> b.replayInMemory().movesPlayed();
            case 1 -> b.verifyFile().movesPlayed();
            case 2 -> b.parseFile();
            default -> b.tokenizeFileBaseline();
          };
          best[k] = Math.min(best[k], (System.nanoTime() - t) / 1e9);
        }
      }
      for (int k = 0; k < names.length; k++) {
        System.out.printf("%-22s best of %d: %.3f s = %.1f million moves/s%n", names[k], rounds,
            best[k], MOVES / best[k] / 1e6);
      }
      System.out.printf("verifyFile / tokenizeFileBaseline = %.2f (checksum %d)%n",
          best[1] / best[3], check);
    } finally {
      b.tearDown();
    }
  }

  /**
   * The baseline: read the file through the same UTF-8 reader and split it into words and
   * numbers, summing the numbers, with the cheapest loop that still looks at every character.
   */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public long tokenizeFileBaseline() throws IOException {
    long sum = 0;
    long words = 0;
    char[] buf = new char[1 << 16];
    try (Reader r = TextFiles.open(file)) {
      int len;
      long number = 0;
      boolean inWord = false;
      while ((len = r.read(buf, 0, buf.length)) > 0) {
        for (int i = 0; i < len; i++) {
          char c = buf[i];
          if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            if (inWord) {
              words++;
              sum += number;
              number = 0;
              inWord = false;
            }
          } else {
            inWord = true;
            if (c >= '0' && c <= '9') {
              number = number * 10 + (c - '0');
            }
          }
        }
      }
      if (inWord) {
        words++;
        sum += number;
      }
    }
    return sum * 31 + words;
  }
}
