package org.spiderlab.examples.pictures;

/**
 * Escaping text for the pictures' formats: XML (SVG and the XHTML pages), LaTeX (TikZ) and JSON
 * strings embedded in a page (with {@code <}, {@code >} and {@code &} escaped, so the data is
 * plain text to both the HTML and the XML parser).
 */
final class Markup {
  private Markup() {}

  /** Text for XML content and attribute values. */
  static String xml(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String r = switch (c) {
        case '<' -> "&lt;";
        case '>' -> "&gt;";
        case '&' -> "&amp;";
        case '"' -> "&quot;";
        case '\'' -> "&#39;";
        default -> c < 0x20 && c != '\n' && c != '\t' ? " " : null;
      };
      if (r != null && sb == null) {
        sb = new StringBuilder(s.length() + 16).append(s, 0, i);
      }
      if (sb != null) {
        if (r != null) {
          sb.append(r);
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? s : sb.toString();
  }

  /** A JSON string literal (quotes included) that is safe inside a page's script element. */
  static String json(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '<', '>', '&' -> sb.append(String.format("\\u%04x", (int) c));
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /** Text for LaTeX: special characters escaped, the pictures' symbols as math symbols. */
  static String tex(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '-' && i + 1 < s.length() && s.charAt(i + 1) == '>') {
        sb.append("\\ensuremath{\\to}");
        i++;
        continue;
      }
      sb.append(switch (c) {
        case '\\' -> "\\textbackslash{}";
        case '{' -> "\\{";
        case '}' -> "\\}";
        case '$' -> "\\$";
        case '&' -> "\\&";
        case '#' -> "\\#";
        case '%' -> "\\%";
        case '_' -> "\\_";
        case '^' -> "\\^{}";
        case '~' -> "\\~{}";
        case '<' -> "\\textless{}";
        case '>' -> "\\textgreater{}";
        case '|' -> "\\textbar{}";
        case '¬' -> "\\ensuremath{\\neg}";
        case '∨' -> "\\ensuremath{\\vee}";
        case '∧' -> "\\ensuremath{\\wedge}";
        case '♠' -> "\\ensuremath{\\spadesuit}";
        case '♥' -> "\\ensuremath{\\heartsuit}";
        case '♣' -> "\\ensuremath{\\clubsuit}";
        case '♦' -> "\\ensuremath{\\diamondsuit}";
        case '…' -> "\\dots{}";
        case '–' -> "--";
        default -> c < 0x80 ? String.valueOf(c) : "?";
      });
    }
    return sb.toString();
  }
}
