/**
 * What a work order list shows besides the scaffold's page, sort, search and filters: the status tab,
 * the date window (a shortcut, a from/to range, or the default last 7 days of part 1 §9) and the
 * table or calendar view; kept in the browser per list like the filters (part 2 §1).
 */
import { WORK_ORDER_LIST_SHORTCUTS, WorkOrderStatus } from "@plantwise/shared";
import { useCallback, useEffect, useState } from "react";
import type { ListQueryInput } from "@/components/list/list-types";
import { FILTERS_PREFIX, readJson, writeJson } from "@/lib/storage";

export const STATUS_TABS = ["all", "pending", "in_work", "completed", "closed", "overdue"] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
export type Shortcut = (typeof WORK_ORDER_LIST_SHORTCUTS)[number];

export interface ListScope {
  tab: StatusTab;
  shortcut: Shortcut | null;
  /** yyyy-mm-dd on the plant's clock, both ends included; empty when not set. */
  from: string;
  to: string;
  view: "table" | "calendar";
}

export const DEFAULT_SCOPE: ListScope = { tab: "all", shortcut: null, from: "", to: "", view: "table" };

const TAB_STATUS: Partial<Record<StatusTab, number>> = {
  pending: WorkOrderStatus.PENDING,
  in_work: WorkOrderStatus.IN_WORK,
  completed: WorkOrderStatus.COMPLETED,
  closed: WorkOrderStatus.CLOSED,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function loadScope(key: string, defaults: ListScope): ListScope {
  const saved = readJson<Partial<ListScope>>(key);
  if (!saved || typeof saved !== "object") return defaults;
  return {
    tab: STATUS_TABS.find((t) => t === saved.tab) ?? defaults.tab,
    shortcut: WORK_ORDER_LIST_SHORTCUTS.find((s) => s === saved.shortcut) ?? null,
    from: typeof saved.from === "string" && DAY.test(saved.from) ? saved.from : "",
    to: typeof saved.to === "string" && DAY.test(saved.to) ? saved.to : "",
    view: saved.view === "calendar" ? "calendar" : "table",
  };
}

export function useListScope(listId: string, defaults: ListScope = DEFAULT_SCOPE) {
  const key = `${FILTERS_PREFIX}${listId}:scope`;
  const [scope, setScope] = useState<ListScope>(() => loadScope(key, defaults));
  useEffect(() => writeJson(key, scope), [key, scope]);
  const update = useCallback((patch: Partial<ListScope>) => setScope((prev) => ({ ...prev, ...patch })), []);
  return [scope, update] as const;
}

/** Midnight (start) or the last millisecond (end) of a plant-clock day, as an instant. */
export function dayBoundary(day: string, timeZone: string, end: boolean): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d + (end ? 1 : 0));
  // The zone's offset at that wall-clock moment, read back from Intl.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  const instant = guess - (wall - guess);
  return new Date(end ? instant - 1 : instant).toISOString();
}

/** The list call's scope part: status tab, then the window (range, else shortcut, else the API's default). */
export function scopeInput(scope: ListScope, timeZone: string) {
  const input: Record<string, string | number | boolean> = { time_zone: timeZone };
  const status = TAB_STATUS[scope.tab];
  if (status !== undefined) input.status = status;
  if (scope.tab === "overdue") input.overdue = true;
  if (scope.from || scope.to) {
    if (scope.from) input.from = dayBoundary(scope.from, timeZone, false);
    if (scope.to) input.to = dayBoundary(scope.to, timeZone, true);
  } else if (scope.shortcut) {
    input.shortcut = scope.shortcut;
  }
  return input;
}

const ID_FILTERS = [
  "plant_id",
  "production_line_id",
  "machine_id",
  "category_id",
  "priority",
  "assignee_user_id",
];

/** The list's filter values as the API takes them: ids as numbers, flags as booleans, unknown dropped. */
export function filterInput({ page, max, orderByColumn, orderByMethod, q, ...filters }: ListQueryInput) {
  const input: Record<string, string | number | boolean> = { page, max };
  if (orderByColumn) input.orderByColumn = orderByColumn;
  if (orderByMethod) input.orderByMethod = orderByMethod;
  if (q) input.q = q;
  for (const key of ID_FILTERS) {
    const n = Number(filters[key]);
    if (Number.isInteger(n) && n > 0) input[key] = n;
  }
  if (
    filters.maintenance_type === "breakdown" ||
    filters.maintenance_type === "setup" ||
    filters.maintenance_type === "pm"
  ) {
    input.maintenance_type = filters.maintenance_type;
  }
  if (filters.mine === "true") input.mine = true;
  return input;
}
