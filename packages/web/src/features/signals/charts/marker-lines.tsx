/**
 * The markers on a spectrum's plot: one group per family switched on (`marker-<family>`), each
 * marker a line in its family's colour and dash with its label in a row along the top. A label with
 * no room is left out (its line stays; hovering the line names it, zooming in makes room).
 */
import type { MarkerFamily, SpectrumMarker } from "@plantwise/shared";
import { memo } from "react";
import { FAMILY_STYLE, familiesOf, labelPriority } from "./marker-families";
import { type Box, markerRowCount, placeMarkerLabels, textWidth } from "./spectrum-labels";
import { formatValue } from "./units";

const FONT_SIZE = 10;

export interface PlacedMarker {
  marker: SpectrumMarker;
  x: number;
  /** Its label's box, or null when the label has no room. */
  label: Box | null;
}

/** The markers within the plot, with their x and label boxes (fundamentals claim rows first). */
export function layoutMarkers(
  markers: readonly SpectrumMarker[],
  xOf: (hz: number) => number,
  innerW: number,
  innerH: number,
): PlacedMarker[] {
  const shown = markers
    .map((marker) => ({ marker, x: xOf(marker.hz) }))
    .filter(({ x }) => x >= 0 && x <= innerW)
    .sort((a, b) => labelPriority(a.marker, b.marker));
  const boxes = placeMarkerLabels(
    shown.map(({ marker, x }) => ({ x, width: textWidth(marker.label, FONT_SIZE) })),
    markerRowCount(innerH),
    innerW,
  );
  return shown.map((m, i) => ({ ...m, label: boxes[i] ?? null }));
}

/** Redrawn only when the markers or the band change (not when a cursor moves). */
export const MarkerLines = memo(function MarkerLines({
  placed,
  height,
}: {
  placed: readonly PlacedMarker[];
  height: number;
}) {
  const families: MarkerFamily[] = familiesOf(placed.map((p) => p.marker));
  return (
    <>
      {families.map((family) => {
        const { stroke, dash } = FAMILY_STYLE[family];
        return (
          <g key={family} data-testid={`marker-${family}`} pointerEvents="none">
            {placed
              .filter((p) => p.marker.kind === family)
              .map(({ marker, x, label }) => (
                <g key={`${marker.label}-${marker.hz}`}>
                  <title>{`${marker.label} · ${formatValue(marker.hz, "Hz")}`}</title>
                  <line x1={x} x2={x} y1={0} y2={height} stroke={stroke} strokeDasharray={dash} />
                  {label ? (
                    <text
                      x={label.x}
                      y={label.y + 9}
                      fontSize={FONT_SIZE}
                      fill={stroke}
                      stroke="var(--card)"
                      strokeWidth={3}
                      paintOrder="stroke"
                    >
                      {marker.label}
                    </text>
                  ) : null}
                </g>
              ))}
          </g>
        );
      })}
    </>
  );
});
