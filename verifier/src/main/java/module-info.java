/**
 * SpiderLab verifier: the small, independent certificate checker ({@link
 * org.spiderlab.verifier.Verifier}). It needs the core module's game model and nothing else.
 */
module org.spiderlab.verifier {
  requires transitive org.spiderlab.core;

  exports org.spiderlab.verifier;
}
