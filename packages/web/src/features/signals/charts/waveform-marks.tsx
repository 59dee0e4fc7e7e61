/**
 * What the waveform's tools draw over the samples: a line per shaft revolution (so an analyst sees
 * whether impacts repeat once a turn), labelled as often as the labels fit, and the two time
 * cursors with the span between them shaded.
 */
import { useTranslation } from "react-i18next";
import {
  type CursorPair,
  cursorLabels,
  type LabelSide,
  labelStride,
  placeLabels,
  revolutionMarks,
  type TimeRange,
} from "./waveform-math";

/** Revolution lines closer than this draw as a grey wash: the chart asks for a zoom instead. */
const MIN_REVOLUTION_PX = 4;

export function RevolutionLines({
  originMs,
  runningSpeedHz,
  range,
  x,
  height,
}: {
  originMs: number;
  runningSpeedHz: number;
  range: TimeRange;
  /** Pixel of a time. */
  x: (ms: number) => number;
  height: number;
}) {
  const { t } = useTranslation();
  const width = x(range[1]) - x(range[0]);
  const spacingPx = (1000 / runningSpeedHz / (range[1] - range[0])) * width;
  if (spacingPx < MIN_REVOLUTION_PX) {
    return (
      <text x={4} y={height - 6} fontSize={10} fill="var(--muted-foreground)" data-testid="revolutions-dense">
        {t("signals.waveform.revsTooDense")}
      </text>
    );
  }
  const marks = revolutionMarks(originMs, runningSpeedHz, range);
  const label = (rev: number) => t("signals.waveform.rev", { n: rev });
  // About 6 px a character at 10 px.
  const widthOf = (text: string) => text.length * 6;
  const stride = labelStride(spacingPx, widthOf(label(marks.at(-1)?.rev ?? 1)) + 8);
  const labelled = marks.filter((mark) => mark.rev % stride === 0);
  const sides = placeLabels(
    labelled.map((mark) => x(mark.ms)),
    labelled.map((mark) => widthOf(label(mark.rev))),
    x(range[1]),
  );
  const sideOf = new Map(labelled.map((mark, i) => [mark.rev, sides[i] ?? null]));
  // Close lines are drawn fainter, so a phone's whole capture is not a grey wash.
  const opacity = spacingPx < 12 ? 0.45 : 1;
  return (
    <g pointerEvents="none">
      {marks.map((mark) => {
        const side = sideOf.get(mark.rev) ?? null;
        return (
          <g key={mark.rev} data-testid="revolution-mark">
            <line
              x1={x(mark.ms)}
              x2={x(mark.ms)}
              y1={0}
              y2={height}
              stroke="var(--muted-foreground)"
              strokeOpacity={opacity}
              strokeDasharray="1 3"
            />
            {side !== null ? (
              <SideText x={x(mark.ms)} y={height - 4} side={side} fill="var(--muted-foreground)">
                {label(mark.rev)}
              </SideText>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** A 10 px label beside a vertical line at `x`, on the side given. */
function SideText({
  x,
  y,
  side,
  fill,
  bold,
  children,
}: {
  x: number;
  y: number;
  side: LabelSide;
  fill: string;
  bold?: boolean;
  children: string;
}) {
  return (
    <text
      x={side === "after" ? x + 3 : x - 3}
      y={y}
      fontSize={10}
      fontWeight={bold ? 600 : undefined}
      textAnchor={side === "after" ? "start" : "end"}
      fill={fill}
    >
      {children}
    </text>
  );
}

/** "T1" and "T2" are symbols, written alike in every language. */
export const CURSOR_NAMES = ["T1", "T2"] as const;

export function CursorLines({
  cursors,
  range,
  x,
  height,
}: {
  cursors: CursorPair;
  range: TimeRange;
  /** Pixel of a time. */
  x: (ms: number) => number;
  height: number;
}) {
  const inside = (ms: number | null): ms is number => ms !== null && ms >= range[0] && ms <= range[1];
  const [t1, t2] = cursors;
  const clampX = (ms: number) => x(Math.min(range[1], Math.max(range[0], ms)));
  // "T1" in 10 px bold is about 14 px wide.
  const labels = cursorLabels([inside(t1) ? x(t1) : null, inside(t2) ? x(t2) : null], 14, x(range[1]));
  return (
    <g pointerEvents="none">
      {t1 !== null && t2 !== null ? (
        <rect
          x={Math.min(clampX(t1), clampX(t2))}
          width={Math.abs(clampX(t2) - clampX(t1))}
          height={height}
          fill="var(--foreground)"
          opacity={0.06}
        />
      ) : null}
      {cursors.map((ms, i) => {
        const place = labels[i];
        return inside(ms) && place ? (
          <g key={CURSOR_NAMES[i]} data-testid="time-cursor">
            <line x1={x(ms)} x2={x(ms)} y1={0} y2={height} stroke="var(--foreground)" strokeWidth={1.5} />
            <SideText x={x(ms)} y={10 + place.row * 12} side={place.side} fill="var(--foreground)" bold>
              {CURSOR_NAMES[i] ?? ""}
            </SideText>
          </g>
        ) : null;
      })}
    </g>
  );
}
