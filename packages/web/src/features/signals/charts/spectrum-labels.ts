/**
 * Where the spectrum's labels go so none covers another: marker labels in rows along the plot's top
 * (more rows on a taller plot), and peak labels above their peaks, moved up a row or beside the
 * peak when that spot is taken, or left out (the marker keeps its line, the peak its dot; hovering
 * or zooming in shows them).
 */

/** A label's box in plot pixels: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area, or come within `pad` pixels of each other. */
export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return (
    a.x < b.x + b.width + pad &&
    b.x < a.x + a.width + pad &&
    a.y < b.y + b.height + pad &&
    b.y < a.y + a.height + pad
  );
}

/** About how wide a label of `text` is at `fontSize` (the charts' sans font averages 0.6 em). */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.6);
}

export const MARKER_ROW_HEIGHT = 11;

/** Marker label rows a plot `innerH` pixels tall affords: one per 48 px, between 2 and 8. */
export function markerRowCount(innerH: number): number {
  return Math.min(8, Math.max(2, Math.floor(innerH / 48)));
}

export interface MarkerLabelRequest {
  /** The marker line's x. */
  x: number;
  /** The label's width. */
  width: number;
}

/**
 * A box for each marker label, tried in the order given (put the ones that matter most first),
 * or null when no row has room. A label sits right of its line, or left of it near the plot's
 * right edge; rows are MARKER_ROW_HEIGHT apart from the top.
 */
export function placeMarkerLabels(
  labels: readonly MarkerLabelRequest[],
  rows: number,
  plotWidth: number,
  pad = 4,
): (Box | null)[] {
  const placed: Box[] = [];
  return labels.map(({ x, width }) => {
    const left = x + 2 + width > plotWidth ? x - 2 - width : x + 2;
    if (left < 0) return null;
    for (let row = 0; row < rows; row++) {
      const box = { x: left, y: row * MARKER_ROW_HEIGHT, width, height: MARKER_ROW_HEIGHT };
      // Labels of one row keep `pad` apart sideways; rows themselves stack edge to edge.
      const padded = { ...box, x: box.x - pad, width: box.width + 2 * pad };
      if (!placed.some((p) => overlaps(p, padded))) {
        placed.push(box);
        return box;
      }
    }
    return null;
  });
}

export interface PeakLabelRequest {
  /** The peak's x and the y of its tip. */
  x: number;
  tipY: number;
  width: number;
  height: number;
}

/**
 * A box for each peak label, tried highest peak first (pass them in that order): above the tip
 * (centred, leaning right, leaning left), then a row higher each time (up to 3 rows), then beside
 * the peak's line (right, then left) from its tip down to halfway to the foot. A box must lie inside the plot and clear every placed label and obstacle (marker labels) by
 * `gap` pixels; a label with no such box gets null.
 */
export function placePeakLabels(
  labels: readonly PeakLabelRequest[],
  obstacles: readonly Box[],
  area: { width: number; height: number },
  gap = 2,
): (Box | null)[] {
  const taken: Box[] = [...obstacles];
  const inside = (b: Box) =>
    b.x >= 0 && b.y >= 0 && b.x + b.width <= area.width && b.y + b.height <= area.height;
  return labels.map((label) => {
    for (const box of candidates(label, area, gap)) {
      if (inside(box) && !taken.some((t) => overlaps(t, box, gap))) {
        taken.push(box);
        return box;
      }
    }
    return null;
  });
}

function* candidates(
  label: PeakLabelRequest,
  area: { width: number; height: number },
  gap: number,
): Generator<Box> {
  const { x, tipY, width, height } = label;
  const step = height + gap;
  const centred = Math.min(Math.max(0, x - width / 2), area.width - width);
  // At most 4 rows up: a label further off would point at the wrong peak; hide it instead.
  for (let k = 0, y = tipY - gap - height; k < 4 && y >= 0; k++, y -= step) {
    yield { x: centred, y, width, height };
    // Leaning right, then left, of the tip: still over the peak, clear of a neighbour's label.
    yield { x: x - 4, y, width, height };
    yield { x: x + 4 - width, y, width, height };
  }
  // Beside the peak's own line, down to halfway between its tip and the foot (a tall peak under the
  // marker labels has room there; a short one does not wander off to its neighbours).
  const lowest = tipY + (area.height - tipY) / 2;
  for (let y = Math.max(0, tipY - height / 2); y <= lowest; y += step) {
    yield { x: x + 4, y, width, height };
    yield { x: x - 4 - width, y, width, height };
  }
}
