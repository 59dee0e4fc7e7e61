/**
 * Text cut down to a character set a file format can carry (printable ASCII for UFF, WinAnsi for
 * the PDF's standard fonts): a letter it lacks becomes its base letter ("Ñ" → "N", "ł" → "l"),
 * anything else "?". Line breaks and tabs become spaces (every use is a one-line field).
 */

/** Letters with no Unicode decomposition to a base letter, and what they read as. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
  Ø: "O",
  ø: "o",
  Æ: "AE",
  æ: "ae",
  Œ: "OE",
  œ: "oe",
  ß: "ss",
  "−": "-",
};

export function foldText(text: string, showable: (codePoint: number) => boolean): string {
  let out = "";
  for (const char of text.replace(/[\r\n\t]+/g, " ")) {
    if (showable(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = BASE_LETTERS[char] ?? char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += base !== "" && [...base].every((c) => showable(c.codePointAt(0)!)) ? base : "?";
  }
  return out;
}
