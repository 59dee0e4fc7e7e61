/**
 * Optional MQTT entry of gateway batches (MQTT_URL). A gateway publishes to
 * `plantwise/<controller serial>/ingest` the same JSON body as POST /api/ingest/readings plus its
 * device `token`, and receives the answer on `plantwise/<controller serial>/ack/<ack key>` as
 * `{status, batch_id?, ...answer}`, where the ack key is derived from its own token (ackKeyOf).
 * The token must belong to the controller the topic names, so one gateway cannot publish as
 * another. Serials are unique within a company only: two companies' gateways may share one, so an
 * answer on a topic named by the serial alone could reach the other company's gateway. The
 * token-derived key is the gateway's own and unguessable without the token (a broker ACL on
 * `plantwise/+/ack/#` then keeps acks private). The former topic `plantwise/<serial>/ack` still
 * gets the answer while no other controller, of any company, holds that serial, for gateways not
 * yet updated; once the serial is shared it gets nothing. The client reconnects and resubscribes
 * by itself.
 */
import { createHash } from "node:crypto";
import { type Database, rowsOf } from "@plantwise/db";
import { INGEST_LIMITS } from "@plantwise/shared";
import { sql } from "drizzle-orm";
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
  /**
   * Subscription; the `+` level is the controller serial. Answers go to the same topic ending in
   * `ack/<ack key>` (and in `ack` while the serial is unique).
   */
  topic?: string;
}

export interface MqttIngest {
  /** Settles when the first subscription is granted (tests wait for it; the server need not). */
  ready: Promise<void>;
  /** Waits for batches in progress and their answers, then disconnects. */
  stop(): Promise<void>;
}

export const DEFAULT_INGEST_TOPIC = "plantwise/+/ingest";

/**
 * The last level of a gateway's ack topic: the first 32 hex digits of SHA-256 over
 * `plantwise-ack:` and its device token. Only the token's holder (and the server, which sees the
 * token in each batch) can compute it; it is not the stored token hash, so the broker learns
 * nothing the database holds. A rotated token moves the answers to the new token's key.
 */
export function ackKeyOf(token: string): string {
  return createHash("sha256").update(`plantwise-ack:${token}`).digest("hex").slice(0, 32);
}

/** Whether exactly one controller, of any company and archived or not, has this serial. */
async function serialIsUnique(db: Database, serial: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from controllers where lower(serial_number) = lower(${serial})`,
    ),
  );
  return Number(row?.n ?? 0) === 1;
}

/**
 * Where an answer goes: the token's own topic, and the serial's shared former topic while the
 * serial belongs to one controller only. A database failure keeps to the token's topic.
 */
async function answerTopics(
  db: Database,
  ackBase: string,
  serial: string,
  token: unknown,
): Promise<string[]> {
  const topics = typeof token === "string" && token.length > 0 ? [`${ackBase}/${ackKeyOf(token)}`] : [];
  const unique = await serialIsUnique(db, serial).catch((error: unknown) => {
    console.error("[ingest/mqtt] could not tell whether the serial is shared:", error);
    return false;
  });
  if (unique) topics.push(ackBase);
  return topics;
}

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
    const ackBase = parts.join("/");
    const work = handle(db, serial, payload)
      .then(async ({ outcome, batchId, token }) => {
        const answer = JSON.stringify({
          status: outcome.status,
          ...(batchId === undefined ? {} : { batch_id: batchId }),
          ...outcome.body,
        });
        const topics = await answerTopics(db, ackBase, serial, token);
        await Promise.all(topics.map((topic) => client.publishAsync(topic, answer, { qos: 1 })));
      })
      .then(
        () => undefined,
        (error: unknown) => console.error("[ingest/mqtt] could not answer for", ackBase, error),
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
): Promise<{ outcome: IngestOutcome; batchId: string | number | undefined; token?: unknown }> {
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
      token,
    };
  }
  if (!gateway || gateway.controller.serial_number.toLowerCase() !== serial.toLowerCase()) {
    return { outcome: UNAUTHORIZED, batchId, token };
  }
  return { outcome: await ingestForController(db, gateway, batch), batchId, token };
}
