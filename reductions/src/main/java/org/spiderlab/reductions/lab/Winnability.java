package org.spiderlab.reductions.lab;

/** The solver's answer on a reduced game, as the lab records it. */
public enum Winnability {
  WINNABLE,
  UNWINNABLE,
  UNKNOWN
}
