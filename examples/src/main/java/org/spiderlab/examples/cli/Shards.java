package org.spiderlab.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.spiderlab.core.io.InputFormatException;
import picocli.CommandLine.Option;

/**
 * {@code --shard K/N} of {@code campaign} and {@code bench-deals}: a deterministic split of the
 * same job list into {@code N} shards, job {@code i} (from 0, in the list's order) to shard
 * {@code i mod N + 1}, so that easy and hard jobs spread evenly. Each shard runs in its own
 * directory, which holds {@code shard.json} (the {@link Manifest}: which job, which shard, which
 * ids) beside the results, stays resumable on its own, and refuses to run another job or shard;
 * {@code spiderlab merge} puts the shards together ({@link MergeCommand}).
 */
final class Shards {
  private Shards() {}

  /** The manifest's file name. */
  static final String FILE = "shard.json";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The option, as a picocli mixin. */
  static final class ShardOption {
    @Option(names = "--shard", paramLabel = "K/N",
        description = "run only shard K of N of the job list (job i, from 0, goes to shard "
            + "i mod N + 1), for a batch scheduler's array job; the directory gets shard.json, "
            + "and 'spiderlab merge' puts the shards together")
    String text;

    /** The shard asked for, or null. */
    Shard shard() {
      if (text == null) {
        return null;
      }
      String[] kn = text.split("/", -1);
      try {
        if (kn.length == 2) {
          int k = Integer.parseInt(kn[0].trim());
          int n = Integer.parseInt(kn[1].trim());
          if (n >= 1 && n <= 1_000_000 && k >= 1 && k <= n) {
            return new Shard(k, n);
          }
        }
      } catch (NumberFormatException e) {
        // below
      }
      throw new UserException("--shard must be K/N with 1 <= K <= N <= 1000000, got '" + text
          + "'", 2);
    }
  }

  /** Shard {@code k} of {@code n}. */
  record Shard(int k, int n) {
    /** Whether job {@code index} (from 0) belongs to this shard. */
    boolean owns(long index) {
      return index % n == k - 1;
    }

    /** The jobs of {@code all} that belong to this shard, in order. */
    <T> List<T> select(List<T> all) {
      List<T> out = new ArrayList<>();
      for (int i = 0; i < all.size(); i++) {
        if (owns(i)) {
          out.add(all.get(i));
        }
      }
      return out;
    }

    @Override
    public String toString() {
      return k + "/" + n;
    }
  }

  /**
   * What a shard's directory holds of its job: the command, a description that is equal for
   * every shard of one job (the parameters and limits), the number of jobs and the SHA-256 of
   * their ids in order, the shard, and the ids it owns.
   *
   * @param command {@code campaign} or {@code bench-deals}
   * @param job the job's description
   * @param jobs the number of jobs in the whole list
   * @param digest the SHA-256 of the whole list's ids, one per line
   * @param shard this shard's number, from 1
   * @param of the number of shards
   * @param ids the ids this shard owns, in the list's order
   */
  record Manifest(String command, String job, int jobs, String digest, int shard, int of,
      List<String> ids) {}

  /**
   * The manifest of {@code shard} of the job list {@code ids}; writes it to {@code dir}, or
   * checks that the one there is the same (a resumed shard), else refuses (exit 2).
   */
  static Manifest prepare(Path dir, String command, String job, List<String> ids, Shard shard) {
    Manifest m = new Manifest(command, job, ids.size(), digest(ids), shard.k(), shard.n(),
        shard.select(ids));
    Path file = dir.resolve(FILE);
    try {
      Files.createDirectories(dir);
      if (Files.exists(file)) {
        Manifest old = read(file);
        if (!old.equals(m)) {
          throw new InputFormatException(file.toString(), 0, "this directory holds shard "
              + old.shard() + "/" + old.of() + " of another job or split (" + old.job()
              + "); give each job and shard its own directory");
        }
        return m;
      }
      OutputFiles.write(file, w -> w.write(JSON.writerWithDefaultPrettyPrinter()
          .writeValueAsString(m) + "\n"));
      return m;
    } catch (IOException e) {
      throw new InputFormatException(dir.toString(), 0, "cannot write the shard's manifest: "
          + e.getMessage());
    }
  }

  /** Reads a manifest; a malformed one is {@code FILE:0: ...}, exit 2. */
  static Manifest read(Path file) {
    try {
      Manifest m = JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), Manifest.class);
      if (m.command() == null || m.job() == null || m.digest() == null || m.ids() == null
          || m.of() < 1 || m.shard() < 1 || m.shard() > m.of()) {
        throw new InputFormatException(file.toString(), 0,
            "not a shard manifest (a field is missing or out of range)");
      }
      return m;
    } catch (IOException e) {
      throw new InputFormatException(file.toString(), 0, "cannot read the shard manifest: "
          + e.getMessage());
    }
  }

  /** The SHA-256 of {@code ids}, one per line. */
  static String digest(List<String> ids) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      for (String id : ids) {
        md.update(id.getBytes(StandardCharsets.UTF_8));
        md.update((byte) '\n');
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java platform", e);
    }
  }
}
