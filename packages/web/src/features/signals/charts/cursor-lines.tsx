/**
 * The placed cursors on a spectrum's plot: harmonics 1×…10× solid, the sideband carrier solid and
 * its sidebands dashed (−5…+5), delta cursors A and B solid; the cursor the arrow keys move is
 * drawn thicker. Labels sit in two rows along the foot of the plot; one with no room is left out
 * (the cursor readout under the chart still lists it).
 */
import type { CursorLine } from "./cursor-state";
import { placeMarkerLabels, textWidth } from "./spectrum-labels";

const FONT_SIZE = 10;
const TEST_ID: Record<CursorLine["role"], string> = {
  harmonic: "harmonic-cursor",
  carrier: "carrier-cursor",
  sideband: "sideband-cursor",
  delta: "delta-cursor",
};

export function CursorLines({
  lines,
  xOf,
  width,
  height,
  activeHz,
}: {
  lines: readonly CursorLine[];
  xOf: (hz: number) => number;
  width: number;
  height: number;
  activeHz: number | null;
}) {
  const shown = lines.map((line) => ({ line, x: xOf(line.hz) })).filter(({ x }) => x >= 0 && x <= width);
  const boxes = placeMarkerLabels(
    shown.map(({ line, x }) => ({ x, width: textWidth(line.label, FONT_SIZE) })),
    2,
    width,
    2,
  );
  return (
    <g pointerEvents="none">
      {shown.map(({ line, x }, i) => {
        const box = boxes[i];
        return (
          <g key={`${line.role}-${line.label}`} data-testid={TEST_ID[line.role]}>
            <line
              x1={x}
              x2={x}
              y1={0}
              y2={height}
              stroke="var(--foreground)"
              strokeWidth={line.hz === activeHz ? 2 : 1}
              strokeDasharray={line.role === "sideband" ? "3 2" : undefined}
            />
            {box ? (
              <text
                x={box.x}
                y={height - 4 - box.y}
                fontSize={FONT_SIZE}
                fill="var(--foreground)"
                stroke="var(--card)"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {line.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
