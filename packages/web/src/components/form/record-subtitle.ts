import type { TFunction } from "i18next";

/**
 * What a record screen's subtitle says: the kind of record and which one — "Production line ·
 * Line 2" once loaded, "Production line · #4" until then, "Production line · not saved yet" while
 * creating — rather than an anonymous "Record #4" or "New record". `thing` is the screen's own
 * entity name, translated; `id` is null (or the route's "new") while creating.
 */
export function recordSubtitle(
  t: TFunction,
  thing: string,
  id: number | string | null | undefined,
  name?: string | null,
): string {
  if (id === null || id === undefined || id === "new") return t("common.recordNew", { thing });
  if (name) return t("common.recordNamed", { thing, name });
  return t("common.recordNumbered", { thing, id });
}
