package org.spiderlab.examples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.qbf.Pi2Comparison;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Result;

/**
 * The results file of {@code qbf-campaign -o DIR}: {@code DIR/outcomes.jsonl}, one JSON object per
 * formula as it is decided (its id, its universal count, per decider the answer, the
 * counterexample of a FALSE, the reason of an UNKNOWN, the time, refinements and SAT calls, and
 * the comparison's problems), so that a run resumes and {@code merge} puts shards together. The
 * formula itself is not stored: its id names it in the campaign's job list.
 */
final class QbfOutcomes {
  private QbfOutcomes() {}

  /** The file's name. */
  static final String FILE = "outcomes.jsonl";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The line of {@code o}, the deciders being {@code names}. */
  static String line(Pi2Comparison.Outcome o, List<String> names) {
    ObjectNode n = JSON.createObjectNode();
    n.put("id", o.id());
    n.put("universals", o.formula().universals());
    ArrayNode rs = n.putArray("results");
    for (int i = 0; i < names.size(); i++) {
      Pi2Result r = o.results().get(i);
      ObjectNode x = rs.addObject();
      x.put("decider", names.get(i));
      x.put("answer", r.answer().word());
      if (r.answer() instanceof Pi2Answer.False no) {
        ArrayNode lits = x.putArray("counterexample");
        for (int l : no.counterexample().toLiterals()) {
          lits.add(l);
        }
      } else if (r.answer() instanceof Pi2Answer.Unknown u) {
        x.put("reason", u.reason());
      }
      x.put("nanos", r.time().toNanos());
      x.put("refinements", r.refinements());
      x.put("satCalls", r.satCalls());
    }
    ArrayNode ps = n.putArray("problems");
    o.problems().forEach(ps::add);
    return n.toString();
  }

  /**
   * The outcomes in {@code file} by id, in file order (none if the file is absent), for the
   * deciders {@code names} (a line of other deciders is an error: another job's directory). A
   * malformed line is {@code FILE:LINE: ...}, exit 2. Each outcome's formula is a stand-in with
   * the stored universal count and no clauses: enough for {@link Pi2Comparison.Tally}.
   */
  static Map<String, Pi2Comparison.Outcome> read(Path file, List<String> names) {
    Map<String, Pi2Comparison.Outcome> out = new LinkedHashMap<>();
    if (!Files.exists(file)) {
      return out;
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputFormatException(file.toString(), 0, "cannot read: " + e.getMessage());
    }
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      try {
        Pi2Comparison.Outcome o = parse(JSON.readTree(lines.get(i)), names);
        out.put(o.id(), o);
      } catch (IOException | RuntimeException e) {
        throw new InputFormatException(file.toString(), i + 1, "not an outcome of this job: "
            + e.getMessage());
      }
    }
    return out;
  }

  private static Pi2Comparison.Outcome parse(JsonNode n, List<String> names) {
    String id = n.get("id").asText();
    int t = n.get("universals").asInt();
    JsonNode rs = n.get("results");
    if (rs == null || rs.size() != names.size()) {
      throw new IllegalArgumentException("expected the deciders " + names);
    }
    List<Pi2Result> results = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      JsonNode x = rs.get(i);
      if (!x.get("decider").asText().equals(names.get(i))) {
        throw new IllegalArgumentException("decider " + x.get("decider").asText() + ", expected "
            + names.get(i));
      }
      Pi2Answer a = switch (x.get("answer").asText()) {
        case "TRUE" -> new Pi2Answer.True(Optional.empty());
        case "FALSE" -> {
          JsonNode lits = x.get("counterexample");
          int[] l = new int[lits.size()];
          for (int j = 0; j < l.length; j++) {
            l[j] = lits.get(j).asInt();
          }
          yield new Pi2Answer.False(Assignment.fromLiterals(t, l));
        }
        case "UNKNOWN" -> new Pi2Answer.Unknown(x.path("reason").asText(""));
        default -> throw new IllegalArgumentException("answer " + x.get("answer").asText());
      };
      results.add(new Pi2Result(a, x.get("refinements").asLong(), x.get("satCalls").asLong(),
          Duration.ofNanos(x.get("nanos").asLong())));
    }
    List<String> problems = new ArrayList<>();
    n.get("problems").forEach(p -> problems.add(p.asText()));
    return new Pi2Comparison.Outcome(id, new ForallExists(t, Cnf.of(t)), results, problems);
  }

  /** The deciders named in the first line of {@code file}, or empty. */
  static List<String> deciders(Path file) {
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (!line.isBlank()) {
          List<String> names = new ArrayList<>();
          JSON.readTree(line).get("results").forEach(x -> names.add(x.get("decider").asText()));
          return names;
        }
      }
    } catch (IOException | RuntimeException e) {
      throw new InputFormatException(file.toString(), 1, "not an outcome: " + e.getMessage());
    }
    return List.of();
  }
}
