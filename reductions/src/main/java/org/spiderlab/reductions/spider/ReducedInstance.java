package org.spiderlab.reductions.spider;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The output of {@link ThreeSatToSpider#reduce}: the 3-CNF, the one-suit two-deck Spider game of
 * thesis 4.2.1 and the {@link Layout} that explains it.
 */
public record ReducedInstance(Cnf formula, Game game, Layout layout) {}
