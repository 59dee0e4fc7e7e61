/**
 * Controllers (gateways) over HTTP on both drivers. They have no documented REST path, so these go
 * through the web app's own transport (/trpc): every field round-trips, the device token is shown once
 * and stored hashed, rotation replaces the hash, commands queue with status PROCESS and list newest
 * first, deleting leaves the sensors unattached, and bad input is answered field by field.
 */
import { schema, testDrivers } from "@plantwise/db";
import { CommandStatus } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { hashDeviceToken } from "../ingest/device-token";

const ADMIN = "plantadmin@plantwise.demo";
const PLANT_USER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";

const FULL = {
  name: "North gateway",
  serial_number: "00:1A:2B:3C:4D:5E",
  type: 5,
  connection_type: 2,
  binding_code: "BIND-42",
  cloud_connection_type: "ethernet",
  router_sim_card_number: "8901260000000000001",
  router_serial_number: "RUT-955-1",
  communicate_method: "wifi",
  transport: "MQTT",
  network_mode: "multihop",
  firmware_version: "4.2.1",
  temperature_warning_zone: 60,
  temperature_alarm_zone: 75,
};

describe.each(testDrivers())("controllers on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let hamilton: number;
  let regina: number;

  beforeAll(async () => {
    admin = await app.signIn(ADMIN);
    ({ hamilton, regina } = app.demo);
  });

  const query = (path: string, input: unknown, token = admin) => app.query(path, input, token);
  const mutate = (path: string, input: unknown, token = admin) => app.mutate(path, input, token);
  const messages = (res: { body: { error?: { data?: { messages?: string[][] } } } }) =>
    (res.body.error?.data?.messages ?? []).flat();
  /** A controller in Hamilton Works with one sensor attached to it. */
  const withSensor = async (serial: string, sensorName: string, sensorSerial: string) => {
    const ctl = (await mutate("controllers.create", { ...FULL, serial_number: serial, plant_id: hamilton }))
      .body.result.data;
    const [sensor] = await app.handle.db
      .insert(schema.sensors)
      .values({
        company_id: ctl.company_id,
        plant_id: hamilton,
        controller_id: ctl.id,
        name: sensorName,
        serial_number: sensorSerial,
        family: "NCD",
        type: 5,
      })
      .returning();
    return { ctl, sensor: sensor! };
  };
  const stored = async (id: number) =>
    (await app.handle.db.select().from(schema.controllers).where(eq(schema.controllers.id, id)))[0]!;

  it("creates a controller with every field, shows the token once and stores only its hash", async () => {
    const res = await mutate("controllers.create", { ...FULL, plant_id: hamilton });
    expect(res.status).toBe(200);
    const created = res.body.result.data;
    expect(created).toMatchObject({ ...FULL, plant_id: hamilton, is_archived: false });
    expect(created.token).toMatch(/^pwd_[A-Za-z0-9_-]{43}$/);
    expect(created.token_prefix).toBe(created.token.slice(0, 12));
    expect(created).not.toHaveProperty("token_hash");
    const row = await stored(created.id);
    expect(row.token_hash).toBe(hashDeviceToken(created.token));
    expect(row.token_hash).not.toContain(created.token.slice(4));

    const got = await query("controllers.get", { id: created.id });
    expect(got.status).toBe(200);
    expect(got.body.result.data).toMatchObject({ ...FULL, token_prefix: created.token_prefix, sensors: [] });
    expect(got.body.result.data).not.toHaveProperty("token");
    expect(got.body.result.data).not.toHaveProperty("token_hash");

    const list = await query("controllers.list", { plant_id: hamilton });
    const listed = list.body.result.data.data.find((c: { id: number }) => c.id === created.id);
    expect(listed).toMatchObject({
      name: FULL.name,
      transport: "MQTT",
      network_mode: "multihop",
      sensor_count: 0,
      is_online: false,
      token_prefix: created.token_prefix,
    });
    expect(JSON.stringify(list.body)).not.toContain(row.token_hash);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it("updates fields one at a time, leaving the others as they were", async () => {
    const { id } = (
      await mutate("controllers.create", { ...FULL, serial_number: "UPD-1", plant_id: hamilton })
    ).body.result.data;
    const res = await mutate("controllers.update", { id, transport: "HTTP", binding_code: null });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({
      transport: "HTTP",
      binding_code: null,
      network_mode: "multihop",
      router_serial_number: "RUT-955-1",
    });
    expect(res.body.result.data).not.toHaveProperty("token_hash");
  });

  it("answers bad fields with a 422-class error naming the field and the rule", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 9 }, "type: must be one of the controller types"],
      [{ transport: "FTP" }, "transport: must be one of HTTP, MQTT"],
      [{ network_mode: "mesh" }, "network_mode: must be one of performance, multihop"],
      [{ connection_type: 3 }, "connection_type: must be one of the connection types"],
      [{ name: " " }, "name: Name is required"],
      [
        { temperature_warning_zone: 80, temperature_alarm_zone: 70 },
        "temperature_alarm_zone: must be higher",
      ],
      [{ plant_id: regina }, "plant_id: Plant not found"],
      [{ plant_id: 999_999 }, "plant_id: Plant not found"],
    ];
    for (const [over, expected] of cases) {
      const res = await mutate("controllers.create", {
        ...FULL,
        serial_number: "BAD-1",
        plant_id: hamilton,
        ...over,
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.data.httpStatus).toBe(400);
      expect(messages(res).join(" "), JSON.stringify(over)).toContain(expected);
    }
    const dup = await mutate("controllers.create", {
      ...FULL,
      serial_number: FULL.serial_number.toLowerCase(),
      plant_id: hamilton,
    });
    expect(messages(dup)).toEqual([
      `serial_number: A controller named "${FULL.serial_number.toLowerCase()}" already exists`,
    ]);
  });

  it("rotates the token: a new one shown once, the old hash gone", async () => {
    const created = (
      await mutate("controllers.create", { ...FULL, serial_number: "ROT-1", plant_id: hamilton })
    ).body.result.data;
    const res = await mutate("controllers.rotateToken", { id: created.id });
    expect(res.status).toBe(200);
    const { token, token_prefix } = res.body.result.data;
    expect(token).not.toBe(created.token);
    expect(token_prefix).toBe(token.slice(0, 12));
    const row = await stored(created.id);
    expect(row.token_hash).toBe(hashDeviceToken(token));
    expect(row.token_hash).not.toBe(hashDeviceToken(created.token));
    expect(row.token_prefix).toBe(token_prefix);
  });

  it("queues commands with status PROCESS and lists their history newest first", async () => {
    const { ctl, sensor } = await withSensor("CMD-1", "Cmd sensor", "CMD-S-1");
    const first = await mutate("controllers.sendCommand", { id: ctl.id, command: "ping" });
    expect(first.status).toBe(200);
    expect(first.body.result.data).toMatchObject({
      command: "ping",
      status: CommandStatus.PROCESS,
      payload: {},
    });
    const second = await mutate("controllers.sendCommand", {
      id: ctl.id,
      command: "fft_request",
      sensor_id: sensor.id,
      payload: { axis: 1, fmax: 2600 },
    });
    expect(second.body.result.data).toMatchObject({
      sensor_id: sensor.id,
      payload: { axis: 1, fmax: 2600 },
    });

    const bad = await mutate("controllers.sendCommand", { id: ctl.id, command: "self_destruct" });
    expect(messages(bad).join(" ")).toContain("command: must be one of fft_request");
    const elsewhere = await mutate("controllers.sendCommand", {
      id: ctl.id,
      command: "ping",
      sensor_id: 999_999,
    });
    expect(messages(elsewhere)).toEqual(["sensor_id: Sensor not found"]);

    const history = await query("controllers.commands", { id: ctl.id, max: 1 });
    expect(history.status).toBe(200);
    expect(history.body.result.data.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(history.body.result.data.data[0]).toMatchObject({
      id: second.body.result.data.id,
      command: "fft_request",
      sensor_name: "Cmd sensor",
      user_full_name: expect.any(String),
    });
    const page2 = await query("controllers.commands", { id: ctl.id, max: 1, page: 2 });
    expect(page2.body.result.data.data[0].id).toBe(first.body.result.data.id);

    const got = await query("controllers.get", { id: ctl.id });
    expect(got.body.result.data.sensors).toEqual([
      expect.objectContaining({ id: sensor.id, name: "Cmd sensor", serial_number: "CMD-S-1" }),
    ]);
    const listed = (await query("controllers.list", { q: "CMD-1" })).body.result.data.data;
    expect(listed).toEqual([expect.objectContaining({ id: ctl.id, sensor_count: 1 })]);
  });

  it("deletes a controller and leaves its sensors unattached in their plant", async () => {
    const { ctl, sensor } = await withSensor("DEL-1", "Orphan", "DEL-S-1");
    const moved = await mutate("controllers.update", { id: ctl.id, plant_id: regina });
    expect(messages(moved)).toEqual(["plant_id: Plant not found"]);
    const res = await mutate("controllers.delete", { id: ctl.id });
    expect(res.status).toBe(200);
    expect((await query("controllers.get", { id: ctl.id })).status).toBe(404);
    const [left] = await app.handle.db.select().from(schema.sensors).where(eq(schema.sensors.id, sensor.id));
    expect(left).toMatchObject({ controller_id: null, plant_id: hamilton });
  });

  it("keeps tenants apart and needs the controllers permissions", async () => {
    const south = await app.signIn(SOUTH);
    const mine = (await mutate("controllers.create", { ...FULL, serial_number: "TEN-1", plant_id: hamilton }))
      .body.result.data;
    expect((await query("controllers.get", { id: mine.id }, south)).status).toBe(404);
    expect((await mutate("controllers.rotateToken", { id: mine.id }, south)).status).toBe(404);
    const theirs = await query("controllers.list", { max: 100 }, south);
    expect(theirs.body.result.data.data.map((c: { plant_id: number }) => c.plant_id)).not.toContain(hamilton);
    // The same serial may exist in another company.
    const same = await mutate(
      "controllers.create",
      { ...FULL, serial_number: "TEN-1", plant_id: regina },
      south,
    );
    expect(same.status).toBe(200);

    const viewer = await app.signIn(PLANT_USER);
    expect((await query("controllers.get", { id: mine.id }, viewer)).status).toBe(200);
    const refused = await mutate(
      "controllers.create",
      { ...FULL, serial_number: "PU-1", plant_id: hamilton },
      viewer,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("create_controllers");
    expect((await mutate("controllers.rotateToken", { id: mine.id }, viewer)).status).toBe(403);
  });
});
