/**
 * Input pieces many procedures share: ids, the delete confirmation word, query-string flags and
 * optional text or references. Empty strings from forms and query strings mean "not given".
 */
import { z } from "zod";

export { queryFlag } from "@plantwise/shared";

import { positiveId } from "./fields";

export const idInput = z.object({ id: positiveId });

/** `id` plus the optional confirmation word a delete of something with attached records needs. */
export const deleteWithConfirmInput = idInput.extend({
  confirm: z.string().max(32).optional(),
});

/** Optional text: trimmed, blank becomes null. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z.string().max(max).nullable().optional(),
  );

/** An optional reference id: blank, 0 or null is "none". */
export const optionalRef = z.preprocess(
  (v) => (v === "" || v === 0 || v === "0" || v === "null" ? null : v),
  z.coerce.number().int().positive().nullable().optional(),
);
