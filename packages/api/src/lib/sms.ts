import type { Database } from "@plantwise/db";
import { type OutboundSms, queueSms } from "./outbox";

/**
 * Sends a text message. The one sender writes it to the outbox (its code sealed); the gateway
 * configured with configureSmsGateway (lib/sms-delivery.ts) sends it from there once committed, in
 * either database mode. Tests may pass another sender in the app services (`sms`).
 */
export interface SmsSender {
  send(db: Database, message: OutboundSms): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  async send(db, message) {
    await queueSms(db, message);
  },
};

/** "•••• 1234": the last four digits, enough for the user to recognise the number. */
export function phoneHint(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `•••• ${digits.slice(-4)}`;
}
