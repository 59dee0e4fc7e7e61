import type { Database } from "@plantwise/db";
import type { Transporter } from "nodemailer";
import { configureMailer, deliverStoredEmails, disableMailer } from "./mailer";
import { purgeOutboxSecrets } from "./outbox-secrets";
import { outboxSmsSender, type SmsSender } from "./sms";
import { configureSmsGateway, deliverStoredSms, disableSmsGateway, type SmsTransport } from "./sms-delivery";

export interface DeliveryConfig {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  smsWebhookUrl?: string | undefined;
}

export interface Delivery {
  /** The SMS sender for the app services. */
  sms: SmsSender;
  email: boolean;
  smsGateway: boolean;
  stop(): void;
}

/**
 * Outbound e-mail and SMS for one database, wired the same way whichever driver it runs on
 * (PGlite or a PostgreSQL server): the mailer and the SMS gateway when configured, a periodic run
 * for messages queued inside transactions still open at the quick run, and the hourly sweep that
 * drops the sealed secrets of messages past their retention.
 */
export function startDelivery(
  db: Database,
  config: DeliveryConfig,
  options: {
    mailTransport?: Pick<Transporter, "sendMail">;
    smsTransport?: SmsTransport;
    intervalMs?: number;
  } = {},
): Delivery {
  const email = configureMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    transport: options.mailTransport,
  });
  const smsGateway = configureSmsGateway(db, {
    webhookUrl: config.smsWebhookUrl,
    transport: options.smsTransport,
  });
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, run: () => Promise<unknown>, label: string) => {
    const timer = setInterval(() => {
      run().catch((error) => console.error(`[${label}] failed`, error));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  const interval = options.intervalMs ?? 30_000;
  if (email) every(interval, deliverStoredEmails, "mailer");
  if (smsGateway) every(interval, deliverStoredSms, "sms");
  every(3600_000, () => purgeOutboxSecrets(db), "outbox");
  return {
    sms: outboxSmsSender,
    email,
    smsGateway,
    stop() {
      for (const timer of timers) clearInterval(timer);
      disableMailer();
      disableSmsGateway();
    },
  };
}
