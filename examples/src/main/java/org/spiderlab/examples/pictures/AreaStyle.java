package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One entry of a picture's legend: the fill of the cards whose rank lies in an area of a
 * reduction (thesis 4.2.1: literal selection, literal areas, clauses, locks, rest, end, buffers).
 *
 * @param name what the area is, e.g. {@code literal ¬v2}
 * @param detail its ranks or members, e.g. {@code ranks 25..27}; may be empty
 * @param fill the fill colour, {@code #RRGGBB}
 */
public record AreaStyle(String name, String detail, String fill) {
  public AreaStyle {
    checkNotNull(name, "name");
    checkNotNull(detail, "detail");
    checkArgument(fill.matches("#[0-9A-F]{6}"), "fill must be #RRGGBB in upper case, got %s", fill);
  }

  /** The legend text: {@code name: detail}, or the name alone. */
  public String legend() {
    return detail.isEmpty() ? name : name + ": " + detail;
  }
}
