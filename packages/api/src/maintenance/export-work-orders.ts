/**
 * maintenance.statistics.exportExcel (GET /maintenance/export/excel): the work order list or the log
 * with the list's filters (no paging), as an .xlsx e-mailed to the caller through the outbox. The
 * same file is downloaded from /files/maintenance/work-orders.xlsx (export-routes.ts).
 *
 * More than EXPORT_MAX_ROWS rows is refused (422) before the workbook is built or anything is sent.
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
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { invalid } from "../lib/fields";
import { listOrder } from "../lib/list";
import { queueEmail } from "../lib/outbox";
import { permitted } from "../trpc";
import { buildWorkOrdersWorkbook, exportEmail } from "./export-excel";
import { plantTimeZone } from "./plant-zone";
import {
  assigneesColumn,
  assigneesOfColumn,
  withWorkOrderNames,
  workOrderListWhere,
  workOrderRowColumns,
  workOrderSortable,
} from "./work-order-query";

const { workOrders } = schema;

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
 * Reads the rows (with their assignees, in one statement: the count rides along as a window over
 * at most EXPORT_MAX_ROWS + 1 rows), refuses past the limit and builds the workbook. Dates are
 * written in the zone asked for, else the plant's, else UTC; a plant out of the caller's scope is
 * not found (rather than an empty file).
 */
export async function buildExportFile(
  db: Reader,
  actor: { user: AuthUser; scope: Scope },
  input: ExportWorkOrdersInput,
  now: Date = new Date(),
): Promise<ExportFile> {
  const plantZone = input.plant_id ? await plantTimeZone(db, actor, input.plant_id) : null;
  const timeZone = input.time_zone ?? plantZone ?? "UTC";
  const where = exportWhere(actor.scope, { ...input, time_zone: timeZone }, now, actor.user.id);
  const fallback = input.view === "logs" ? "completed_at" : "scheduled_start";
  const query = db
    .select({
      ...workOrderRowColumns(now),
      assignee_rows: assigneesColumn,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(workOrders)
    .$dynamic();
  const read = await withWorkOrderNames(query)
    .where(where)
    .orderBy(...listOrder({ ...input, page: 1, max: 1 }, workOrderSortable, fallback, workOrders.id))
    .limit(EXPORT_MAX_ROWS + 1);
  const n = read[0]?.total ?? 0;
  if (n > EXPORT_MAX_ROWS) {
    throw invalid(
      "filters",
      `an export holds at most ${EXPORT_MAX_ROWS} rows and these filters match ${n}; narrow the filters`,
    );
  }
  const rows = read.map(({ assignee_rows, total: _, ...row }) => ({
    ...row,
    assignees: assigneesOfColumn(assignee_rows),
  }));
  const content = await buildWorkOrdersWorkbook(rows, {
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
    // One statement writes the message with its file: atomic without a transaction of its own.
    await queueEmail(ctx.db, {
      to: ctx.user.email,
      subject: mail.subject,
      text: mail.text,
      userId: ctx.user.id,
      attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.content }],
    });
    return {
      message: "file was sent to your email",
      rows: file.rows,
      file_name: file.fileName,
      download_url: exportDownloadUrl(input),
    };
  });
