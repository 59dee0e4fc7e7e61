/** The ids with `id` moved one place up (-1) or down (+1); the same order when it cannot move. */
export function moveInOrder(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= next.length) return next;
  next[from] = next[to] as number;
  next[to] = id;
  return next;
}

/** Rows sorted by their position, then id: the parent's order as the server keeps it. */
export function byPosition<T extends { id: number; position: number | null }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
}
