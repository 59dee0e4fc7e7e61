import type { Database } from "@plantwise/db";
import type { Actor } from "../access/scope";
import { permitted } from "../trpc";
import { ownedReport, reportOwner } from "./report-access";

/** Signed-in users; whose reports they may touch is decided per owner (report-access.ts). */
export const reportProcedure = permitted([]);

/** Inside a write: the owner whose reports the actor may change, and that owner's report. */
export async function writableReport(tx: Database, actor: Actor, ref: { userId: number; reportId: number }) {
  const owner = await reportOwner(tx, actor, ref.userId, true);
  return { owner, report: await ownedReport(tx, owner.id, ref.reportId) };
}
