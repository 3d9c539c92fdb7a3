/**
 * SpiderLab core: the generalized Spider model, its readers and writers, the exact solver, the
 * special cases of thesis chapter 2, the FAIR and k-EASY deciders and the optimisers. Its runtime
 * needs nothing but the JDK; Jackson's streaming parser ({@code com.fasterxml.jackson.core}) only
 * for {@link org.spiderlab.core.io.GameJson}, and only when the JSON format is used.
 */
module org.spiderlab.core {
  requires static com.fasterxml.jackson.core;
  requires java.xml;

  exports org.spiderlab.core;
  exports org.spiderlab.core.deals;
  exports org.spiderlab.core.decide;
  exports org.spiderlab.core.gen;
  exports org.spiderlab.core.io;
  exports org.spiderlab.core.optimum;
  exports org.spiderlab.core.shrink;
  exports org.spiderlab.core.solver;
  exports org.spiderlab.core.special;
}
