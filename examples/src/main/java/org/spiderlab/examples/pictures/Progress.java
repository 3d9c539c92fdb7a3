package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;

/**
 * What a reduction's backward map has read from a certificate so far, move by move, for the HTML
 * replay (for 3-SAT, thesis 4.2.3: the assignment read from the unstacked selection piles). A set
 * of named slots (the variables) whose values change at given moves, and notes that appear at
 * given moves. Move 0 is the starting position; move {@code k} is the position after {@code k}
 * moves.
 *
 * @param heading what is read, e.g. {@code assignment read by the backward map (thesis 4.2.3)}
 * @param slots the slot names, e.g. {@code v1, v2, v3}
 * @param initial every slot's value at move 0, e.g. {@code ?}
 * @param changes value changes in move order
 * @param notes notes in move order
 */
public record Progress(String heading, List<String> slots, String initial, List<Change> changes,
    List<Note> notes) {

  public Progress {
    checkNotNull(heading, "heading");
    checkNotNull(initial, "initial");
    slots = List.copyOf(slots);
    changes = List.copyOf(changes);
    notes = List.copyOf(notes);
    for (Change c : changes) {
      checkArgument(c.slot() >= 0 && c.slot() < slots.size(), "no slot %s", c.slot());
    }
  }

  /** Slot {@code slot} takes {@code value} after move {@code move}. */
  public record Change(long move, int slot, String value) {}

  /** {@code text} appears after move {@code move}. */
  public record Note(long move, String text) {}

  /** The slots' values after {@code move} moves (for tests and static pictures). */
  public String[] valuesAfter(long move) {
    String[] v = new String[slots.size()];
    java.util.Arrays.fill(v, initial);
    for (Change c : changes) {
      if (c.move() <= move) {
        v[c.slot()] = c.value();
      }
    }
    return v;
  }
}
