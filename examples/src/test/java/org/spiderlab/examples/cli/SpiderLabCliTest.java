package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@link SpiderLabCli#commandLine(String)}: a run whose first argument names a subcommand builds
 * that subcommand alone, and it is the same command as in the full command line (the same usage
 * help, options, aliases and nested subcommands); every other run builds them all.
 */
class SpiderLabCliTest {

  @Test
  void aSubcommandAloneIsTheSameCommandAsInTheFullCommandLine() {
    CommandLine full = SpiderLabCli.commandLine();
    List<String> names = List.copyOf(full.getSubcommands().keySet());
    assertTrue(names.size() >= 29, "subcommands: " + names);
    int checked = 0;
    for (String name : names) {
      CommandLine sub = full.getSubcommands().get(name);
      if (!sub.getCommandName().equals(name) || name.equals("help")) {
        continue; // an alias, or help (which lists the others)
      }
      CommandLine alone = SpiderLabCli.commandLineFor(name, "--help");
      assertEquals(Set.of(name), Set.copyOf(alone.getSubcommands().values().stream()
          .map(CommandLine::getCommandName).toList()), name);
      CommandLine subAlone = alone.getSubcommands().get(name);
      assertEquals(sub.getUsageMessage(), subAlone.getUsageMessage(), name);
      assertEquals(sub.getCommandSpec().options().size(),
          subAlone.getCommandSpec().options().size(), name);
      assertEquals(sub.getSubcommands().keySet(), subAlone.getSubcommands().keySet(), name);
      assertEquals(List.of(sub.getCommandSpec().aliases()),
          List.of(subAlone.getCommandSpec().aliases()), name);
      checked++;
    }
    assertTrue(checked >= 28, "subcommands checked: " + checked);
  }

  @Test
  void otherFirstArgumentsBuildEverySubcommand() {
    int all = SpiderLabCli.commandLine().getSubcommands().size();
    for (String[] args : new String[][] {{}, {"--help"}, {"help", "solve"}, {"slove"},
        {"--version"}}) {
      assertEquals(all, SpiderLabCli.commandLineFor(args).getSubcommands().size(),
          List.of(args).toString());
    }
  }

  @Test
  void aMistypedSubcommandIsStillAUsageErrorAndHelpStillListsTheOthers() {
    var r = CliRunner.run("slove", "x.spider");
    assertEquals(SpiderLabCli.EXIT_USAGE, r.exit(), r.toString());
    assertTrue(r.err().startsWith("spiderlab: Unmatched arguments from index 0: 'slove'"),
        r.toString());
    assertTrue(r.err().contains("Try 'spiderlab --help' for usage."), r.toString());
    var h = CliRunner.run("help", "solve");
    assertEquals(0, h.exit(), h.toString());
    assertTrue(h.out().contains("spiderlab solve"), h.toString());
    var top = CliRunner.run("--help");
    assertEquals(0, top.exit(), top.toString());
    assertTrue(top.out().contains("bench-deals") && top.out().contains("merge"), top.toString());
  }
}
