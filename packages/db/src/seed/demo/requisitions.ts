/**
 * Requisitions in the demo plant, so the requisition list, its details and the analytics open on
 * real history: one or more in every status, purchase and service requests, every work type and
 * every priority, on items of different machines. The plant admin (a requisitioner) raises them,
 * the superintendent (the fab shop manager) decides, the plant user (a technician) does the work.
 * Completed ones carry their cost and savings, and every change has its event at a past time, so
 * the lead times (raised → approved → completed) mean something. Dates are relative to the day
 * the demo is seeded.
 *
 * Once per plant: skipped when the plant already has a requisition, so a user's own requisitions
 * are never touched.
 */
import {
  PlatformRole,
  REQUISITION_TRANSITIONS,
  RequestType,
  type RequisitionAction,
  RequisitionStatus,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "../../client";
import {
  assets,
  equipmentItems,
  machines,
  requisitionEvents,
  requisitions,
  users,
  vendors,
} from "../../schema/index";
import { hasRows } from "../lookup";
import { demoEmail } from "./tenants";

interface Place {
  company_id: number;
  plant_id: number;
}

const DAY = 86_400_000;
const { PENDING, DENIED, ON_HOLD } = RequisitionStatus;

type Who = "requester" | "manager" | "technician";

interface RequisitionSeed {
  title: string;
  description?: string;
  request_type: RequestType;
  work_type?: "refurbishment" | "fabrication" | "repair";
  priority_reason: "health_and_safety" | "production_loss" | "cost_reduction" | "future_opportunity";
  part_number?: string;
  quantity?: number;
  estimated_cost: number;
  /** Index into the plant's vendors by name order. */
  vendor?: number;
  fab_shop?: string;
  /** Days before the seed's day it was raised. */
  raised: number;
  /** The actions it went through: [action, days ago, who, reason?]. */
  steps: [RequisitionAction, number, Who, string?][];
  cost?: number;
  cost_savings?: number;
  completion_notes?: string;
  needed_in?: number;
}

const SHOP = "Hamilton fab shop";

const SEEDS: RequisitionSeed[] = [
  {
    title: "Spare drive-end bearings 6312-2RS",
    description: "Two motors on the line run the same bearing; no spare on the shelf.",
    request_type: RequestType.PURCHASE,
    priority_reason: "cost_reduction",
    part_number: "6312-2RS1",
    quantity: 4,
    estimated_cost: 380,
    vendor: 2,
    raised: 2,
    steps: [],
    needed_in: 14,
  },
  {
    title: "Mesh guard for the conveyor tail pulley",
    description: "The tail pulley is open on the walkway side.",
    request_type: RequestType.SERVICE,
    work_type: "fabrication",
    priority_reason: "health_and_safety",
    estimated_cost: 650,
    fab_shop: SHOP,
    raised: 1,
    steps: [],
    needed_in: 7,
  },
  {
    title: "Spare variable-frequency drive for the mixer",
    request_type: RequestType.PURCHASE,
    priority_reason: "production_loss",
    part_number: "ACS580-01-046A",
    estimated_cost: 2400,
    vendor: 1,
    raised: 9,
    steps: [["approve", 7, "manager"]],
    needed_in: 10,
  },
  {
    title: "Repair the cracked fan housing",
    request_type: RequestType.SERVICE,
    work_type: "repair",
    priority_reason: "future_opportunity",
    estimated_cost: 480,
    fab_shop: SHOP,
    raised: 6,
    steps: [["approve", 4, "manager"]],
  },
  {
    title: "Refurbish the gearbox of the main conveyor",
    description: "Oil analysis shows wear metals rising; rebuild with new seals and bearings.",
    request_type: RequestType.SERVICE,
    work_type: "refurbishment",
    priority_reason: "production_loss",
    estimated_cost: 3200,
    vendor: 0,
    fab_shop: SHOP,
    raised: 14,
    steps: [
      ["approve", 12, "manager"],
      ["take", 10, "technician"],
    ],
  },
  {
    title: "Fabricate a lifting frame for the pump skid",
    request_type: RequestType.SERVICE,
    work_type: "fabrication",
    priority_reason: "cost_reduction",
    estimated_cost: 900,
    fab_shop: SHOP,
    raised: 20,
    steps: [
      ["approve", 18, "manager"],
      ["on-hold", 16, "manager", "Waiting for the planned shutdown"],
    ],
  },
  {
    title: "Second thermal camera",
    request_type: RequestType.PURCHASE,
    priority_reason: "future_opportunity",
    estimated_cost: 5200,
    vendor: 1,
    raised: 25,
    steps: [["deny", 24, "manager", "The one we have covers both lines"]],
  },
  {
    title: "Replacement coupling for the compressor motor",
    request_type: RequestType.PURCHASE,
    priority_reason: "production_loss",
    part_number: "L-150",
    quantity: 2,
    estimated_cost: 1100,
    vendor: 0,
    raised: 40,
    steps: [
      ["approve", 38, "manager"],
      ["conclude", 30, "manager"],
    ],
    cost: 1180,
    cost_savings: 5200,
    completion_notes: "Delivered and fitted in the weekend stop.",
  },
  {
    title: "Repair the guard interlock on the press",
    request_type: RequestType.SERVICE,
    work_type: "repair",
    priority_reason: "health_and_safety",
    estimated_cost: 600,
    fab_shop: SHOP,
    raised: 35,
    steps: [
      ["approve", 33, "manager"],
      ["take", 31, "technician"],
      ["complete", 27, "technician"],
    ],
    cost: 640,
    cost_savings: 3100,
    completion_notes: "New switch and bracket; tested with the operator.",
  },
  {
    title: "Refurbish the spare hydraulic pump",
    request_type: RequestType.SERVICE,
    work_type: "refurbishment",
    priority_reason: "cost_reduction",
    estimated_cost: 2500,
    fab_shop: SHOP,
    raised: 60,
    steps: [
      ["approve", 57, "manager"],
      ["take", 54, "technician"],
      ["complete", 45, "technician"],
    ],
    cost: 2100,
    cost_savings: 9800,
    completion_notes: "Rebuilt instead of replaced; back on the shelf as the spare.",
  },
  {
    title: "Fabricate a chute liner from wear plate",
    request_type: RequestType.SERVICE,
    work_type: "fabrication",
    priority_reason: "future_opportunity",
    estimated_cost: 850,
    fab_shop: SHOP,
    raised: 80,
    steps: [
      ["approve", 76, "manager"],
      ["take", 75, "technician"],
      ["complete", 70, "technician"],
    ],
    cost: 900,
    cost_savings: 1500,
  },
  {
    title: "Belt tracking idlers",
    request_type: RequestType.PURCHASE,
    priority_reason: "cost_reduction",
    quantity: 6,
    estimated_cost: 300,
    vendor: 2,
    raised: 100,
    steps: [
      ["approve", 99, "manager"],
      ["conclude", 92, "manager"],
    ],
    cost: 320,
    cost_savings: 1400,
  },
];

/** The status a seed ends in, walking its steps through the state machine from pending. */
function finalStatus(seed: RequisitionSeed): RequisitionStatus {
  return seed.steps.reduce<RequisitionStatus>((_, [action]) => REQUISITION_TRANSITIONS[action].to, PENDING);
}

export async function seedDemoRequisitions(tx: Tx, place: Place): Promise<void> {
  if (await hasRows(tx, requisitions, eq(requisitions.plant_id, place.plant_id))) return;
  // One item per machine, in machine order, so the requisitions spread over the plant.
  const items = await tx
    .selectDistinctOn([machines.id], {
      id: equipmentItems.id,
      asset_id: assets.id,
      machine_id: machines.id,
      production_line_id: machines.production_line_id,
    })
    .from(equipmentItems)
    .innerJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .innerJoin(machines, eq(machines.id, assets.machine_id))
    .where(and(eq(equipmentItems.plant_id, place.plant_id), isNotNull(equipmentItems.asset_id)))
    .orderBy(asc(machines.id), asc(equipmentItems.id));
  if (items.length === 0) return;
  const plantVendors = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.plant_id, place.plant_id))
    .orderBy(asc(vendors.name));
  const emails = {
    requester: demoEmail(PlatformRole.PLANT_ADMIN),
    manager: demoEmail(PlatformRole.PLANT_SUPERINTENDENT),
    technician: demoEmail(PlatformRole.PLANT_USER),
  };
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const who = (key: Who) => people.find((p) => p.email === emails[key])?.id ?? null;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);

  for (const [index, seed] of SEEDS.entries()) {
    const item = items[index % items.length]!;
    const status = finalStatus(seed);
    const at = (action: RequisitionAction) => seed.steps.find(([a]) => a === action);
    const approve = at("approve");
    const take = at("take");
    const finish = at("complete") ?? at("conclude");
    // Approving, denying and holding are the manager's decisions (the API stamps decided_by/at).
    const decision = [...seed.steps].reverse().find(([a]) => ["approve", "deny", "on-hold"].includes(a));
    const reason = seed.steps.find(([, , , r]) => r)?.[3] ?? null;
    const raisedAt = ago(seed.raised);
    const lastChange = seed.steps.at(-1)?.[1] ?? seed.raised;
    const [created] = await tx
      .insert(requisitions)
      .values({
        ...place,
        production_line_id: item.production_line_id,
        machine_id: item.machine_id,
        asset_id: item.asset_id,
        equipment_item_id: item.id,
        request_type: seed.request_type,
        work_type: seed.request_type === RequestType.SERVICE ? (seed.work_type ?? null) : null,
        priority_reason: seed.priority_reason,
        title: seed.title,
        description: seed.description ?? null,
        part_number: seed.part_number ?? null,
        quantity: String(seed.quantity ?? 1),
        estimated_cost: seed.estimated_cost.toFixed(2),
        cost: seed.cost === undefined ? null : seed.cost.toFixed(2),
        cost_savings: seed.cost_savings === undefined ? null : seed.cost_savings.toFixed(2),
        vendor_id: seed.vendor === undefined ? null : (plantVendors[seed.vendor]?.id ?? null),
        status,
        needed_by:
          seed.needed_in === undefined
            ? null
            : new Date(now + seed.needed_in * DAY).toISOString().slice(0, 10),
        requested_by: who("requester"),
        fab_shop: seed.fab_shop ?? null,
        taken_by: take ? who(take[2]) : null,
        taken_at: take ? ago(take[1]) : null,
        approved_by: approve && status !== DENIED ? who(approve[2]) : null,
        approved_at: approve && status !== DENIED ? ago(approve[1]) : null,
        decided_by: decision ? who(decision[2]) : null,
        decided_at: decision ? ago(decision[1]) : null,
        status_reason: status === ON_HOLD || status === DENIED ? reason : null,
        completed_by: finish ? who(finish[2]) : null,
        completed_at: finish ? ago(finish[1]) : null,
        completion_notes: seed.completion_notes ?? null,
        created_at: raisedAt,
        updated_at: ago(lastChange),
      })
      .returning({ id: requisitions.id });
    let from: RequisitionStatus = PENDING;
    const events: (typeof requisitionEvents.$inferInsert)[] = [
      {
        requisition_id: created!.id,
        event: "added",
        to_status: PENDING,
        user_id: who("requester"),
        created_at: raisedAt,
      },
    ];
    for (const [action, days, actor, note] of seed.steps) {
      const transition = REQUISITION_TRANSITIONS[action];
      events.push({
        requisition_id: created!.id,
        event: transition.event,
        action,
        from_status: from,
        to_status: transition.to,
        user_id: who(actor),
        note: note ?? (transition.event === "completed" ? (seed.completion_notes ?? null) : null),
        created_at: ago(days),
      });
      from = transition.to;
    }
    await tx.insert(requisitionEvents).values(events);
  }
}
