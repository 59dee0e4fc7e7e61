/**
 * A month of maintenance in the demo plant, so the maintenance screens and statistics open on real
 * history: the reference data a maintenance team sets up first (work order types, vendors, work
 * stations, task procedures, parts with stock), then weekly lubrication PMs, breakdowns with parts
 * and labour, a setup, orders still pending or in work (one overdue), and requests pending, converted
 * and rejected. Dates are relative to the day the demo is seeded.
 *
 * Once per plant: skipped when the plant already has a work order type, so a user's own maintenance
 * data is never touched. Stock counts are what is left after the parts the history used.
 */
import { MaintenanceRequestState, WorkOrderPriority, WorkOrderStatus } from "@plantwise/shared";
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../client";
import {
  assets,
  equipmentItems,
  machines,
  miscPartStock,
  miscParts,
  storeRooms,
  taskProcedureSteps,
  taskProcedures,
  users,
  vendors,
  workOrderAssignees,
  workOrderCategories,
  workOrderChecklist,
  workOrderComments,
  workOrderEvents,
  workOrderLabour,
  workOrderParts,
  workOrders,
  workStations,
} from "../../schema/index";
import { hasRows } from "../lookup";

interface Place {
  company_id: number;
  plant_id: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const CATEGORIES = [
  ["Mechanical", "Bearings, couplings, belts, alignment", "#2563eb"],
  ["Electrical", "Motors, drives, wiring, controls", "#d97706"],
  ["Lubrication", "Greasing and oil routes", "#059669"],
  ["Inspection", "Walk-downs and condition checks", "#7c3aed"],
  ["Safety", "Guards, interlocks, lock-out", "#dc2626"],
] as const;

const VENDORS = [
  {
    name: "SKF Canada",
    contact_name: "Martin Leblanc",
    email: "orders@skf.example",
    phone: "+1 905 555 0141",
    website: "https://www.skf.com",
  },
  {
    name: "Motion Industries",
    contact_name: "Jenna Park",
    email: "hamilton@motion.example",
    phone: "+1 905 555 0177",
    website: null,
  },
  {
    name: "Applied Industrial",
    contact_name: "Rob Singh",
    email: "sales@applied.example",
    phone: "+1 905 555 0190",
    website: null,
  },
] as const;

const PROCEDURES = {
  bearing: {
    name: "Motor bearing replacement",
    description: "Replace the drive-end and non-drive-end bearings of an electric motor.",
    estimated_minutes: 240,
    steps: [
      "Lock out and tag out the motor; verify zero energy",
      "Uncouple the motor and mark the coupling halves",
      "Pull both bearings and inspect the shaft journals",
      "Fit new bearings (induction heater, max 110 °C)",
      "Grease to the specified quantity",
      "Re-couple and laser-align (≤ 0.05 mm offset)",
      "Test run: vibration and temperature back to baseline",
    ],
  },
  lubrication: {
    name: "Weekly lubrication route",
    description: "Grease the route's bearings with the quantities on the lubrication chart.",
    estimated_minutes: 60,
    steps: [
      "Wipe each grease nipple clean before greasing",
      "Apply the charted quantity of EP2 grease",
      "Listen with the ultrasound probe: stop when the noise drops",
      "Record any bearing that runs hot or noisy",
    ],
  },
  belts: {
    name: "Belt inspection and tensioning",
    description: "Check V-belts for wear, cracks and tension.",
    estimated_minutes: 45,
    steps: [
      "Lock out the drive",
      "Inspect belts for cracks, glazing and wear",
      "Measure tension with the frequency meter",
      "Re-tension or replace as a set",
    ],
  },
} as const;

const PARTS = [
  ["6309-2RS1", "Deep groove ball bearing 6309-2RS1", 0, "pcs", 38.5, 2, 4],
  ["6206-2Z", "Deep groove ball bearing 6206-2Z", 0, "pcs", 12.4, 4, 10],
  ["LGEP2-0.4", "EP2 grease cartridge 400 g", 0, "pcs", 9.75, 6, 18],
  ["B68", "Classical V-belt B68", 1, "pcs", 21.3, 3, 6],
  ["FL-100", "Coupling insert FL-100", 2, "pcs", 27.9, 1, 2],
  ["AF-C1", "Compressor air filter element", 2, "pcs", 64, 1, 2],
] as const;

/** The demo plant's maintenance history: reference data, a month of work orders, requests. */
export async function seedDemoMaintenance(tx: Tx, place: Place, now = new Date()): Promise<void> {
  if (await hasRows(tx, workOrderCategories, eq(workOrderCategories.plant_id, place.plant_id))) return;

  const categoryIds = new Map<string, number>();
  for (const [name, description, color] of CATEGORIES) {
    const [row] = await tx
      .insert(workOrderCategories)
      .values({ ...place, name, description, color })
      .returning({ id: workOrderCategories.id });
    categoryIds.set(name, row!.id);
  }
  const vendorIds: number[] = [];
  for (const vendor of VENDORS) {
    const [row] = await tx
      .insert(vendors)
      .values({ ...place, ...vendor })
      .returning({ id: vendors.id });
    vendorIds.push(row!.id);
  }
  const [shop] = await tx
    .insert(workStations)
    .values([
      { ...place, name: "Maintenance shop", location: "Building 2, ground floor" },
      { ...place, name: "Electrical room", location: "Building 1, mezzanine" },
    ])
    .returning({ id: workStations.id });

  const procedureIds = new Map<keyof typeof PROCEDURES, number>();
  const procedureSteps = new Map<keyof typeof PROCEDURES, readonly string[]>();
  for (const [key, procedure] of Object.entries(PROCEDURES) as [
    keyof typeof PROCEDURES,
    (typeof PROCEDURES)[keyof typeof PROCEDURES],
  ][]) {
    const { steps, ...fields } = procedure;
    const [row] = await tx
      .insert(taskProcedures)
      .values({ ...place, ...fields })
      .returning({ id: taskProcedures.id });
    procedureIds.set(key, row!.id);
    procedureSteps.set(key, steps);
    await tx
      .insert(taskProcedureSteps)
      .values(steps.map((instruction, i) => ({ task_procedure_id: row!.id, position: i + 1, instruction })));
  }

  const [room] = await tx
    .select({ id: storeRooms.id })
    .from(storeRooms)
    .where(eq(storeRooms.plant_id, place.plant_id))
    .orderBy(asc(storeRooms.id))
    .limit(1);
  const partIds = new Map<string, { id: number; cost: number }>();
  for (const [part_number, name, vendor, unit, cost, reorder, stock] of PARTS) {
    const [row] = await tx
      .insert(miscParts)
      .values({
        ...place,
        part_number,
        name,
        unit,
        vendor_id: vendorIds[vendor] ?? null,
        unit_cost: cost.toFixed(2),
        reorder_point: String(reorder),
      })
      .returning({ id: miscParts.id });
    partIds.set(part_number, { id: row!.id, cost });
    if (room)
      await tx
        .insert(miscPartStock)
        .values({ part_id: row!.id, store_room_id: room.id, quantity: String(stock) });
  }

  // The places work happens on: each asset's first item, with its machine and line.
  const places = await tx
    .select({
      item: equipmentItems.id,
      asset: assets.id,
      assetName: assets.name,
      machine: machines.id,
      machineName: machines.name,
      line: machines.production_line_id,
    })
    .from(equipmentItems)
    .innerJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .innerJoin(machines, eq(machines.id, assets.machine_id))
    .where(eq(equipmentItems.plant_id, place.plant_id))
    .orderBy(asc(equipmentItems.id));
  const on = (machineName: string, assetName: string) => {
    const found = places.find((p) => p.machineName === machineName && p.assetName === assetName);
    if (!found) throw new Error(`The demo plant has no item on ${machineName}, ${assetName}`);
    return {
      equipment_item_id: found.item,
      asset_id: found.asset,
      machine_id: found.machine,
      production_line_id: found.line,
    };
  };

  const people = await tx
    .select({ id: users.id, email: users.email, rate: users.hourly_rate })
    .from(users)
    .where(eq(users.company_id, place.company_id))
    .orderBy(asc(users.id));
  const byEmail = (prefix: string) => people.find((p) => p.email.startsWith(`${prefix}@`))?.id;
  const technician = byEmail("plantuser") ?? people[0]?.id ?? null;
  const lead = byEmail("superintendent") ?? technician;
  const admin = byEmail("plantadmin") ?? technician;

  const day = (offset: number, hour = 8) => {
    const d = new Date(now.getTime() + offset * DAY);
    d.setUTCHours(hour + 5, 0, 0, 0); // plant time (Toronto) to UTC, close enough for demo history
    return d;
  };

  interface OrderSeed {
    title: string;
    description?: string;
    type: "breakdown" | "setup" | "pm";
    category: (typeof CATEGORIES)[number][0];
    priority: WorkOrderPriority;
    at: ReturnType<typeof on>;
    start: Date;
    minutes: number;
    status: WorkOrderStatus;
    procedure?: keyof typeof PROCEDURES;
    recurrence?: "weekly";
    parts?: [string, number][];
    hours?: number;
    notes?: string;
    comment?: string;
    request?: MaintenanceRequestState;
    rejectReason?: string;
  }

  const orders: OrderSeed[] = [];
  // Weekly lubrication on the pellet mill: four done, this week's pending.
  for (let week = 4; week >= 0; week--) {
    orders.push({
      title: "Weekly lubrication — Pellet Mill PM-1",
      type: "pm",
      category: "Lubrication",
      priority: WorkOrderPriority.MEDIUM,
      at: on("Pellet Mill PM-1", "Main drive"),
      start: day(-7 * week + 1, 7),
      minutes: 60,
      status:
        week === 0
          ? WorkOrderStatus.PENDING
          : week === 1
            ? WorkOrderStatus.COMPLETED
            : WorkOrderStatus.CLOSED,
      procedure: "lubrication",
      recurrence: "weekly",
      parts: week === 0 ? [] : [["LGEP2-0.4", 1]],
      hours: week === 0 ? 0 : 1,
      notes: week === 0 ? undefined : "Route done; all bearings quiet.",
    });
  }
  orders.push(
    {
      title: "Replace DE bearing — Circulation pump P-2 motor",
      description: "Outer-race defect found on the spectrum; replaced both bearings.",
      type: "breakdown",
      category: "Mechanical",
      priority: WorkOrderPriority.HIGH,
      at: on("Cooling Tower CT-1", "Circulation pump P-2"),
      start: day(-26, 9),
      minutes: 240,
      status: WorkOrderStatus.CLOSED,
      procedure: "bearing",
      parts: [
        ["6309-2RS1", 2],
        ["LGEP2-0.4", 1],
      ],
      hours: 5.5,
      notes: "Both bearings replaced, alignment 0.03 mm, vibration back to 1.2 mm/s.",
      comment: "Old DE bearing kept in the shop for the failure analysis.",
    },
    {
      title: "Bagger infeed conveyor belt slipping",
      type: "breakdown",
      category: "Mechanical",
      priority: WorkOrderPriority.HIGH,
      at: on("Bagger BG-1", "Infeed conveyor"),
      start: day(-19, 14),
      minutes: 90,
      status: WorkOrderStatus.CLOSED,
      procedure: "belts",
      parts: [["B68", 2]],
      hours: 2,
      notes: "Both belts glazed; replaced as a set and tensioned.",
    },
    {
      title: "Compressor C-1 tripping on high temperature",
      type: "breakdown",
      category: "Electrical",
      priority: WorkOrderPriority.URGENT,
      at: on("Compressor House", "Compressor C-1"),
      start: day(-12, 6),
      minutes: 180,
      status: WorkOrderStatus.COMPLETED,
      parts: [["AF-C1", 1]],
      hours: 3.5,
      notes: "Intake filter blocked; replaced. Cooler fins cleaned.",
    },
    {
      title: "Changeover to 20 kg bags — Bagger BG-1",
      type: "setup",
      category: "Mechanical",
      priority: WorkOrderPriority.MEDIUM,
      at: on("Bagger BG-1", "Filling auger"),
      start: day(-8, 6),
      minutes: 120,
      status: WorkOrderStatus.COMPLETED,
      hours: 2,
      notes: "Spout and auger pitch changed; check-weigher recalibrated.",
    },
    {
      title: "Aspiration fan coupling insert worn",
      type: "breakdown",
      category: "Mechanical",
      priority: WorkOrderPriority.MEDIUM,
      at: on("Plansifter PS-1", "Aspiration fan"),
      start: day(-4, 10),
      minutes: 60,
      status: WorkOrderStatus.COMPLETED,
      parts: [["FL-100", 1]],
      hours: 1.25,
      notes: "Insert replaced; coupling gap checked.",
      request: MaintenanceRequestState.CONVERTED,
    },
    {
      title: "Inspect tower fan belts",
      type: "pm",
      category: "Inspection",
      priority: WorkOrderPriority.LOW,
      at: on("Cooling Tower CT-1", "Tower fan"),
      start: day(-3, 8),
      minutes: 45,
      status: WorkOrderStatus.PENDING,
      procedure: "belts",
    },
    {
      title: "Guard missing on palletizer hoist chain",
      type: "breakdown",
      category: "Safety",
      priority: WorkOrderPriority.URGENT,
      at: on("Palletizer PL-1", "Hoist"),
      start: day(0, 7),
      minutes: 60,
      status: WorkOrderStatus.IN_WORK,
      hours: 0.5,
    },
    {
      title: "Motor bearing replacement — Roller Mill RM-2 main drive",
      type: "pm",
      category: "Mechanical",
      priority: WorkOrderPriority.MEDIUM,
      at: on("Roller Mill RM-2", "Main drive"),
      start: day(3, 6),
      minutes: 240,
      status: WorkOrderStatus.PENDING,
      procedure: "bearing",
    },
    {
      title: "Noise from cooler discharge conveyor gearbox",
      description: "Grinding noise since Monday's shift, louder under load.",
      type: "breakdown",
      category: "Mechanical",
      priority: WorkOrderPriority.HIGH,
      at: on("Cooler CL-1", "Discharge conveyor"),
      start: day(-1, 9),
      minutes: 15,
      status: WorkOrderStatus.PENDING,
      request: MaintenanceRequestState.PENDING,
    },
    {
      title: "Sifter drive runs warm",
      type: "breakdown",
      category: "Inspection",
      priority: WorkOrderPriority.MEDIUM,
      at: on("Plansifter PS-1", "Sifter drive"),
      start: day(-2, 13),
      minutes: 15,
      status: WorkOrderStatus.PENDING,
      request: MaintenanceRequestState.PENDING,
    },
    {
      title: "Repaint the compressor house floor markings",
      type: "setup",
      category: "Safety",
      priority: WorkOrderPriority.LOW,
      at: on("Compressor House", "Compressor C-2"),
      start: day(-9, 10),
      minutes: 15,
      status: WorkOrderStatus.PENDING,
      request: MaintenanceRequestState.REJECTED,
      rejectReason: "Scheduled with the contractor in the spring shutdown.",
    },
  );

  let previous: number | null = null;
  for (const seed of orders) {
    const done = seed.status === WorkOrderStatus.COMPLETED || seed.status === WorkOrderStatus.CLOSED;
    const started =
      seed.status === WorkOrderStatus.PENDING ? null : new Date(seed.start.getTime() + 0.25 * HOUR);
    const completed = done ? new Date(seed.start.getTime() + ((seed.hours ?? 1) + 0.5) * HOUR) : null;
    const closed = seed.status === WorkOrderStatus.CLOSED ? new Date(completed!.getTime() + 2 * DAY) : null;
    const rate = 48;
    const parts = (seed.parts ?? []).map(([number, quantity]) => ({ ...partIds.get(number)!, quantity }));
    const materials = parts.reduce((sum, p) => sum + p.cost * p.quantity, 0);
    const hours = seed.hours ?? 0;
    const isRequest = seed.request !== undefined;
    const decided =
      seed.request === MaintenanceRequestState.PENDING ? null : new Date(seed.start.getTime() - DAY);
    const isOrder = seed.request === undefined || seed.request === MaintenanceRequestState.CONVERTED;
    const [row]: { id: number }[] = await tx
      .insert(workOrders)
      .values({
        ...place,
        ...seed.at,
        work_station_id: shop!.id,
        title: seed.title,
        description: seed.description ?? null,
        maintenance_type: seed.type,
        category_id: categoryIds.get(seed.category) ?? null,
        priority: seed.priority,
        status: seed.status,
        scheduled_start: seed.start,
        total_minutes: seed.minutes,
        hourly_rate: rate.toFixed(2),
        recurrence: seed.recurrence ?? null,
        previous_occurrence_id: seed.recurrence ? previous : null,
        task_procedure_id: seed.procedure ? procedureIds.get(seed.procedure)! : null,
        materials_cost: materials.toFixed(2),
        labour_hours: hours.toFixed(2),
        labour_cost: (hours * rate).toFixed(2),
        request_state: seed.request ?? null,
        requested_by: isRequest ? technician : null,
        requested_at: isRequest ? new Date(seed.start.getTime() - 2 * DAY) : null,
        reject_reason: seed.rejectReason ?? null,
        decided_by: isRequest && decided ? lead : null,
        decided_at: isRequest ? decided : null,
        started_at: started,
        completed_at: completed,
        completed_by: done ? technician : null,
        completion_notes: seed.notes ?? null,
        closed_at: closed,
        closed_by: closed ? lead : null,
        created_by: isRequest ? technician : admin,
        created_at: new Date(seed.start.getTime() - 2 * DAY),
        updated_at: closed ?? completed ?? seed.start,
      })
      .returning({ id: workOrders.id });
    const id: number = row!.id;
    if (seed.recurrence) previous = id;
    if (technician && isOrder)
      await tx.insert(workOrderAssignees).values({ work_order_id: id, user_id: technician });
    const steps = seed.procedure ? (procedureSteps.get(seed.procedure) ?? []) : [];
    if (steps.length > 0) {
      await tx.insert(workOrderChecklist).values(
        steps.map((instruction, i) => ({
          work_order_id: id,
          position: i + 1,
          instruction,
          is_done: done,
          done_by: done ? technician : null,
          done_at: done ? completed : null,
        })),
      );
    }
    if (room && parts.length > 0) {
      await tx.insert(workOrderParts).values(
        parts.map((p) => ({
          work_order_id: id,
          part_id: p.id,
          store_room_id: room.id,
          quantity: String(p.quantity),
          unit_cost: p.cost.toFixed(2),
          added_by: technician,
          created_at: completed ?? seed.start,
        })),
      );
    }
    if (technician && hours > 0) {
      await tx.insert(workOrderLabour).values({
        work_order_id: id,
        user_id: technician,
        hours: hours.toFixed(2),
        hourly_rate: rate.toFixed(2),
        work_date: (completed ?? seed.start).toISOString().slice(0, 10),
        added_by: technician,
      });
    }
    if (seed.comment) {
      await tx.insert(workOrderComments).values({ work_order_id: id, user_id: lead, body: seed.comment });
    }
    const filed = new Date(seed.start.getTime() - 2 * DAY);
    const events: (typeof workOrderEvents.$inferInsert)[] = [
      isRequest
        ? { work_order_id: id, action: "requested", to_status: 1, user_id: technician, created_at: filed }
        : { work_order_id: id, action: "created", to_status: 1, user_id: admin, created_at: filed },
    ];
    if (isRequest && decided) {
      const action = seed.request === MaintenanceRequestState.REJECTED ? "rejected" : "converted";
      events.push({
        work_order_id: id,
        action,
        user_id: lead,
        note: seed.rejectReason ?? null,
        created_at: decided,
      });
    }
    if (started)
      events.push({
        work_order_id: id,
        action: "take",
        from_status: 1,
        to_status: 2,
        user_id: technician,
        created_at: started,
      });
    if (completed) {
      events.push({
        work_order_id: id,
        action: "complete",
        from_status: 2,
        to_status: 3,
        user_id: technician,
        created_at: completed,
      });
    }
    if (closed)
      events.push({
        work_order_id: id,
        action: "close",
        from_status: 3,
        to_status: 4,
        user_id: lead,
        created_at: closed,
      });
    await tx.insert(workOrderEvents).values(events);
  }
}
