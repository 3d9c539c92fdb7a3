package org.spiderlab.examples.cli;

import org.spiderlab.core.RunReading;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.DecksReduction;
import org.spiderlab.reductions.approx.Rho;
import org.spiderlab.reductions.approx.RunHeightReduction;
import picocli.CommandLine.Option;

/**
 * Which reduction of a CNF formula {@code reduce}, {@code crosscheck} and {@code campaign} work
 * on ({@code --to}), declared once: the 3-SAT reduction of thesis 4.2 (the default) or one of
 * the constructions of 4.5 with their parameters.
 */
final class ReductionTargetMixin {
  @Option(names = "--to", paramLabel = "T", defaultValue = "win",
      description = "the reduction: win (3-SAT -> winnable, thesis 4.2), val (4.5.1: can a deck "
          + "be cleared; val(G)), decks (4.5.2, with --decks), run-height (4.5.3: a run of "
          + "height n; maxHeight(G); with --rho, --reading) (default: ${DEFAULT-VALUE})")
  String to;

  @Option(names = "--decks", paramLabel = "K",
      description = "--to decks: the number of decks, at least 2 (default 3)")
  Integer decks;

  @Option(names = "--rho", paramLabel = "P/Q",
      description = "--to run-height: the approximation ratio, 0 < P/Q <= 1 (default 1/2)")
  String rho;

  @Option(names = "--reading", paramLabel = "R", converter = MaxRunCommand.ReadingConverter.class,
      description = "--to run-height: which runs count, top (the movable run on a pile) or any "
          + "(any run inside a pile) (default top)")
  RunReading reading;

  /**
   * The construction of thesis 4.5 asked for, or null for {@code --to win}.
   *
   * @throws UserException for an unknown target or a parameter that does not belong to it
   */
  ApproxReduction<?> approx() {
    if (decks != null && !to.equals("decks")) {
      throw new UserException("--decks belongs to --to decks", 2);
    }
    if ((rho != null || reading != null) && !to.equals("run-height")) {
      throw new UserException((rho != null ? "--rho" : "--reading")
          + " belongs to --to run-height", 2);
    }
    switch (to) {
      case "win":
        return null;
      case "val":
        return DecksReduction.value();
      case "decks":
        int k = decks == null ? 3 : decks;
        if (k < 2) {
          throw new UserException("--decks must be at least 2, got " + k, 2);
        }
        return DecksReduction.decks(k);
      case "run-height":
        Rho r;
        try {
          r = Rho.parse(rho == null ? "1/2" : rho);
        } catch (IllegalArgumentException e) {
          throw new UserException("--" + e.getMessage(), 2);
        }
        return RunHeightReduction.of(r, reading == null ? RunReading.TOP : reading);
      default:
        throw new UserException("--to must be win, val, decks or run-height, got '" + to + "'",
            2);
    }
  }

  /** A short tag for directory names: {@code val}, {@code decks3}, {@code run-height-1_2-top}. */
  String tag() {
    ApproxReduction<?> r = approx();
    if (r instanceof DecksReduction d) {
      return d.deckCount() == 2 ? "val" : "decks" + d.deckCount();
    }
    if (r instanceof RunHeightReduction h) {
      return "run-height-" + h.rho().p() + "_" + h.rho().q() + "-" + h.reading().keyword();
    }
    return "win";
  }
}
