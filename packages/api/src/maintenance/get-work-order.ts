import { type Reader, schema } from "@plantwise/db";
import { alertTypeInfo, idInput, parameterTypeInfo, workOrderDetails } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";
import {
  assigneesColumn,
  assigneesOfColumn,
  userFullName,
  withWorkOrderNames,
  workOrderRowColumns,
} from "./work-order-query";

const {
  alarms,
  miscParts,
  storeRooms,
  taskProcedures,
  users,
  workOrderAttachments,
  workOrderChecklist,
  workOrderComments,
  workOrderEvents,
  workOrderLabour,
  workOrderParts,
  workOrders,
} = schema;

/** "First Last" of an aliased users join, null when the join found nobody. */
function fullName(row: { first: string | null; last: string | null } | null): string | null {
  return row?.first == null ? null : `${row.first} ${row.last ?? ""}`.trim();
}

/** Where an attachment is downloaded. */
export function attachmentUrl(workOrderId: number, attachmentId: number): string {
  return `/api/maintenance/${workOrderId}/attachments/${attachmentId}`;
}

const checklistColumn = jsonRows(
  {
    id: workOrderChecklist.id,
    position: workOrderChecklist.position,
    instruction: workOrderChecklist.instruction,
    is_done: workOrderChecklist.is_done,
    done_by: workOrderChecklist.done_by,
    done_by_name: sql<string | null>`${userFullName}`,
    done_at: workOrderChecklist.done_at,
  },
  sql`from ${workOrderChecklist} left join ${users} on ${users.id} = ${workOrderChecklist.done_by}
    where ${workOrderChecklist.work_order_id} = "work_orders"."id"`,
  [workOrderChecklist.position, workOrderChecklist.id],
);

const partsColumn = jsonRows(
  {
    id: workOrderParts.id,
    part_id: workOrderParts.part_id,
    part_number: miscParts.part_number,
    part_name: miscParts.name,
    unit: miscParts.unit,
    store_room_id: workOrderParts.store_room_id,
    store_room_name: storeRooms.name,
    quantity: workOrderParts.quantity,
    unit_cost: workOrderParts.unit_cost,
    created_at: workOrderParts.created_at,
  },
  sql`from ${workOrderParts}
    inner join ${miscParts} on ${miscParts.id} = ${workOrderParts.part_id}
    inner join ${storeRooms} on ${storeRooms.id} = ${workOrderParts.store_room_id}
    where ${workOrderParts.work_order_id} = "work_orders"."id"`,
  [workOrderParts.id],
);

const labourColumn = jsonRows(
  {
    id: workOrderLabour.id,
    user_id: workOrderLabour.user_id,
    user_name: sql<string | null>`${userFullName}`,
    hours: workOrderLabour.hours,
    hourly_rate: workOrderLabour.hourly_rate,
    work_date: workOrderLabour.work_date,
    note: workOrderLabour.note,
    created_at: workOrderLabour.created_at,
  },
  sql`from ${workOrderLabour} inner join ${users} on ${users.id} = ${workOrderLabour.user_id}
    where ${workOrderLabour.work_order_id} = "work_orders"."id"`,
  [workOrderLabour.work_date, workOrderLabour.id],
);

const commentsColumn = jsonRows(
  {
    id: workOrderComments.id,
    user_id: workOrderComments.user_id,
    user_name: sql<string | null>`${userFullName}`,
    body: workOrderComments.body,
    created_at: workOrderComments.created_at,
  },
  sql`from ${workOrderComments} left join ${users} on ${users.id} = ${workOrderComments.user_id}
    where ${workOrderComments.work_order_id} = "work_orders"."id"`,
  [workOrderComments.created_at, workOrderComments.id],
);

const attachmentsColumn = jsonRows(
  {
    id: workOrderAttachments.id,
    original_name: workOrderAttachments.original_name,
    mime_type: workOrderAttachments.mime_type,
    size_bytes: workOrderAttachments.size_bytes,
    uploaded_by: workOrderAttachments.uploaded_by,
    created_at: workOrderAttachments.created_at,
  },
  sql`from ${workOrderAttachments} where ${workOrderAttachments.work_order_id} = "work_orders"."id"`,
  [workOrderAttachments.id],
);

const eventsColumn = jsonRows(
  {
    id: workOrderEvents.id,
    action: workOrderEvents.action,
    from_status: workOrderEvents.from_status,
    to_status: workOrderEvents.to_status,
    user_id: workOrderEvents.user_id,
    user_name: sql<string | null>`${userFullName}`,
    note: workOrderEvents.note,
    created_at: workOrderEvents.created_at,
  },
  sql`from ${workOrderEvents} left join ${users} on ${users.id} = ${workOrderEvents.user_id}
    where ${workOrderEvents.work_order_id} = "work_orders"."id"`,
  [workOrderEvents.created_at, workOrderEvents.id],
);

/** The alarm the order was raised from, when it is in `scope` too (at most one row). */
function alarmColumn(scope: Scope) {
  return jsonRows(
    {
      id: alarms.id,
      alert_type: alarms.alert_type,
      severity: alarms.severity,
      parameter_type: alarms.parameter_type,
      created_at: alarms.created_at,
    },
    sql`from ${alarms} where ${and(sql`${alarms.id} = "work_orders"."alarm_id"`, inPlantScope(scope, alarms.plant_id))}`,
    [],
  );
}

/**
 * The whole work order as `get` answers it (any request state), in `scope`; 404 outside it. One
 * statement: the list row's columns, the detail columns and every child collection as JSON.
 */
export async function workOrderDetailsOf(db: Reader, scope: Scope, id: number, now = new Date()) {
  const requester = alias(users, "requester");
  const closer = alias(users, "closer");
  const creator = alias(users, "creator");
  const parent = alias(workOrders, "parent");
  const query = db
    .select({
      ...workOrderRowColumns(now),
      company_id: workOrders.company_id,
      site_visit_required: workOrders.site_visit_required,
      shipping_method: workOrders.shipping_method,
      expected_receive_date: workOrders.expected_receive_date,
      extended_work_date: workOrders.extended_work_date,
      hourly_rate: workOrders.hourly_rate,
      parent_id: workOrders.parent_id,
      parent_title: parent.title,
      previous_occurrence_id: workOrders.previous_occurrence_id,
      task_procedure_id: workOrders.task_procedure_id,
      task_procedure_name: taskProcedures.name,
      cost_savings: workOrders.cost_savings,
      alarm_id: workOrders.alarm_id,
      alarm_incident_id: workOrders.alarm_incident_id,
      waveform_id: workOrders.waveform_id,
      completion_notes: workOrders.completion_notes,
      requested_by: workOrders.requested_by,
      requested_at: workOrders.requested_at,
      reject_reason: workOrders.reject_reason,
      decided_by: workOrders.decided_by,
      decided_at: workOrders.decided_at,
      closed_by: workOrders.closed_by,
      created_by: workOrders.created_by,
      requester: { first: requester.first_name, last: requester.last_name },
      closer: { first: closer.first_name, last: closer.last_name },
      creator: { first: creator.first_name, last: creator.last_name },
      assignee_rows: assigneesColumn,
      checklist: checklistColumn,
      part_rows: partsColumn,
      labour_rows: labourColumn,
      comments: commentsColumn,
      attachment_rows: attachmentsColumn,
      events: eventsColumn,
      alarm_rows: alarmColumn(scope),
    })
    .from(workOrders)
    .$dynamic();
  const found = withWorkOrderNames(query)
    .leftJoin(parent, eq(parent.id, workOrders.parent_id))
    .leftJoin(taskProcedures, eq(taskProcedures.id, workOrders.task_procedure_id))
    .leftJoin(requester, eq(requester.id, workOrders.requested_by))
    .leftJoin(closer, eq(closer.id, workOrders.closed_by))
    .leftJoin(creator, eq(creator.id, workOrders.created_by))
    .where(and(eq(workOrders.id, id), inPlantScope(scope, workOrders.plant_id)));
  const {
    requester: rq,
    closer: cl,
    creator: cr,
    assignee_rows,
    checklist,
    part_rows,
    labour_rows,
    comments,
    attachment_rows,
    events,
    alarm_rows,
    ...row
  } = await firstOr404(found, "Work order");

  const assigned = assigneesOfColumn(assignee_rows);
  const link = alarm_rows[0];
  return {
    ...row,
    hourly_rate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    cost_savings: row.cost_savings === null ? null : Number(row.cost_savings),
    requested_by_name: fullName(rq),
    closed_by_name: fullName(cl),
    created_by_name: fullName(cr),
    assignees: assigned,
    assignee_user_ids: assigned.filter((a) => a.type === "user").map((a) => a.id),
    assignee_team_ids: assigned.filter((a) => a.type === "team").map((a) => a.id),
    checklist,
    parts: part_rows.map((p) => {
      const quantity = Number(p.quantity);
      const unitCost = Number(p.unit_cost);
      return { ...p, quantity, unit_cost: unitCost, cost: round2(quantity * unitCost) };
    }),
    labour: labour_rows.map((l) => {
      const hours = Number(l.hours);
      const rate = Number(l.hourly_rate);
      return { ...l, user_name: l.user_name ?? "", hours, hourly_rate: rate, cost: round2(hours * rate) };
    }),
    comments,
    attachments: attachment_rows.map((a) => ({ ...a, url: attachmentUrl(id, a.id) })),
    events,
    alarm: link
      ? {
          ...link,
          kind: alertTypeInfo(link.alert_type)?.kind ?? null,
          parameter:
            link.parameter_type === null ? null : (parameterTypeInfo(link.parameter_type)?.key ?? null),
        }
      : null,
  };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** GET /maintenance/{id}, /work-orders/{id}: the whole order (a request too) with its children. */
export const getWorkOrder = permitted("view_maintenance")
  .input(idInput)
  .output(workOrderDetails)
  .query(({ ctx, input }) => workOrderDetailsOf(ctx.db, ctx.scope, input.id));
