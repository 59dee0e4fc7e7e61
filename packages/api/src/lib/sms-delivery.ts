import type { Database } from "@plantwise/db";
import { deliverChannel } from "./outbox-delivery";
import { openMessage } from "./outbox-secrets";

/**
 * Text-message delivery on top of the outbox, the SMS twin of lib/mailer.ts. Every SMS is first
 * written to outbox_messages (its code sealed, outbox-secrets.ts). With a gateway configured
 * (SMS_WEBHOOK_URL, or a transport in tests) stored messages are sent shortly after they are
 * committed and marked "sent" or "failed"; the sealed copy goes either way. Without one they stay
 * "stored", redacted, until the retention sweep expires them.
 */
export interface SmsTransport {
  send(message: { to: string; text: string }): Promise<void>;
}

/** POSTs `{ to, text }` as JSON to a gateway URL; any 2xx is delivered. */
export function webhookSmsTransport(url: string, fetchImpl: typeof fetch = fetch): SmsTransport {
  return {
    async send(message) {
      const res = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

interface SmsState {
  db: Database;
  transport: SmsTransport;
}

let state: SmsState | null = null;
let scheduled: NodeJS.Timeout | null = null;
let running: Promise<number> | null = null;

/** Turns SMS delivery on for `db` (or off, without a transport). */
export function configureSmsGateway(
  db: Database,
  config: { webhookUrl?: string | undefined; transport?: SmsTransport | undefined },
): boolean {
  const transport = config.transport ?? (config.webhookUrl ? webhookSmsTransport(config.webhookUrl) : null);
  state = transport ? { db, transport } : null;
  return state !== null;
}

export function disableSmsGateway(): void {
  state = null;
  if (scheduled) clearTimeout(scheduled);
  scheduled = null;
}

/** Asks for a delivery run soon, after the caller's transaction has had time to commit. */
export function scheduleSmsDelivery(delayMs = 25): void {
  if (!state || scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = null;
    void deliverStoredSms().catch((error) => console.error("[sms] delivery run failed", error));
  }, delayMs);
  scheduled.unref();
}

/** Sends every stored SMS through the gateway (deliverChannel). */
export async function deliverStoredSms(): Promise<number> {
  if (!state) return 0;
  if (running) return running;
  const { db, transport } = state;
  running = deliverChannel(db, "sms", (row) =>
    transport.send({ to: row.recipient, text: openMessage(row).text }),
  );
  try {
    return await running;
  } finally {
    running = null;
  }
}
