package org.spiderlab.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.examples.pictures.Annotation;
import org.spiderlab.examples.pictures.Arrangement;
import org.spiderlab.examples.pictures.Picture;
import org.spiderlab.examples.pictures.PictureFiles;
import org.spiderlab.examples.pictures.Renderer;
import org.spiderlab.examples.pictures.Replay;
import org.spiderlab.examples.pictures.ThreeSatAnnotation;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab draw GAME -o OUT}: a picture of a game or a certificate (SVG, TikZ, HTML). */
@Command(name = "draw", mixinStandardHelpOptions = true,
    description = {
        "Draw a game as a picture: SVG (.svg), TikZ (.tex, a LaTeX document) or an HTML page (.html) that replays a certificate.",
        "Every pile is a column of cards, bottom card first; the stock and the foundation are drawn too. For a reduced game (--layout F.cnf, or GAME given as a .cnf formula) cards are coloured by the area of their rank, with a legend and the piles' roles (thesis 4.2.1). With --cert the certificate is verified; SVG and TikZ draw the position after --step K moves, the HTML page plays it move by move and shows the verifier's verdict and, for a reduced game, the assignment the backward map has read so far."})
final class DrawCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider, .json or .kpat), or a DIMACS formula (.cnf), drawn as its"
          + " reduction")
  Path game;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
      description = "the picture: OUT.svg, OUT.tex or OUT.html")
  Path output;

  @Option(names = "--layout", paramLabel = "F.cnf",
      description = "GAME is the reduction of F.cnf (checked): colour by area, label the piles")
  Path layout;

  @Option(names = "--cert", paramLabel = "C",
      description = "a certificate (.moves) to verify and show")
  Path cert;

  @Option(names = "--step", paramLabel = "K",
      description = "draw (SVG, TikZ) or open (HTML) the position after K moves of --cert"
          + " (default 0)")
  Integer step;

  @Option(names = "--columns", defaultValue = "32", paramLabel = "N",
      description = "at most N columns per row (default ${DEFAULT-VALUE})")
  int columns;

  @Option(names = "--fold", defaultValue = "100", paramLabel = "N",
      description = "fold a pile of more than N cards into columns of N (default"
          + " ${DEFAULT-VALUE}; 0: never)")
  int fold;

  @Override
  public Integer call() {
    OutputFiles.check(output, game, layout, cert);
    Renderer renderer = Renderer.forFile(output).orElseThrow(() -> new UserException(
        "OUT must end in .svg, .tex or .html, got " + output, 2));
    Arrangement arrangement;
    try {
      arrangement = new Arrangement(columns, fold);
    } catch (IllegalArgumentException e) {
      throw new UserException(e.getMessage(), 2);
    }
    if (step != null && cert == null) {
      throw new UserException("--step needs a certificate (--cert C)", 2);
    }
    Game g;
    Annotation ann;
    if (isFormula(game)) {
      if (layout != null) {
        throw new UserException("--layout is for game files; " + game
            + " is a formula and is drawn as its reduction", 2);
      }
      Cnf cnf = CnfFiles.read(game);
      CnfFiles.checkReducible(game, ThreeSatToSpider.INSTANCE.sizeBound(cnf), null);
      ReducedInstance inst = ThreeSatToSpider.INSTANCE.reduce(cnf);
      g = inst.game();
      ann = new ThreeSatAnnotation(inst);
    } else {
      g = GameFiles.read(game);
      if (layout != null) {
        Cnf cnf = CnfFiles.read(layout);
        CnfFiles.checkReducible(layout, ThreeSatToSpider.INSTANCE.sizeBound(cnf), null);
        ReducedInstance inst = ThreeSatToSpider.INSTANCE.reduce(cnf);
        difference(inst.game(), g).ifPresent(d -> {
          throw new InputFormatException(InputFiles.name(game), 0,
              "is not the game that reducing " + layout + " builds: " + d);
        });
        ann = new ThreeSatAnnotation(inst);
      } else {
        ann = Annotation.plain(g);
      }
    }
    Optional<Replay> replay = Optional.empty();
    int k = 0;
    if (cert != null) {
      List<Move> moves = InputFiles.read(cert, CertificateText::read);
      Replay r = Replay.of(g, moves, ann, InputFiles.name(cert));
      replay = Optional.of(r);
      k = step == null ? 0 : step;
      if (k < 0 || k > r.steps()) {
        throw new UserException("--step " + k + " is not a position of the certificate: it has "
            + r.steps() + " legal moves (verifier: " + r.verdict() + ")", 2);
      }
    }
    Picture picture = new Picture(g, ann, replay, k, arrangement);
    renderer.refuse(picture).ifPresent(why -> {
      throw new UserException(why, 2);
    });
    long start = System.nanoTime();
    PictureFiles.write(renderer, picture, output);
    long millis = (System.nanoTime() - start) / 1_000_000;
    long bytes = size(output);
    out().println(String.format(Locale.ROOT, "wrote %s (%s, %,d bytes, %.1f s): %s", output,
        renderer.extension(), bytes, millis / 1000.0, g));
    replay.ifPresent(r -> out().println("certificate " + InputFiles.name(cert) + ": verifier: "
        + r.verdict()
        + (renderer.extension().equals("html") ? "; the page opens at move "
            : "; drawn after move ") + picture.step() + " of " + r.steps()));
    out().flush();
    return 0;
  }

  private static boolean isFormula(Path p) {
    return InputFiles.formatName(p).endsWith(".cnf");
  }

  private static long size(Path p) {
    try {
      return Files.size(p);
    } catch (IOException e) {
      return -1;
    }
  }

  /** Where two games first differ, or empty when they are equal. */
  static Optional<String> difference(Game expected, Game actual) {
    if (expected.equals(actual)) {
      return Optional.empty();
    }
    if (expected.maxRank() != actual.maxRank() || expected.suits() != actual.suits()
        || expected.rule() != actual.rule()) {
      return Optional.of("the reduction is '" + expected + "', the game '" + actual + "'");
    }
    if (expected.pileCount() != actual.pileCount()) {
      return Optional.of("the reduction has " + expected.pileCount() + " piles, the game "
          + actual.pileCount());
    }
    for (int p = 0; p < expected.pileCount(); p++) {
      if (!expected.pile(p).equals(actual.pile(p))) {
        return Optional.of("pile " + (p + 1) + " differs (the reduction has "
            + expected.pileSize(p) + " cards there, the game " + actual.pileSize(p) + ")");
      }
    }
    return Optional.of("the stocks differ");
  }
}
