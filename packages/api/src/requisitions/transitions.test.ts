/**
 * Every (status, action, caller) triple of the requisition state machine through the REST API: a
 * requisition written straight into each of the six statuses, each of the eight actions, by a fab
 * shop manager, a technician and a requisitioner who is neither. What the API answers must be what
 * the shared table says (200 and the new status and event, 409 from a wrong status, 403 for a
 * wrong role), and a refusal must leave the requisition and its history untouched.
 */
import { schema, testDrivers } from "@plantwise/db";
import {
  checkRequisitionTransition,
  REQUISITION_ACTIONS,
  REQUISITION_TRANSITIONS,
  type RequisitionAction,
  type RequisitionActor,
  RequisitionStatus,
  requisitionRoleRefusal,
  requisitionStatusRefusal,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  insertRequisition,
  type RequisitionCaller,
  type RequisitionWorld,
  requisitionWorld,
} from "./requisitions.fixtures";

const s = schema;
const STATUSES = Object.values(RequisitionStatus);
const CALLERS: Record<RequisitionCaller, RequisitionActor[]> = {
  manager: ["fab_shop_manager"],
  technician: ["technician"],
  requisitioner: [],
};
const TRIPLES = STATUSES.flatMap((status) =>
  REQUISITION_ACTIONS.flatMap((action) =>
    (Object.keys(CALLERS) as RequisitionCaller[]).map((caller) => ({ status, action, caller })),
  ),
);

describe.each(testDrivers())("every requisition transition on %s", (driver) => {
  const app = useTestApp(driver);
  let w: RequisitionWorld;
  const token = {} as Record<RequisitionCaller, string>;

  beforeAll(async () => {
    w = await requisitionWorld(app.handle.db, app.demo, "tr");
    for (const caller of Object.keys(CALLERS) as RequisitionCaller[]) {
      token[caller] = await app.signIn(w.people[caller].email);
    }
  });

  it("covers 6 statuses × 8 actions × 3 callers", () => {
    expect(TRIPLES).toHaveLength(144);
  });

  it.each(TRIPLES)("$action from status $status by the $caller", async ({ status, action, caller }) => {
    const id = await insertRequisition(app.handle.db, w, status, w.people.requisitioner.id);
    const before = (await app.handle.db.select().from(s.requisitions).where(eq(s.requisitions.id, id)))[0];
    const res = await app.call("PUT", `/api/plants/work-orders/${id}/${action}`, {
      token: token[caller],
      body: { reason: "Checked by the state machine test", cost: 10, cost_savings: 25 },
    });
    const expected = checkRequisitionTransition(status, action as RequisitionAction, CALLERS[caller]);
    const [after] = await app.handle.db.select().from(s.requisitions).where(eq(s.requisitions.id, id));
    const history = await app.handle.db
      .select()
      .from(s.requisitionEvents)
      .where(eq(s.requisitionEvents.requisition_id, id));
    if (expected.ok) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe(expected.to);
      expect(after!.status).toBe(expected.to);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        event: REQUISITION_TRANSITIONS[action].event,
        action,
        from_status: status,
        to_status: expected.to,
        user_id: w.people[caller].id,
      });
      return;
    }
    if (expected.reason === "status") {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(requisitionStatusRefusal(status, action));
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(requisitionRoleRefusal(action));
    }
    expect(after).toEqual(before);
    expect(history).toEqual([]);
  });
});
