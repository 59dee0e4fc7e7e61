/**
 * Notes pinned to a frequency, as small flags on a short stem over the plot's top edge; the note's
 * text is the flag's tooltip (and, as the group's title, its accessible name). Notes without a
 * frequency are listed by the page.
 */
import type { CaptureNote } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { formatValue } from "./units";

export function NotePins({
  notes,
  xOf,
  width,
}: {
  notes: readonly CaptureNote[];
  xOf: (hz: number) => number;
  width: number;
}) {
  const { t } = useTranslation();
  const pinned = notes
    .filter((n): n is CaptureNote & { hz: number } => n.hz !== null)
    .map((note) => ({ note, x: xOf(note.hz) }))
    .filter(({ x }) => x >= 0 && x <= width);
  return (
    <>
      {pinned.map(({ note, x }) => {
        const name = t("signals.spectrum.notePin", { hz: formatValue(note.hz, "Hz"), body: note.body });
        return (
          <g key={note.id} data-testid="note-pin">
            <title>{name}</title>
            <line x1={x} x2={x} y1={-11} y2={6} stroke="var(--foreground)" pointerEvents="none" />
            {/* The flag: wide enough to hover or tap, clear of the plot so it does not block zooming. */}
            <path d={`M${x},-11 h9 l-3,3.5 l3,3.5 h-9 z`} fill="var(--foreground)" />
          </g>
        );
      })}
    </>
  );
}
