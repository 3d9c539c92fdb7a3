/**
 * JMH benchmarks of SpiderLab: the verifier's replay and file reading, the solver's search rate.
 * Results and the commands that reproduce them are recorded in {@code docs/PERFORMANCE.md}.
 */
package org.spiderlab.benchmarks;
