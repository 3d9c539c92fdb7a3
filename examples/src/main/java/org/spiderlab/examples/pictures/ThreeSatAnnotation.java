package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ReductionViolationException;
import org.spiderlab.reductions.threesat.SelectionReading;

/**
 * The pictures' explanation of a game built by the 3-SAT reduction of thesis 4.2.1 (figure of
 * the worked example): cards coloured by the {@link Layout}'s area of their rank (literal
 * selection, each literal's area, clauses, locks, rest, end, buffer ranks), piles labelled by
 * their gadget, and the backward map's reading of a certificate (4.2.3) move by move.
 *
 * <p>With at most {@value #OWN_COLOURS} variables every literal area has its own colour (a
 * variable's two literals share a hue, {@code v} strong, {@code ¬v} light); with more, four
 * colours alternate so that neighbouring literal areas always differ.
 */
public final class ThreeSatAnnotation implements Annotation {
  /** Up to this many variables, every literal area has its own legend entry and colour. */
  public static final int OWN_COLOURS = 8;

  private static final String[] STRONG = {"#64B5F6", "#81C784", "#BA68C8", "#4DB6AC", "#F06292",
      "#7986CB", "#AED581", "#4DD0E1"};
  private static final String[] LIGHT = {"#BBDEFB", "#C8E6C9", "#E1BEE7", "#B2DFDB", "#F8BBD0",
      "#C5CAE9", "#DCEDC8", "#B2EBF2"};

  private final ReducedInstance instance;
  private final Layout lay;
  private final List<AreaStyle> styles = new ArrayList<>();
  private final int literalBase;
  private final int clauseStyle;
  private final int lockStyle;
  private final int restStyle;
  private final int endStyle;
  private final int bufferStyle;
  private byte[] byRank; // rank -> style, built on first use

  /** The annotation of a reduced instance. */
  public ThreeSatAnnotation(ReducedInstance instance) {
    this.instance = checkNotNull(instance, "instance");
    this.lay = instance.layout();
    int i = lay.variables();
    int k = lay.clauses();
    styles.add(new AreaStyle("literal selection", ranks(1, lay.initialSelectionRank()),
        "#FFD54F"));
    literalBase = styles.size();
    if (i <= OWN_COLOURS) {
      for (int v = 1; v <= i; v++) {
        for (int lit : new int[] {v, -v}) {
          styles.add(new AreaStyle("literal " + literal(lit),
              ranks(lay.literalLow(lit), lay.literalTop(lit)),
              (lit > 0 ? STRONG : LIGHT)[v - 1]));
        }
      }
    } else {
      styles.add(new AreaStyle("literal areas of v1, v3, v5, ...", "", STRONG[0]));
      styles.add(new AreaStyle("literal areas of v2, v4, v6, ...", "", STRONG[1]));
      styles.add(new AreaStyle("literal areas of ¬v1, ¬v3, ¬v5, ...", "", LIGHT[0]));
      styles.add(new AreaStyle("literal areas of ¬v2, ¬v4, ¬v6, ...", "", LIGHT[1]));
    }
    clauseStyle = styles.size();
    styles.add(new AreaStyle(k == 1 ? "clause area" : "clause areas", k == 0 ? "none"
        : k == 1 ? ranks(lay.clauseLow(0), lay.clauseLow(0) + 5)
        : k + " areas of 6 ranks, " + ranks(lay.clauseLow(0), lay.clauseLow(k - 1) + 5),
        "#FF8A65"));
    lockStyle = styles.size();
    styles.add(new AreaStyle(k == 1 ? "lock area" : "lock areas", k == 0 ? "none"
        : k == 1 ? ranks(lay.lockLow(0), lay.lockLow(0) + 1)
        : k + " areas of 2 ranks, " + ranks(lay.lockLow(0), lay.lockLow(k - 1) + 1),
        "#A1887F"));
    restStyle = styles.size();
    styles.add(new AreaStyle("rest", ranks(lay.restRank(), lay.restRank()), "#90A4AE"));
    endStyle = styles.size();
    styles.add(new AreaStyle("end", ranks(lay.endRank(), lay.endRank()), "#D7CCC8"));
    bufferStyle = styles.size();
    styles.add(new AreaStyle("buffer ranks", "one between neighbouring areas", "#FFFFFF"));
  }

  /** The reduced instance this annotation explains. */
  public ReducedInstance instance() {
    return instance;
  }

  static String literal(int lit) {
    return lit > 0 ? "v" + lit : "¬v" + (-lit);
  }

  private static String ranks(int low, int high) {
    return low == high ? "rank " + low : "ranks " + low + ".." + high;
  }

  @Override
  public String title() {
    Cnf source = instance.source();
    String formula = pretty(source);
    String what = formula.length() <= 160 ? formula
        : source.variables() + " variables, " + source.clauseCount() + " clauses";
    Cnf three = instance.formula();
    String norm = three.equals(source) ? "" : " (width-3 form: " + three.variables()
        + " variables, " + three.clauseCount() + " clauses)";
    return "3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1) of " + what + norm;
  }

  /** The formula in logic notation, e.g. {@code (v1 ∨ v2) ∧ (¬v1 ∨ v3)}. */
  static String pretty(Cnf f) {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < f.clauseCount() && sb.length() <= 200; c++) {
      sb.append(c > 0 ? " ∧ (" : "(");
      for (int p = 0; p < f.width(c); p++) {
        sb.append(p > 0 ? " ∨ " : "").append(literal(f.literal(c, p)));
      }
      sb.append(')');
    }
    return sb.toString();
  }

  @Override
  public List<AreaStyle> styles() {
    return styles;
  }

  @Override
  public int styleOf(int rank) {
    byte[] table = byRank;
    if (table == null) {
      table = rankTable();
      byRank = table;
    }
    return rank >= 1 && rank < table.length ? table[rank] : bufferStyle;
  }

  private byte[] rankTable() {
    byte[] t = new byte[lay.maxRank() + 1];
    java.util.Arrays.fill(t, (byte) bufferStyle);
    for (Layout.Area a : lay.areas()) {
      byte s = (byte) style(a);
      java.util.Arrays.fill(t, a.low(), a.high() + 1, s);
    }
    return t;
  }

  /** The style of an area (also the tests' reference through {@link Layout#areaAt}). */
  int style(Layout.Area a) {
    return switch (a.kind()) {
      case SELECTION -> 0;
      case LITERAL -> {
        int lit = a.index();
        int v = Math.abs(lit);
        yield lay.variables() <= OWN_COLOURS ? literalBase + 2 * (v - 1) + (lit > 0 ? 0 : 1)
            : literalBase + (lit > 0 ? 0 : 2) + (v - 1) % 2;
      }
      case CLAUSE -> clauseStyle;
      case LOCK -> lockStyle;
      case REST -> restStyle;
      case END -> endStyle;
    };
  }

  @Override
  public List<String> pileLabel(int pile) {
    return switch (lay.pileKind(pile)) {
      case INITIAL_SELECTION -> List.of("init", "sel");
      case LITERAL_SELECTION -> List.of("sel", literal(selectionLiteral(pile)));
      case CLAUSE -> {
        int rel = pile - lay.clausePile(0, 0);
        int clause = rel / Layout.CLAUSE_PILES;
        int slot = rel % Layout.CLAUSE_PILES;
        String c = "C" + (clause + 1);
        yield slot < 3 ? List.of(c, literal(lay.clauseLiteral(clause, slot)))
            : List.of(c, slot == 3 ? "L(1,2)" : "L(3)");
      }
      case BIG_STACK -> List.of("big", "stack");
      case REST_STACK -> List.of("rest", "stack");
      case REST_CARD -> List.of("rest", "card");
      case END -> List.of("end", pile == lay.endPile(0) ? "1" : "2");
    };
  }

  /** The literal whose selection pile {@code pile} is. */
  private int selectionLiteral(int pile) {
    int v = (pile - 1) / 2 + 1;
    return lay.literalPile(v) == pile ? v : -v;
  }

  @Override
  public String pileRole(int pile) {
    return lay.pileRole(pile).replace("-v", "¬v");
  }

  @Override
  public Optional<Progress> progress(List<Move> moves) {
    int i = lay.variables();
    List<String> slots = new ArrayList<>(i);
    for (int v = 1; v <= i; v++) {
      slots.add("v" + v);
    }
    List<Progress.Change> changes = new ArrayList<>();
    List<Progress.Note> notes = new ArrayList<>();
    SelectionReading reading = new SelectionReading(instance);
    for (Move m : moves) {
      boolean goesOn = reading.play(m);
      long k = reading.moves();
      int lit = reading.lastSelected();
      if (lit != 0) {
        changes.add(new Progress.Change(k, Math.abs(lit) - 1, lit > 0 ? "true" : "false"));
        notes.add(new Progress.Note(k, "move " + k + ": the selection pile of " + literal(lit)
            + " is unstacked down to its area's top, so " + literal(lit) + " is selected"));
      }
      if (!goesOn) {
        end(reading, k, changes, notes);
        break;
      }
    }
    String heading = "assignment read by the backward map (thesis 4.2.3)"
        + (instance.formula().variables() > instance.source().variables()
            ? "; variables above v" + instance.source().variables()
                + " are fresh (width normalization)" : "");
    return Optional.of(new Progress(heading, slots, "?", changes, notes));
  }

  private void end(SelectionReading reading, long k, List<Progress.Change> changes,
      List<Progress.Note> notes) {
    notes.add(new Progress.Note(k, "move " + k + ": the reading ends: "
        + (reading.cutoff() == SelectionReading.Cutoff.FREE_CELL
            ? "a pile became empty (the first free cell)"
            : "the second initial selection card on the big stack is uncovered")));
    Assignment a;
    try {
      a = reading.assignment();
    } catch (ReductionViolationException e) {
      notes.add(new Progress.Note(k, "no assignment: " + e.getMessage()));
      return;
    }
    StringBuilder lits = new StringBuilder();
    for (int v = 1; v <= lay.variables(); v++) {
      if (!reading.selected(v) && !reading.selected(-v)) {
        changes.add(new Progress.Change(k, v - 1, "false"));
      }
      if (v <= 40) {
        lits.append(v > 1 ? " " : "").append(literal(a.value(v) ? v : -v));
      }
    }
    if (lay.variables() > 40) {
      lits.append(" ...");
    }
    int bad = instance.formula().firstFalsifiedClause(a);
    notes.add(new Progress.Note(k, "assignment read: " + lits
        + " (a variable with no selected literal is false); "
        + (bad < 0 ? "it satisfies the formula" : "it falsifies clause " + (bad + 1))));
  }
}
