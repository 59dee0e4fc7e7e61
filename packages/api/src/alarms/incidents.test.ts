/**
 * Incidents through the API on both drivers: alarms raised the way the rules raise them
 * (records.ts raiseAlarm, alarmsChanged) group per item; alarms.listIncidents answers one row per
 * incident with its counts, parameters, axes and linked work order, filtered and scoped;
 * alarms.getIncident answers it with its alarms; acknowledging it with a re-baseline re-baselines
 * every level series of it and closes it; alarm rows carry their incident and work order.
 */
import { type Database, schema, testDrivers } from "@plantwise/db";
import { AlarmSeverity, AlertType, graphSourceTypeId, WorkOrderStatus } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { createHierarchy, type Hierarchy, plantNamed } from "../notifications/notifications.fixtures";
import { alarmsChanged } from "./events";
import { type NewAlarm, raiseAlarm } from "./records";

const ADMIN = "plantadmin@plantwise.demo";
const VIEWER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";
const TAG = "inc";
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 1, 12);

describe.each(testDrivers())("incidents on %s", (driver) => {
  const app = useTestApp(driver);
  let db: Database;
  let h: Hierarchy;
  let at: { company_id: number; plant_id: number };
  let admin: string;
  let viewer: string;
  let south: string;
  /** The bearing fault: warnings and alarms on velocity X/Y and acceleration X of item 1. */
  const fault: Record<string, number> = {};

  const raise = (
    values: Omit<NewAlarm, "company_id" | "plant_id" | "alert_rule" | "value" | "created_at"> & {
      value?: number;
      created_at?: Date;
    },
  ) =>
    db.transaction(async (tx) => {
      const changes = await raiseAlarm(tx, {
        ...at,
        alert_rule: { rule: "level", threshold: 4 },
        value: values.value ?? 5,
        created_at: values.created_at ?? new Date(T0),
        ...values,
      });
      await alarmsChanged(tx, changes);
      return changes[0]!.alarmId;
    });
  const get = async (token: string, path: string, input: unknown) => {
    const res = await app.call("GET", `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
      token,
    });
    return { status: res.status, data: res.body?.result?.data, error: res.body?.error };
  };
  const post = async (token: string, path: string, input: unknown) => {
    const res = await app.call("POST", `/trpc/${path}`, { token, body: input });
    return { status: res.status, data: res.body?.result?.data, error: res.body?.error };
  };

  beforeAll(async () => {
    db = app.handle.db;
    const plant = await plantNamed(db, "Hamilton Works");
    at = { company_id: plant.company_id, plant_id: plant.id };
    h = await createHierarchy(db, plant, TAG, `${TAG} Pump`);
    admin = await app.signIn(ADMIN);
    viewer = await app.signIn(VIEWER);
    south = await app.signIn(SOUTH);
    await db.insert(schema.sensorReadings).values(
      [2, 4, 6].flatMap((v, i) =>
        [1, 2].map((axis) => ({
          sensor_id: h.sensor,
          parameter_type: 1,
          axis,
          ts: new Date(T0 - (3 - i) * HOUR),
          value: v,
        })),
      ),
    );
    await db.insert(schema.sensorLevelZones).values(
      [1, 2].map((axis) => ({
        sensor_id: h.sensor,
        parameter_type: 1,
        axis,
        warning_zone: 4.5,
        alarm_zone: 7.1,
        warning_delta: 0.5,
        alarm_delta: 1,
      })),
    );
    const series = { sensor_id: h.sensor, equipment_item_id: h.items[0] };
    fault.warningX = await raise({ ...series, parameter_type: 1, axis: 1, alert_type: AlertType.warning });
    fault.chronicX = await raise({ ...series, parameter_type: 1, axis: 1, alert_type: AlertType.chronic });
    fault.alarmX = await raise({
      ...series,
      parameter_type: 1,
      axis: 1,
      alert_type: AlertType.alarm,
      created_at: new Date(T0 + HOUR),
    });
    fault.warningY = await raise({ ...series, parameter_type: 1, axis: 2, alert_type: AlertType.warning });
    fault.accelX = await raise({ ...series, parameter_type: 3, axis: 1, alert_type: AlertType.high_warning });
    // Another item's fault: a second incident.
    fault.other = await raise({
      equipment_item_id: h.items[1],
      parameter_type: 1,
      axis: 3,
      alert_type: AlertType.high_warning,
    });
  });

  const incidentIdOf = async (alarmId: number) => {
    const [row] = await db.select().from(schema.alarms).where(eq(schema.alarms.id, alarmId));
    return row!.incident_id!;
  };

  it("groups one item's alarms as one incident with counts, parameters, axes and worst severity", async () => {
    const incident = await incidentIdOf(fault.warningX!);
    for (const key of ["chronicX", "alarmX", "warningY", "accelX"]) {
      expect(await incidentIdOf(fault[key]!), key).toBe(incident);
    }
    expect(await incidentIdOf(fault.other!)).not.toBe(incident);

    const list = await get(viewer, "alarms.listIncidents", { plant_id: at.plant_id, max: 100 });
    expect(list.status).toBe(200);
    const row = list.data.data.find((r: { id: number }) => r.id === incident);
    expect(row).toMatchObject({
      equipment_item_id: h.items[0],
      item_name: `${TAG} Bearing 1`,
      machine_name: `${TAG} Pump`,
      production_line_id: h.lines[0],
      worst_severity: AlarmSeverity.ALARM,
      alarm_count: 5,
      open_count: 5,
      unacknowledged_count: 5,
      is_open: true,
      acknowledged_at: null,
      lead_alarm_id: fault.alarmX,
      work_order: null,
      parameters: [
        { parameter_type: 1, parameter_key: "velocity_rms", axes: [1, 2] },
        { parameter_type: 3, parameter_key: expect.any(String), axes: [1] },
      ],
      alert_types: [AlertType.warning, AlertType.alarm, AlertType.chronic, AlertType.high_warning].sort(
        (a, b) => a - b,
      ),
    });
    expect(new Date(row.opened_at).getTime()).toBe(T0);
    expect(new Date(row.latest_at).getTime()).toBe(T0 + HOUR);
    // The worse incident leads.
    const otherIncident = await incidentIdOf(fault.other!);
    const order = list.data.data
      .map((r: { id: number }) => r.id)
      .filter((id: number) => id === incident || id === otherIncident);
    expect(order).toEqual([incident, otherIncident]);
  });

  it("filters by item, severity, state and acknowledgement, and stays in the caller's plants", async () => {
    const ids = async (input: Record<string, unknown>, token = viewer) =>
      (await get(token, "alarms.listIncidents", { max: 100, ...input })).data.data.map(
        (r: { id: number }) => r.id,
      );
    const incident = await incidentIdOf(fault.warningX!);
    const other = await incidentIdOf(fault.other!);
    expect(await ids({ equipment_item_id: h.items[0] })).toEqual([incident]);
    expect(await ids({ plant_id: at.plant_id, severity: 1 })).toContain(other);
    expect(await ids({ plant_id: at.plant_id, severity: 1 })).not.toContain(incident);
    expect(await ids({ plant_id: at.plant_id, status: "closed" })).not.toContain(incident);
    expect(await ids({ plant_id: at.plant_id, acknowledged: true })).not.toContain(incident);
    expect(await ids({}, south)).not.toContain(incident);
    const bad = await get(viewer, "alarms.listIncidents", { severity: 3 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain("severity");
  });

  it("sorts by an allowed column in either direction, the same across pages; refuses any other column", async () => {
    const incident = await incidentIdOf(fault.warningX!);
    const other = await incidentIdOf(fault.other!);
    const list = async (input: Record<string, unknown>) => {
      const res = await get(viewer, "alarms.listIncidents", {
        plant_id: at.plant_id,
        status: "all",
        ...input,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.data.map((r: { id: number }) => r.id) as number[];
    };
    /** Where the two incidents of this test stand in the whole list, sorted. */
    const ours = (ids: number[]) => ids.filter((id) => id === incident || id === other);
    for (const [column, first] of [
      ["worst_severity", other],
      ["alarm_count", other],
      ["latest_at", other],
      ["item_name", incident],
    ] as const) {
      const asc = await list({ max: 100, orderByColumn: column, orderByMethod: "asc" });
      const desc = await list({ max: 100, orderByColumn: column, orderByMethod: "desc" });
      expect(ours(asc), `${column} asc`).toEqual([first, first === other ? incident : other]);
      expect(ours(desc), `${column} desc`).toEqual([first === other ? incident : other, first]);
      // Page by page, the same order.
      const paged: number[] = [];
      for (let page = 1; paged.length < asc.length; page++) {
        const ids = await list({ max: 2, page, orderByColumn: column, orderByMethod: "asc" });
        if (ids.length === 0) break;
        paged.push(...ids);
      }
      expect(paged, `${column} paged`).toEqual(asc);
    }
    for (const column of ["plant_name", "closed_at desc", "1"]) {
      const bad = await get(viewer, "alarms.listIncidents", { orderByColumn: column });
      expect(bad.status, column).toBe(400);
      expect(JSON.stringify(bad.error.data.messages)).toContain("orderByColumn:");
    }
  });

  it("answers one incident with its alarms, open and worst first; 404 outside the caller's plants", async () => {
    const incident = await incidentIdOf(fault.warningX!);
    const res = await get(viewer, "alarms.getIncident", { id: incident });
    expect(res.status).toBe(200);
    expect(res.data.alarms.map((a: { id: number }) => a.id)[0]).toBe(fault.alarmX);
    expect(res.data.alarms).toHaveLength(5);
    expect(res.data.alarms.every((a: { incident_id: number }) => a.incident_id === incident)).toBe(true);
    expect((await get(south, "alarms.getIncident", { id: incident })).status).toBe(404);
    expect((await post(south, "alarms.acknowledgeIncident", { id: incident })).status).toBe(404);
    expect((await post(viewer, "alarms.acknowledgeIncident", { id: incident })).status).toBe(403);
  });

  it("alarm rows and incidents show the work order created from the incident or its alarm", async () => {
    const incident = await incidentIdOf(fault.warningX!);
    const [order] = await db
      .insert(schema.workOrders)
      .values({
        ...at,
        equipment_item_id: h.items[0],
        title: "Replace bearing",
        maintenance_type: "breakdown",
        scheduled_start: new Date(T0),
        total_minutes: 60,
        status: WorkOrderStatus.IN_WORK,
        alarm_id: fault.alarmX,
        alarm_incident_id: incident,
      })
      .returning({ id: schema.workOrders.id });
    const linked = { id: order!.id, status: WorkOrderStatus.IN_WORK };
    const alarm = await get(viewer, "alarms.get", { id: fault.warningY });
    expect(alarm.data).toMatchObject({ incident_id: incident, work_order: linked });
    const list = await get(viewer, "alarms.listIncidents", { equipment_item_id: h.items[0] });
    expect(list.data.data[0].work_order).toEqual(linked);
    const other = await get(viewer, "alarms.get", { id: fault.other });
    expect(other.data.work_order).toBeNull();
  });

  it("acknowledges with a re-baseline of every level series of the incident, which keeps open what is still open", async () => {
    const incident = await incidentIdOf(fault.warningX!);
    const noSeries = await post(admin, "alarms.acknowledgeIncident", {
      id: await incidentIdOf(fault.other!),
      rebaseline: { hours: 24 },
    });
    expect(noSeries.status).toBe(400);
    expect(JSON.stringify(noSeries.error)).toContain("only level alarms");

    // Through acknowledge-with-re-baseline, named by the incident (what the work order page calls).
    const res = await post(admin, "alarms.acknowledgeRebaseline", {
      incident_id: incident,
      note: "bearing replaced",
      hours: 24,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.incident_id).toBe(incident);
    expect(res.data.acknowledged).toHaveLength(5);
    expect(res.data.zones).toHaveLength(2);
    for (const zone of res.data.zones) {
      expect(zone.baseline).toBeCloseTo(4, 12);
      expect(zone.source_type).toBe(graphSourceTypeId("acknowledge_rebaseline"));
    }
    const detail = (await get(viewer, "alarms.getIncident", { id: incident })).data;
    expect(detail).toMatchObject({ unacknowledged_count: 0, acknowledge_note: "bearing replaced" });
    // The velocity series were reset (their alarms cleared); acceleration X has no zones and stays open.
    expect(detail.open_count).toBe(1);
    expect(detail.is_open).toBe(true);
    const stillOpen = detail.alarms.filter((a: { is_open: boolean }) => a.is_open);
    expect(stillOpen.map((a: { id: number }) => a.id)).toEqual([fault.accelX]);
  });
});
