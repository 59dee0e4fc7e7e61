/**
 * Optional MQTT entry of gateway batches (MQTT_URL). A gateway publishes to
 * `plantwise/<controller serial>/ingest` the same JSON body as POST /api/ingest/readings plus its
 * device `token`, and receives the answer on `plantwise/<controller serial>/ack` as
 * `{status, batch_id?, ...answer}`. The token must belong to the controller the topic names, so
 * one gateway cannot publish as another. The client reconnects and resubscribes by itself.
 */
import type { Database } from "@plantwise/db";
import { INGEST_LIMITS } from "@plantwise/shared";
import mqtt from "mqtt";
import {
  authenticateGateway,
  type Gateway,
  type IngestOutcome,
  ingestForController,
  UNAUTHORIZED,
} from "./ingest";

export interface MqttIngestOptions {
  db: Database;
  /** Broker URL, e.g. mqtt://broker:1883. */
  url: string;
  /** Subscription; the `+` level is the controller serial. Answers go to the same topic ending in `ack`. */
  topic?: string;
}

export interface MqttIngest {
  /** Settles when the first subscription is granted (tests wait for it; the server need not). */
  ready: Promise<void>;
  /** Waits for batches in progress and their answers, then disconnects. */
  stop(): Promise<void>;
}

export const DEFAULT_INGEST_TOPIC = "plantwise/+/ingest";

export function startMqttIngest({ db, url, topic = DEFAULT_INGEST_TOPIC }: MqttIngestOptions): MqttIngest {
  const levels = topic.split("/");
  const serialLevel = levels.indexOf("+");
  if (serialLevel < 0 || levels.at(-1) === "ack") {
    throw new Error(`MQTT ingest topic must have a + level for the controller serial, got "${topic}"`);
  }
  const client = mqtt.connect(url, { clientId: `plantwise-ingest-${process.pid}-${Date.now()}` });
  const inFlight = new Set<Promise<void>>();

  const ready = new Promise<void>((resolve, reject) => {
    client.once("connect", () => {
      client.subscribe(topic, { qos: 1 }, (error) => (error ? reject(error) : resolve()));
    });
  });
  client.on("error", (error) => console.error("[ingest/mqtt]", error.message));

  client.on("message", (received, payload) => {
    const parts = received.split("/");
    const serial = parts[serialLevel] ?? "";
    parts[parts.length - 1] = "ack";
    const ackTopic = parts.join("/");
    const work = handle(db, serial, payload)
      .then(({ outcome, batchId }) =>
        client.publishAsync(
          ackTopic,
          JSON.stringify({
            status: outcome.status,
            ...(batchId === undefined ? {} : { batch_id: batchId }),
            ...outcome.body,
          }),
          { qos: 1 },
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => console.error("[ingest/mqtt] could not answer on", ackTopic, error),
      );
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });

  return {
    ready,
    async stop() {
      await Promise.all(inFlight);
      await client.endAsync();
    },
  };
}

async function handle(
  db: Database,
  serial: string,
  payload: Buffer,
): Promise<{ outcome: IngestOutcome; batchId: string | number | undefined }> {
  if (payload.length > INGEST_LIMITS.maxBodyBytes) {
    return {
      outcome: { status: 413, body: { message: "Batch too large: nothing was stored" } },
      batchId: undefined,
    };
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(payload.toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    const outcome: IngestOutcome = {
      status: 422,
      body: { message: "Malformed batch: nothing was stored", messages: [["body: malformed JSON"]] },
    };
    return { outcome, batchId: undefined };
  }
  const batchId =
    typeof body.batch_id === "string" || typeof body.batch_id === "number" ? body.batch_id : undefined;
  const { token, ...batch } = body;
  let gateway: Gateway | null;
  try {
    gateway = await authenticateGateway(db, typeof token === "string" ? token : undefined);
  } catch (error) {
    console.error("[ingest/mqtt] database failure while authenticating:", error);
    return {
      outcome: { status: 503, body: { message: "Database unavailable: nothing was stored" } },
      batchId,
    };
  }
  if (!gateway || gateway.controller.serial_number.toLowerCase() !== serial.toLowerCase()) {
    return { outcome: UNAUTHORIZED, batchId };
  }
  return { outcome: await ingestForController(db, gateway, batch), batchId };
}
