import { type DatePreset, presetRange } from "@plantwise/shared";
import { useState } from "react";

/** A time range in epoch milliseconds. */
export interface Range {
  from: number;
  to: number;
}

/** A preset's range now, on the plant's wall clock. */
export function presetToRange(preset: DatePreset, timeZone: string): Range {
  const r = presetRange(preset, new Date(), timeZone);
  return { from: r.from.getTime(), to: r.to.getTime() };
}

/**
 * The range a signal screen shows: a date preset, or "custom" once a chart is brushed. `choose`
 * picks a preset, `zoom` takes a brushed range.
 */
export function useRangePreset(initial: DatePreset, timeZone: string) {
  const [preset, setPreset] = useState<DatePreset | "custom">(initial);
  const [range, setRange] = useState<Range>(() => presetToRange(initial, timeZone));
  const choose = (p: DatePreset) => {
    setPreset(p);
    setRange(presetToRange(p, timeZone));
  };
  const zoom = (r: Range) => {
    setPreset("custom");
    setRange(r);
  };
  return { preset, range, choose, zoom };
}
