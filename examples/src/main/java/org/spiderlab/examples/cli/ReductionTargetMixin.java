package org.spiderlab.examples.cli;

import org.spiderlab.core.RunReading;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.DecksReduction;
import org.spiderlab.reductions.approx.Rho;
import org.spiderlab.reductions.approx.RunHeightReduction;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.fair.FairLayout;
import org.spiderlab.reductions.fair.FairToSpider;
import picocli.CommandLine.Option;

/**
 * Which reduction {@code reduce}, {@code crosscheck} and {@code campaign} run ({@code --to}),
 * declared once: the 3-SAT reduction of thesis 4.2 on a CNF file (the default), one of the
 * constructions of 4.5 on a CNF file with their parameters, or a Pi2 reduction on a
 * forall-exists QDIMACS file: FAIR (4.3.3) or k-EASY (4.4.2), with their variants.
 */
final class ReductionTargetMixin {
  @Option(names = "--to", paramLabel = "T", defaultValue = "win",
      description = "the reduction: win (3-SAT -> winnable, thesis 4.2; F.cnf), val (4.5.1: can "
          + "a deck be cleared; val(G)), decks (4.5.2, with --decks), run-height (4.5.3: a run "
          + "of height n; maxHeight(G); with --rho, --reading), fair (forall-exists 3-SAT -> "
          + "FAIR, 4.3.3; F.qdimacs) or k-easy (forall-exists 3-SAT -> k-EASY, 4.4.2; "
          + "F.qdimacs) (default: ${DEFAULT-VALUE})")
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

  @Option(names = "--claim", paramLabel = "C",
      description = "--to k-easy: which k is claimed, repaired (k = t, docs/FINDINGS.md) or "
          + "thesis (k = 2t as thesis 4.4.2 states) (default repaired)")
  String claim;

  @Option(names = "--free-cells", paramLabel = "K",
      description = "--to fair: free cells per gadget (default: the number of clauses, as "
          + "thesis 4.3.3 states)")
  Integer freeCells;

  @Option(names = "--placement", paramLabel = "P",
      description = "--to fair: where the universal region sits, top (above the lock areas, the"
          + " reading of thesis 4.3.2; default) or low (after the selection area, as the figures'"
          + " numbers; the forward map has no certificates for it)")
  String placement;

  /**
   * The construction of thesis 4.5 asked for, or null for {@code --to win} and the Pi2 targets.
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
    checkPi2();
    switch (to) {
      case "win":
      case "fair":
      case "k-easy":
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
        throw new UserException("--to must be win, val, decks, run-height, fair or k-easy, got '"
            + to + "'", 2);
    }
  }

  /**
   * A short tag for directory names: {@code val}, {@code decks3}, {@code run-height-1_2-top},
   * {@code fair}, {@code fair-K1}, {@code k-easy}, {@code k-easy-thesis}.
   */
  String tag() {
    if (isPi2()) {
      return isFair() ? "fair" + (freeCells == null ? "" : "-K" + freeCells)
          + (placement == null || placement.equals("top") ? "" : "-low")
          : "k-easy" + (easy() == KEasyToSpider.THESIS ? "-thesis" : "");
    }
    ApproxReduction<?> r = approx();
    if (r instanceof DecksReduction d) {
      return d.deckCount() == 2 ? "val" : "decks" + d.deckCount();
    }
    if (r instanceof RunHeightReduction h) {
      return "run-height-" + h.rho().p() + "_" + h.rho().q() + "-" + h.reading().keyword();
    }
    return "win";
  }

  /** Whether a Pi2 reduction was asked for. */
  boolean isPi2() {
    approx(); // validates every option
    return to.equals("fair") || to.equals("k-easy");
  }

  boolean isFair() {
    return isPi2() && to.equals("fair");
  }

  /** The FAIR reduction asked for. */
  FairToSpider fair() {
    FairToSpider r = freeCells == null ? FairToSpider.THESIS
        : FairToSpider.withFreeCells(freeCells);
    return placement == null || placement.equals("top") ? r
        : r.placed(FairLayout.Placement.LOW);
  }

  /** The k-EASY reduction asked for. */
  KEasyToSpider easy() {
    return claim == null || claim.equals("repaired") ? KEasyToSpider.REPAIRED
        : KEasyToSpider.THESIS;
  }

  private void checkPi2() {
    if (claim != null && !to.equals("k-easy")) {
      throw new UserException("--claim belongs to --to k-easy", 2);
    }
    if (claim != null && !claim.equals("repaired") && !claim.equals("thesis")) {
      throw new UserException("--claim must be repaired or thesis, got '" + claim + "'", 2);
    }
    if (freeCells != null && !to.equals("fair")) {
      throw new UserException("--free-cells belongs to --to fair", 2);
    }
    if (placement != null && !to.equals("fair")) {
      throw new UserException("--placement belongs to --to fair", 2);
    }
    if (placement != null && !placement.equals("top") && !placement.equals("low")) {
      throw new UserException("--placement must be top or low, got '" + placement + "'", 2);
    }
    if (freeCells != null && freeCells < 0) {
      throw new UserException("--free-cells must be >= 0, got " + freeCells, 2);
    }
  }
}
