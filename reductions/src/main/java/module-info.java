/**
 * SpiderLab reductions: 3-SAT to one-suit Spider (thesis 4.2), forall-exists 3-SAT to FAIR and
 * k-EASY (4.3, 4.4), the inapproximability gadgets (4.5), each with its witness maps; the
 * cross-check lab with Sat4j and the CEGAR decider; the JUnit 5 test kit for users' own
 * reductions ({@code org.spiderlab.reductions.testkit}, which needs JUnit Jupiter's API on the
 * user's side).
 */
module org.spiderlab.reductions {
  requires transitive org.spiderlab.core;
  requires transitive org.spiderlab.verifier;
  requires org.ow2.sat4j.core;
  requires com.google.common;
  requires com.fasterxml.jackson.databind;
  requires static org.junit.jupiter.api;

  exports org.spiderlab.reductions;
  exports org.spiderlab.reductions.approx;
  exports org.spiderlab.reductions.cnf;
  exports org.spiderlab.reductions.easy;
  exports org.spiderlab.reductions.fair;
  exports org.spiderlab.reductions.lab;
  exports org.spiderlab.reductions.lab.cnf;
  exports org.spiderlab.reductions.lab.qbf;
  exports org.spiderlab.reductions.qbf;
  exports org.spiderlab.reductions.plan;
  exports org.spiderlab.reductions.sat;
  exports org.spiderlab.reductions.testkit;
  exports org.spiderlab.reductions.threesat;
}
