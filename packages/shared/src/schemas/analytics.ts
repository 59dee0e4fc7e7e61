import { z } from "zod";

/** POST /analytics/page-visits. */
export const pageVisitInput = z.object({
  path: z.string().trim().min(1).max(2048),
  title: z.string().trim().max(512).optional(),
  duration_ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000)
    .optional(),
});
export type PageVisitInput = z.infer<typeof pageVisitInput>;
