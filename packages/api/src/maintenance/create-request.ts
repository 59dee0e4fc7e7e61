import { schema } from "@plantwise/db";
import {
  createRequestInput,
  MaintenanceRequestState,
  MIN_TOTAL_TIME_MINUTES,
  savedRecord,
  WorkOrderStatus,
} from "@plantwise/shared";
import { permitted } from "../trpc";
import { recordEvent, resolvePlace } from "./work-order-writes";

const { workOrders } = schema;

/**
 * POST /maintenance/requests: files a work order request on a place of the plant: pending, a
 * breakdown by default, scheduled now for the shortest time, until someone converts or rejects it.
 */
export const createRequest = permitted("create_work_order_requests")
  .input(createRequestInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const place = await resolvePlace(tx, ctx.scope, input);
      const now = new Date();
      const [created] = await tx
        .insert(workOrders)
        .values({
          ...place,
          title: input.title,
          description: input.description ?? null,
          priority: input.priority,
          maintenance_type: "breakdown",
          status: WorkOrderStatus.PENDING,
          scheduled_start: now,
          total_minutes: MIN_TOTAL_TIME_MINUTES,
          request_state: MaintenanceRequestState.PENDING,
          requested_by: ctx.user.id,
          requested_at: now,
          created_by: ctx.user.id,
        })
        .returning({ id: workOrders.id });
      await recordEvent(tx, created!.id, "requested", ctx.user.id, { to: WorkOrderStatus.PENDING });
      return created!.id;
    });
    return { id };
  });
