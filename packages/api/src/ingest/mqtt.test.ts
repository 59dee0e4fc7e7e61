import { type AddressInfo, createServer, type Server } from "node:net";
import { createTestDatabase, type DatabaseHandle, schema, seedDatabase, testDrivers } from "@plantwise/db";
import { ParameterType } from "@plantwise/shared";
import { Aedes } from "aedes";
import { eq } from "drizzle-orm";
import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDeviceToken } from "./device-token";
import { type MqttIngest, startMqttIngest } from "./mqtt";

/** The MQTT entry through an in-process broker (aedes): same batch, answer on the ack topic. */
describe.each(testDrivers())("MQTT ingest on %s", (driver) => {
  let handle: DatabaseHandle;
  let broker: Aedes;
  let server: Server;
  let url: string;
  let ingest: MqttIngest;
  let gateway: MqttClient;
  let token: string;
  let sensorId: number;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    await seedDatabase(handle.db, { demoUsers: true });
    const [plant] = await handle.db
      .select()
      .from(schema.plants)
      .where(eq(schema.plants.name, "Hamilton Works"));
    const t = newDeviceToken();
    token = t.token;
    const [controller] = await handle.db
      .insert(schema.controllers)
      .values({
        company_id: plant!.company_id,
        plant_id: plant!.id,
        name: "MQTT gateway",
        serial_number: "MQ-GW-1",
        type: 5,
        transport: "MQTT",
        token_hash: t.hash,
        token_prefix: t.prefix,
      })
      .returning();
    const [sensor] = await handle.db
      .insert(schema.sensors)
      .values({
        company_id: plant!.company_id,
        plant_id: plant!.id,
        controller_id: controller!.id,
        name: "MQTT sensor",
        serial_number: "MQ-S1",
        family: "NCD",
        type: 5,
      })
      .returning();
    sensorId = sensor!.id;

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

  /** Publishes a batch for a controller serial and waits for the answer on its ack topic. */
  async function publish(serial: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const ackTopic = `plantwise/${serial}/ack`;
    await gateway.subscribeAsync(ackTopic, { qos: 1 });
    const answer = new Promise<Record<string, unknown>>((resolve) => {
      const onMessage = (topic: string, payload: Buffer) => {
        if (topic !== ackTopic) return;
        gateway.off("message", onMessage);
        resolve(JSON.parse(payload.toString("utf8")) as Record<string, unknown>);
      };
      gateway.on("message", onMessage);
    });
    await gateway.publishAsync(`plantwise/${serial}/ingest`, JSON.stringify(body), { qos: 1 });
    return answer;
  }

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
});
