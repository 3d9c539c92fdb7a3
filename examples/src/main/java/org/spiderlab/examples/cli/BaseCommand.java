package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/** Shared plumbing of the subcommands: the output streams of the command line. */
abstract class BaseCommand implements java.util.concurrent.Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }
}
