/**
 * maintenance.statistics.exportExcel (GET /maintenance/export/excel): the work order list or the log
 * with the list's filters (no paging), as an .xlsx e-mailed to the caller through the outbox. The
 * same file is downloaded from /files/maintenance/work-orders.xlsx (export-routes.ts).
 *
 * More than EXPORT_MAX_ROWS rows is refused (422) after one count, before anything is read or built.
 */
import { type Reader, schema } from "@plantwise/db";
import {
  EXPORT_MAX_ROWS,
  type ExportWorkOrdersInput,
  exportWorkOrdersInput,
  exportWorkOrdersOutput,
  type ListWorkOrdersInput,
  WorkOrderStatus,
} from "@plantwise/shared";
import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import { listOrder } from "../lib/list";
import { queueEmail } from "../lib/outbox";
import { permitted } from "../trpc";
import { buildWorkOrdersWorkbook, exportEmail } from "./export-excel";
import {
  selectWorkOrderRows,
  withAssignees,
  workOrderListWhere,
  workOrderSortable,
} from "./work-order-query";

const { plants, workOrders } = schema;

/** Where the same file is downloaded (a plain route, signed in with the bearer token). */
export const EXPORT_DOWNLOAD_PATH = "/files/maintenance/work-orders.xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  rows: number;
}

function exportWhere(scope: Scope, input: ExportWorkOrdersInput, now: Date, userId: number): SQL | undefined {
  const filters: ListWorkOrdersInput = { ...input, page: 1, max: 1 };
  if (input.view === "logs") {
    return and(
      workOrderListWhere(scope, filters, now, userId, "completed_at"),
      inArray(workOrders.status, [WorkOrderStatus.COMPLETED, WorkOrderStatus.CLOSED]),
    );
  }
  return workOrderListWhere(scope, filters, now, userId);
}

/**
 * The zone dates are written in: the one asked for, else the plant's, else UTC. A plant out of the
 * caller's scope is not found (rather than an empty file).
 */
async function exportTimeZone(db: Reader, scope: Scope, input: ExportWorkOrdersInput): Promise<string> {
  if (!input.plant_id) return input.time_zone ?? "UTC";
  const plant = await firstOr404(
    db
      .select({ time_zone: plants.time_zone })
      .from(plants)
      .where(and(eq(plants.id, input.plant_id), inPlantScope(scope, plants.id))),
    "Plant",
  );
  return input.time_zone ?? plant.time_zone;
}

/** Counts, refuses past the limit, reads the rows and builds the workbook. */
export async function buildExportFile(
  db: Reader,
  actor: { user: AuthUser; scope: Scope },
  input: ExportWorkOrdersInput,
  now: Date = new Date(),
): Promise<ExportFile> {
  const timeZone = await exportTimeZone(db, actor.scope, input);
  const where = exportWhere(actor.scope, { ...input, time_zone: timeZone }, now, actor.user.id);
  const [total] = await db.select({ n: count() }).from(workOrders).where(where);
  const n = Number(total?.n ?? 0);
  if (n > EXPORT_MAX_ROWS) {
    throw invalid(
      "filters",
      `an export holds at most ${EXPORT_MAX_ROWS} rows and these filters match ${n}; narrow the filters`,
    );
  }
  const fallback = input.view === "logs" ? "completed_at" : "scheduled_start";
  const rows = await selectWorkOrderRows(db, where, now).orderBy(
    ...listOrder({ ...input, page: 1, max: 1 }, workOrderSortable, fallback, workOrders.id),
  );
  const content = await buildWorkOrdersWorkbook(await withAssignees(db, rows), {
    language: actor.user.language,
    timeZone,
    view: input.view,
  });
  const day = now.toISOString().slice(0, 10);
  const fileName = `${input.view === "logs" ? "maintenance-log" : "work-orders"}-${day}.xlsx`;
  return { fileName, contentType: XLSX_TYPE, content, rows: rows.length };
}

/** The download link of the same export: the filters as given, in a query string. */
export function exportDownloadUrl(raw: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === "") continue;
    query.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const qs = query.toString();
  return qs ? `${EXPORT_DOWNLOAD_PATH}?${qs}` : EXPORT_DOWNLOAD_PATH;
}

export const exportWorkOrdersExcel = permitted("view_maintenance")
  .input(exportWorkOrdersInput)
  .output(exportWorkOrdersOutput)
  .query(async ({ ctx, input }) => {
    const file = await buildExportFile(ctx.db, { user: ctx.user, scope: ctx.scope }, input);
    const mail = exportEmail(ctx.user.language, file.fileName, file.rows);
    await ctx.db.transaction((tx) =>
      queueEmail(tx, {
        to: ctx.user.email,
        subject: mail.subject,
        text: mail.text,
        userId: ctx.user.id,
        attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.content }],
      }),
    );
    return {
      message: "file was sent to your email",
      rows: file.rows,
      file_name: file.fileName,
      download_url: exportDownloadUrl(input),
    };
  });
