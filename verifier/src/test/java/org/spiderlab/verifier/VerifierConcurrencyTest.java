package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.io.CertificateText;

/**
 * {@link Verifier} is thread-safe: many threads verifying the same games and certificates
 * concurrently (shared immutable {@link Game} and move lists) give the sequential verdicts.
 */
class VerifierConcurrencyTest {

  @Test
  void concurrentVerificationGivesTheSequentialVerdicts() throws Exception {
    RandomGames spec = new RandomGames(5, 2, 2, 5, 2, 40, Rule.SPIDER);
    List<Game> games = new ArrayList<>();
    List<List<Move>> certs = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      Game g = spec.generate(seed);
      List<Move> walk = new ArrayList<>(RandomWalk.walk(g, seed, 2_000, 90));
      if (seed % 3 == 0 && !walk.isEmpty()) {
        walk.set(walk.size() / 2, Move.transfer(0, 3, 1)); // mostly an INVALID verdict
      }
      games.add(g);
      certs.add(walk);
      expected.add(Verifier.verify(g, walk).toString());
    }
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int offset = t;
        results.add(pool.submit(() -> {
          start.await();
          List<String> out = new ArrayList<>();
          for (int round = 0; round < 5; round++) {
            for (int j = 0; j < games.size(); j++) {
              int i = (j + offset * 5) % games.size(); // threads interleave differently
              Verdict v = (round + offset) % 2 == 0
                  ? Verifier.verify(games.get(i), certs.get(i))
                  : Verifier.verify(games.get(i),
                      new StringReader(CertificateText.toText(certs.get(i))), "c" + i);
              out.add(i + " " + v);
            }
          }
          return out;
        }));
      }
      start.countDown();
      for (Future<List<String>> f : results) {
        for (String line : f.get(2, TimeUnit.MINUTES)) {
          int i = Integer.parseInt(line.substring(0, line.indexOf(' ')));
          assertEquals(i + " " + expected.get(i), line, "seed " + (i + 1) + " of " + spec);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
