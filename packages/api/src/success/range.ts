/**
 * The windows customer success reads: the dashboard's range (as maintenance statistics take it) and
 * a one-pager's period (part 1 §9: ROI one-pagers default to the last 7 days).
 */
import {
  type DatePreset,
  type DateRange,
  DEFAULT_RANGE_PRESETS,
  ONE_PAGER_MAX_DAYS,
  presetRange,
} from "@plantwise/shared";
import { invalid } from "../lib/fields";

const DAY_MS = 86_400_000;
const DEFAULT_SPAN_MS = 7 * DAY_MS;

/**
 * `preset`, else `from`/`to` (a missing end: 7 days from the other, or now), else the last 7 days,
 * computed in `timeZone`; 422 on `to` unless it comes after `from`.
 */
export function dashboardRange(
  input: { preset?: DatePreset | undefined; from?: Date | undefined; to?: Date | undefined },
  now: Date,
  timeZone: string,
): DateRange {
  const range =
    input.preset || (!input.from && !input.to)
      ? presetRange(input.preset ?? DEFAULT_RANGE_PRESETS.roi_one_pagers, now, timeZone)
      : {
          from: input.from ?? new Date((input.to ?? now).getTime() - DEFAULT_SPAN_MS),
          to: input.to ?? now,
        };
  if (!(range.from.getTime() < range.to.getTime())) throw invalid("to", "must be after from");
  return range;
}

/**
 * A one-pager's period: both ends absent is the last 7 days in the plant's zone; one end absent is
 * 7 days from (or to) the other. 422 on period_end unless it comes after period_start, or when the
 * period spans more than ONE_PAGER_MAX_DAYS.
 */
export function onePagerPeriod(
  input: { period_start?: Date | null | undefined; period_end?: Date | null | undefined },
  now: Date,
  timeZone: string,
): DateRange {
  const start = input.period_start ?? null;
  const end = input.period_end ?? null;
  const range =
    start === null && end === null
      ? presetRange(DEFAULT_RANGE_PRESETS.roi_one_pagers, now, timeZone)
      : start === null
        ? { from: new Date(end!.getTime() - DEFAULT_SPAN_MS), to: end! }
        : { from: start, to: end ?? new Date(start.getTime() + DEFAULT_SPAN_MS) };
  if (!(range.from.getTime() < range.to.getTime())) {
    throw invalid("period_end", "must be after period_start");
  }
  if (range.to.getTime() - range.from.getTime() > ONE_PAGER_MAX_DAYS * DAY_MS) {
    throw invalid("period_end", "The range may span at most 366 days");
  }
  return range;
}
