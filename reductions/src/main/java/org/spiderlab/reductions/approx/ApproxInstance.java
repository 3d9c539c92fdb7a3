package org.spiderlab.reductions.approx;

import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * A reduced instance of thesis 4.5: the 4.2 instance ({@link #base()}) and the game built from
 * it, which keeps every pile of the base game and adds cards only under the big stack and the
 * rest stack, so that the base {@link org.spiderlab.reductions.threesat.Layout} explains it and
 * the backward map of 4.2.3 reads it.
 */
public interface ApproxInstance extends Reduction.Instance<Cnf> {

  /** The 4.2 instance the game extends. */
  ReducedInstance base();

  @Override
  default Cnf source() {
    return base().source();
  }

  /** What the construction added to the base game, in one line (1-based pile numbers). */
  String additions();
}
