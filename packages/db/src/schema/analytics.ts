/** What the web app reports about its own use. */
import { bigint, bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userId } from "./references";

/** Page visits reported by the web app (POST /analytics/page-visits). */
export const pageVisits = pgTable(
  "page_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: userId(),
    path: text("path").notNull(),
    title: text("title"),
    duration_ms: bigint("duration_ms", { mode: "number" }),
    visited_at: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_visits_user_idx").on(t.user_id, t.visited_at)],
);
