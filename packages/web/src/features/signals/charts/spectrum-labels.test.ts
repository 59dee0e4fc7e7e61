import { describe, expect, it } from "vitest";
import {
  type Box,
  markerRowCount,
  overlaps,
  type PeakLabelRequest,
  placeMarkerLabels,
  placePeakLabels,
} from "./spectrum-labels";

const noTwoOverlap = (boxes: (Box | null)[], gap = 0) => {
  const placed = boxes.filter((b): b is Box => b !== null);
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      if (overlaps(placed[i] as Box, placed[j] as Box, gap)) return false;
    }
  }
  return true;
};

describe("overlaps", () => {
  it("tells touching from overlapping boxes, and honours a gap", () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlaps(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(overlaps(a, { x: 11, y: 0, width: 10, height: 10 }, 2)).toBe(true);
  });
});

describe("marker labels", () => {
  it("gives a tall plot more rows than a short one", () => {
    expect(markerRowCount(60)).toBe(2);
    expect(markerRowCount(242)).toBe(5);
    expect(markerRowCount(2000)).toBe(8);
  });

  it("stacks colliding labels into rows and leaves out the one with no room", () => {
    // Labels 30 px wide right of lines at 0, 10, 20, 100 with 2 rows (pad 4): 0 → row 0 at x 2;
    // 10 → row 1; 20 finds no row; 100 → row 0 again.
    const boxes = placeMarkerLabels(
      [0, 10, 20, 100].map((x) => ({ x, width: 30 })),
      2,
      500,
    );
    expect(boxes.map((b) => (b === null ? null : [b.x, b.y]))).toEqual([[2, 0], [12, 11], null, [102, 0]]);
  });

  it("puts a label left of its line at the plot's right edge", () => {
    const [box] = placeMarkerLabels([{ x: 490, width: 30 }], 2, 500);
    expect(box).toEqual({ x: 458, y: 0, width: 30, height: 11 });
  });
});

describe("peak labels", () => {
  const area = { width: 400, height: 200 };
  const label = (x: number, tipY: number): PeakLabelRequest => ({ x, tipY, width: 40, height: 24 });

  it("places a label centred above its peak", () => {
    expect(placePeakLabels([label(100, 150)], [], area)).toEqual([{ x: 80, y: 124, width: 40, height: 24 }]);
  });

  it("lets the higher peak keep its spot and moves the next one up a row", () => {
    const [high, next] = placePeakLabels([label(100, 150), label(110, 150)], [], area);
    expect(high).toEqual({ x: 80, y: 124, width: 40, height: 24 });
    // One row up: 124 − (24 + 2) = 98.
    expect(next).toEqual({ x: 90, y: 98, width: 40, height: 24 });
  });

  it("keeps clear of marker labels", () => {
    const marker = { x: 70, y: 110, width: 60, height: 20 };
    const [box] = placePeakLabels([label(100, 150)], [marker], area);
    expect(box && overlaps(box, marker, 2)).toBe(false);
    expect(box).toEqual({ x: 80, y: 72, width: 40, height: 24 });
  });

  it("hides a label that finds no room anywhere", () => {
    const wall = { x: 0, y: 0, width: 400, height: 200 };
    expect(placePeakLabels([label(100, 150)], [wall], area)).toEqual([null]);
  });

  it("hides a label rather than lift it more than three rows off its peak", () => {
    // Rows above the tip at 190 are y 164, 138, 112 and 86, all blocked; a fifth row (60) would be free.
    const block = { x: 0, y: 80, width: 400, height: 120 };
    expect(placePeakLabels([label(100, 190)], [block], area)).toEqual([null]);
    // With the fourth row clear (the block starts at 112, 2 px under it), the label goes there.
    expect(placePeakLabels([label(100, 190)], [{ ...block, y: 112 }], area)).toEqual([
      { x: 80, y: 86, width: 40, height: 24 },
    ]);
  });

  it("puts a tall peak's label beside its line, under the marker labels", () => {
    // Tip at 10 px under a band of marker labels 55 px deep: no room above; beside the line, rows
    // 0, 26 and 52 touch the band, 78 is clear (and above halfway down the line, 105).
    const band = { x: 0, y: 0, width: 400, height: 55 };
    expect(placePeakLabels([label(100, 10)], [band], area)).toEqual([
      { x: 104, y: 78, width: 40, height: 24 },
    ]);
  });

  it("never overlaps two labels, however crowded the peaks", () => {
    // 40 peaks within 120 px, tips at assorted heights.
    const crowd = Array.from({ length: 40 }, (_, i) => label(20 + ((i * 37) % 120), 20 + ((i * 53) % 170)));
    const boxes = placePeakLabels(crowd, [], area);
    expect(noTwoOverlap(boxes, 2)).toBe(true);
    expect(boxes.filter((b) => b !== null).length).toBeGreaterThan(5);
    for (const b of boxes) {
      if (b) expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= 400 && b.y + b.height <= 200).toBe(true);
    }
  });
});
