/**
 * The highest peaks on screen, labelled on the plot with their frequency (or order) and amplitude.
 * Every peak gets a dot at its tip; its label goes where spectrum-labels finds room, higher peaks
 * first, and a label lifted off its tip gets a leader line down to it.
 */
import { type Box, placePeakLabels, textWidth } from "./spectrum-labels";

const FONT_SIZE = 10;
const LINE_HEIGHT = 12;

export interface PeakLabel {
  /** Peak x and the y of its tip, plot pixels. */
  x: number;
  tipY: number;
  /** Frequency (or order) over amplitude. */
  lines: [string, string];
}

/** Peak labels (highest first) with their boxes; a null box draws the dot only. */
export function layoutPeakLabels(
  peaks: readonly PeakLabel[],
  obstacles: readonly Box[],
  area: { width: number; height: number },
): { peak: PeakLabel; box: Box | null }[] {
  const boxes = placePeakLabels(
    peaks.map((p) => ({
      x: p.x,
      tipY: p.tipY,
      width: Math.max(...p.lines.map((l) => textWidth(l, FONT_SIZE))) + 4,
      height: LINE_HEIGHT * 2,
    })),
    obstacles,
    area,
  );
  return peaks.map((peak, i) => ({ peak, box: boxes[i] ?? null }));
}

export function PeakLabels({ placed }: { placed: readonly { peak: PeakLabel; box: Box | null }[] }) {
  return (
    <g data-testid="peak-labels" pointerEvents="none">
      {placed.map(({ peak, box }) => {
        // The leader starts at the box's point nearest the tip.
        const leaderFrom = box
          ? { x: clamp(peak.x, box.x, box.x + box.width), y: clamp(peak.tipY, box.y, box.y + box.height) }
          : null;
        const lifted = leaderFrom !== null && Math.hypot(leaderFrom.x - peak.x, leaderFrom.y - peak.tipY) > 8;
        return (
          <g key={`${peak.x}-${peak.tipY}`} data-testid="peak-label">
            <circle cx={peak.x} cy={peak.tipY} r={2.5} fill="var(--foreground)" />
            {lifted && leaderFrom ? (
              <line
                x1={leaderFrom.x}
                y1={leaderFrom.y}
                x2={peak.x}
                y2={peak.tipY}
                stroke="var(--muted-foreground)"
                strokeDasharray="1 2"
              />
            ) : null}
            {box ? (
              <text
                x={box.x + box.width / 2}
                y={box.y + LINE_HEIGHT - 2}
                fontSize={FONT_SIZE}
                textAnchor="middle"
                fill="var(--foreground)"
                stroke="var(--card)"
                strokeWidth={3}
                paintOrder="stroke"
              >
                <tspan x={box.x + box.width / 2}>{peak.lines[0]}</tspan>
                <tspan x={box.x + box.width / 2} dy={LINE_HEIGHT}>
                  {peak.lines[1]}
                </tspan>
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
