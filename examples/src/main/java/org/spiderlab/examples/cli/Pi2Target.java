package org.spiderlab.examples.cli;

import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.fair.FairLayout;
import org.spiderlab.reductions.fair.FairToSpider;
import picocli.CommandLine.Option;

/**
 * Which reduction {@code reduce}, {@code crosscheck} and {@code campaign} run ({@code --to}),
 * declared once: the 3-SAT reduction of thesis 4.2 on a CNF file (the default), or a Pi2
 * reduction on a forall-exists QDIMACS file: FAIR (4.3.3) or k-EASY (4.4.2), with their variants.
 */
final class Pi2Target {
  @Option(names = "--to", paramLabel = "T", defaultValue = "win",
      description = "the reduction: win (3-SAT -> winnable, thesis 4.2; F.cnf), fair (forall-"
          + "exists 3-SAT -> FAIR, 4.3.3; F.qdimacs) or k-easy (forall-exists 3-SAT -> k-EASY, "
          + "4.4.2; F.qdimacs) (default: ${DEFAULT-VALUE})")
  String to;

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

  /** Whether a Pi2 reduction was asked for. */
  boolean isPi2() {
    check();
    return !to.equals("win");
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

  /** {@code fair}, {@code fair-K1}, {@code k-easy}, {@code k-easy-thesis}, for directory names. */
  String tag() {
    return isFair() ? "fair" + (freeCells == null ? "" : "-K" + freeCells)
        + (placement == null || placement.equals("top") ? "" : "-low")
        : "k-easy" + (easy() == KEasyToSpider.THESIS ? "-thesis" : "");
  }

  private void check() {
    if (!to.equals("win") && !to.equals("fair") && !to.equals("k-easy")) {
      throw new UserException("--to must be win, fair or k-easy, got '" + to + "'", 2);
    }
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
