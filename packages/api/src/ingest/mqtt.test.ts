import { type AddressInfo, createServer, type Server } from "node:net";
import { createTestDatabase, type DatabaseHandle, schema, seedDatabase, testDrivers } from "@plantwise/db";
import { ParameterType } from "@plantwise/shared";
import { Aedes } from "aedes";
import { eq, inArray, ne } from "drizzle-orm";
import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDeviceToken } from "./device-token";
import { ackKeyOf, type MqttIngest, startMqttIngest } from "./mqtt";

/**
 * The MQTT entry through an in-process broker (aedes): same batch, answer on the gateway's own ack
 * topic (named by its serial and a key derived from its token), and on the serial's former shared
 * ack topic only while no other company's controller holds that serial.
 */
describe.each(testDrivers())("MQTT ingest on %s", (driver) => {
  let handle: DatabaseHandle;
  let broker: Aedes;
  let server: Server;
  let url: string;
  let ingest: MqttIngest;
  let gateway: MqttClient;
  let token: string;
  let sensorId: number;
  let plant: typeof schema.plants.$inferSelect;

  /** A controller of the plant's company with one sensor; its device token. */
  async function insertGateway(
    at: { id: number; company_id: number },
    serial: string,
    sensorSerial: string,
  ): Promise<{ token: string; sensorId: number }> {
    const t = newDeviceToken();
    const [controller] = await handle.db
      .insert(schema.controllers)
      .values({
        company_id: at.company_id,
        plant_id: at.id,
        name: `MQTT gateway ${serial}`,
        serial_number: serial,
        type: 5,
        transport: "MQTT",
        token_hash: t.hash,
        token_prefix: t.prefix,
      })
      .returning();
    const [sensor] = await handle.db
      .insert(schema.sensors)
      .values({
        company_id: at.company_id,
        plant_id: at.id,
        controller_id: controller!.id,
        name: `MQTT sensor ${sensorSerial}`,
        serial_number: sensorSerial,
        family: "NCD",
        type: 5,
      })
      .returning();
    return { token: t.token, sensorId: sensor!.id };
  }

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    await seedDatabase(handle.db, { demoUsers: true });
    [plant] = (await handle.db
      .select()
      .from(schema.plants)
      .where(eq(schema.plants.name, "Hamilton Works"))) as [typeof schema.plants.$inferSelect];
    ({ token, sensorId } = await insertGateway(plant, "MQ-GW-1", "MQ-S1"));

    broker = await Aedes.createBroker();
    server = createServer(broker.handle);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ingest = startMqttIngest({ db: handle.db, url });
    await ingest.ready;
    gateway = await mqtt.connectAsync(url, { clientId: "gateway-under-test" });
  });

  afterAll(async () => {
    await gateway?.endAsync();
    await ingest?.stop();
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle?.close();
  });

  /** Waits for the next message on `topic` (already subscribed). */
  function nextOn(client: MqttClient, topic: string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      const onMessage = (received: string, payload: Buffer) => {
        if (received !== topic) return;
        client.off("message", onMessage);
        resolve(JSON.parse(payload.toString("utf8")) as Record<string, unknown>);
      };
      client.on("message", onMessage);
    });
  }

  /** Publishes a batch for a controller serial and waits for the answer on `ackTopic`. */
  async function publish(
    serial: string,
    body: Record<string, unknown>,
    ackTopic = `plantwise/${serial}/ack/${ackKeyOf(String(body.token))}`,
  ): Promise<Record<string, unknown>> {
    await gateway.subscribeAsync(ackTopic, { qos: 1 });
    const answer = nextOn(gateway, ackTopic);
    await gateway.publishAsync(`plantwise/${serial}/ingest`, JSON.stringify(body), { qos: 1 });
    return answer;
  }

  const readingsOf = (sensor: string, value: number) => ({
    sensor: [sensor],
    parameter_type: [ParameterType.velocity_rms],
    axis: [3],
    ts: [Date.now() - 60_000],
    value: [value],
  });

  it("ingests a published batch, answers on the ack topic, and refuses a token of another gateway", async () => {
    const ts = Date.now() - 60_000;
    const batch = {
      batch_id: "b-1",
      readings: {
        sensor: ["MQ-S1"],
        parameter_type: [ParameterType.velocity_rms],
        axis: [3],
        ts: [ts],
        value: [4.5],
      },
    };
    const answer = await publish("MQ-GW-1", { ...batch, token });
    expect(answer).toEqual({
      status: 200,
      batch_id: "b-1",
      accepted: 1,
      duplicates: 0,
      rejected: [],
      waveforms: { accepted: 0, duplicates: 0 },
      commands: [],
    });
    const rows = await handle.db
      .select()
      .from(schema.sensorReadings)
      .where(eq(schema.sensorReadings.sensor_id, sensorId));
    expect(rows.map((r) => [r.parameter_type, r.axis, r.ts.getTime(), r.value])).toEqual([[1, 3, ts, 4.5]]);

    // The token is valid, but for MQ-GW-1: publishing it as another gateway is refused.
    const impostor = await publish("MQ-GW-2", { ...batch, token });
    expect(impostor).toMatchObject({ status: 401, batch_id: "b-1" });
    const malformed = await publish("MQ-GW-1", { token, readings: "everything" });
    expect(malformed).toMatchObject({ status: 422 });
    expect(await handle.db.select().from(schema.sensorReadings)).toHaveLength(1);
  });

  it("answers on the former serial-only topic too while the serial is unique", async () => {
    const legacy = `plantwise/MQ-GW-1/ack`;
    await gateway.subscribeAsync(legacy, { qos: 1 });
    const onLegacy = nextOn(gateway, legacy);
    const keyed = await publish("MQ-GW-1", { batch_id: "b-legacy", token, readings: readingsOf("MQ-S1", 1) });
    expect(keyed).toMatchObject({ status: 200, batch_id: "b-legacy", accepted: 1 });
    expect(await onLegacy).toEqual(keyed);
  });

  it("keeps the answers of two companies' gateways with the same serial apart", async () => {
    const [other] = await handle.db
      .select()
      .from(schema.plants)
      .where(ne(schema.plants.company_id, plant.company_id));
    const a = await insertGateway(plant, "MQ-SHARED", "MQ-SA");
    // Serials compare without case, as the gateway's own does when it authenticates.
    const b = await insertGateway(other!, "mq-shared", "MQ-SB");
    // Each gateway listens on its own topic and, like a gateway not yet updated, on the serial's.
    const clients = await Promise.all(
      ["gateway-a", "gateway-b"].map((clientId) => mqtt.connectAsync(url, { clientId })),
    );
    const heard: string[][] = [[], []];
    try {
      for (const [i, client] of clients.entries()) {
        const own = `plantwise/MQ-SHARED/ack/${ackKeyOf([a, b][i]!.token)}`;
        await client.subscribeAsync([own, "plantwise/MQ-SHARED/ack"], { qos: 1 });
        client.on("message", (_topic, payload) => {
          heard[i]!.push(String((JSON.parse(payload.toString("utf8")) as { batch_id: string }).batch_id));
        });
      }
      const [gatewayA, gatewayB] = clients as [MqttClient, MqttClient];
      const answerA = nextOn(gatewayA, `plantwise/MQ-SHARED/ack/${ackKeyOf(a.token)}`);
      await gatewayA.publishAsync(
        "plantwise/MQ-SHARED/ingest",
        JSON.stringify({ batch_id: "a-1", token: a.token, readings: readingsOf("MQ-SA", 2) }),
        { qos: 1 },
      );
      expect(await answerA).toMatchObject({ status: 200, batch_id: "a-1", accepted: 1 });
      const answerB = nextOn(gatewayB, `plantwise/MQ-SHARED/ack/${ackKeyOf(b.token)}`);
      await gatewayB.publishAsync(
        "plantwise/MQ-SHARED/ingest",
        JSON.stringify({ batch_id: "b-1", token: b.token, readings: readingsOf("MQ-SB", 3) }),
        { qos: 1 },
      );
      expect(await answerB).toMatchObject({ status: 200, batch_id: "b-1", accepted: 1 });
      // Time for any stray answer to arrive before looking.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([["a-1"], ["b-1"]]);
      const stored = await handle.db
        .select({ sensor_id: schema.sensorReadings.sensor_id })
        .from(schema.sensorReadings)
        .where(inArray(schema.sensorReadings.sensor_id, [a.sensorId, b.sensorId]));
      expect(stored.map((r) => r.sensor_id).sort()).toEqual([a.sensorId, b.sensorId].sort());
    } finally {
      await Promise.all(clients.map((client) => client.endAsync()));
    }
  });
});
