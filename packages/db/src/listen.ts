/**
 * LISTEN on a channel of the database behind a drizzle handle, on either driver. PostgreSQL
 * delivers a NOTIFY sent inside a transaction only when that transaction commits (and never if it
 * rolls back), which is what lets the API push a notification to an open browser exactly when the
 * row that describes it becomes visible.
 *
 * postgres-js listens on one dedicated connection per client (re-established after a drop); PGlite
 * is a single in-process session that receives its own notifications. Channel names are SQL
 * identifiers: keep them to lower-case letters, digits and underscores.
 */
import { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";
import type { Database } from "./client";

export type Unlisten = () => Promise<void>;

export async function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  // Every drizzle driver keeps its raw client as $client (PgDatabase's type does not show it).
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  }
  if (typeof client === "function" && typeof (client as Sql).listen === "function") {
    const meta = await (client as Sql).listen(channel, onPayload);
    return () => meta.unlisten();
  }
  throw new Error("listenTo: the database handle has no LISTEN-capable client");
}
