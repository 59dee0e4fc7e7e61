import { useCallback, useEffect, useState } from "react";
import { FILTERS_PREFIX, readJson, writeJson } from "@/lib/storage";
import type { ListQueryInput, ListState, ViewModeValue } from "./list-types";

export const listStorageKey = (listId: string) => `${FILTERS_PREFIX}${listId}`;

export function defaultListState(max: number, viewMode: ViewModeValue): ListState {
  return { page: 1, max, orderByColumn: null, orderByMethod: "asc", q: "", filters: {}, viewMode };
}

/** Restores what was saved for this list, keeping only well-formed parts (spec part 1 §2.4). */
export function loadListState(listId: string, defaults: ListState): ListState {
  const saved = readJson<Partial<ListState>>(listStorageKey(listId));
  if (!saved || typeof saved !== "object") return defaults;
  const positive = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
  return {
    page: positive(saved.page, defaults.page),
    max: positive(saved.max, defaults.max),
    orderByColumn: typeof saved.orderByColumn === "string" ? saved.orderByColumn : defaults.orderByColumn,
    orderByMethod: saved.orderByMethod === "desc" ? "desc" : "asc",
    q: typeof saved.q === "string" ? saved.q : defaults.q,
    filters:
      saved.filters && typeof saved.filters === "object"
        ? Object.fromEntries(Object.entries(saved.filters).filter(([, v]) => typeof v === "string"))
        : defaults.filters,
    viewMode: saved.viewMode === 1 || saved.viewMode === 2 ? saved.viewMode : defaults.viewMode,
  };
}

export function useListState(listId: string, defaults: ListState) {
  const [state, setState] = useState<ListState>(() => loadListState(listId, defaults));
  useEffect(() => {
    writeJson(listStorageKey(listId), state);
  }, [listId, state]);
  const update = useCallback((patch: Partial<ListState>) => setState((prev) => ({ ...prev, ...patch })), []);
  return [state, update] as const;
}

/** The call's input. Empty values are dropped; zero and false are kept (spec part 1 §5). */
export function listQueryInput(state: ListState): ListQueryInput {
  const input: ListQueryInput = { page: state.page, max: state.max };
  if (state.orderByColumn) {
    input.orderByColumn = state.orderByColumn;
    input.orderByMethod = state.orderByMethod;
  }
  const q = state.q.trim();
  if (q) input.q = q;
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== "") input[key] = value;
  }
  return input;
}
