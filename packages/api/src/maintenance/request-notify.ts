/**
 * Telling the requester what became of their work order request (converted or rejected), through
 * the notification channels (notifications' `deliver`: the bell and, when they chose it, e-mail),
 * in the requester's language (users.language: 1 English, 2 Spanish). A company's own template of
 * the maintenance request type is used as written; without one the built-in text of the
 * requester's language applies.
 */
import { schema, type Tx } from "@plantwise/db";
import { Language, NotificationType } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { deliver, effectiveTemplates, unscopedRecipient } from "../notifications/service";

const { users } = schema;

export type RequestDecision = "converted" | "rejected";

interface RequestText {
  event: Record<RequestDecision, string>;
  status: Record<RequestDecision, string>;
  reason: string;
  email: { subject: string; body: string };
  real_time: { subject: string; body: string };
}

const TEXT: Record<Language, RequestText> = {
  [Language.ENGLISH]: {
    event: { converted: "converted to a work order", rejected: "rejected" },
    status: { converted: "converted", rejected: "rejected" },
    reason: "Reason",
    email: {
      subject: "Maintenance request {{request_number}}: {{event}}",
      body: "Hello {{user_name}},\n\nmaintenance request {{request_number}}: {{event}}. Status: {{status}}.\n\nOpen in Plantwise: {{link}}\n",
    },
    real_time: { subject: "Maintenance request {{request_number}}", body: "{{event}} ({{status}})" },
  },
  [Language.SPANISH]: {
    event: { converted: "convertida en orden de trabajo", rejected: "rechazada" },
    status: { converted: "convertida", rejected: "rechazada" },
    reason: "Motivo",
    email: {
      subject: "Solicitud de mantenimiento {{request_number}}: {{event}}",
      body: "Hola {{user_name}},\n\nsolicitud de mantenimiento {{request_number}}: {{event}}. Estado: {{status}}.\n\nAbrir en Plantwise: {{link}}\n",
    },
    real_time: { subject: "Solicitud de mantenimiento {{request_number}}", body: "{{event}} ({{status}})" },
  },
};

/** The built-in text of `language` (English for anything unknown). */
export function requestText(language: number): RequestText {
  return TEXT[language as Language] ?? TEXT[Language.ENGLISH];
}

export interface DecidedRequest {
  id: number;
  company_id: number;
  plant_id: number;
  title: string;
  requested_by: number | null;
}

/**
 * Notifies the requester of `decision` (with the reason of a rejection), inside the deciding
 * transaction. Nobody to tell when the requester is gone or is the one deciding.
 */
export async function notifyRequester(
  tx: Tx,
  request: DecidedRequest,
  decision: RequestDecision,
  deciderId: number,
  reason: string | null = null,
): Promise<void> {
  if (request.requested_by === null || request.requested_by === deciderId) return;
  // The requester of this request, read for this one message: their own request's outcome.
  const recipient = await unscopedRecipient(tx, request.requested_by);
  if (!recipient) return;
  const [user] = await tx
    .select({ language: users.language, is_active: users.is_active })
    .from(users)
    .where(eq(users.id, request.requested_by));
  if (!user?.is_active) return;
  const text = requestText(user.language);
  const type = NotificationType.maintenance_request;
  const custom = await effectiveTemplates(tx, request.company_id, type);
  const builtIn = await effectiveTemplates(tx, null, type);
  // A company template (anything other than the built-in text) is kept as written.
  const templates = {
    email: sameText(custom.email, builtIn.email) ? text.email : custom.email,
    real_time: sameText(custom.real_time, builtIn.real_time) ? text.real_time : custom.real_time,
  };
  const event = reason ? `${text.event[decision]} — ${text.reason}: ${reason}` : text.event[decision];
  await deliver(tx, {
    recipient,
    type,
    companyId: request.company_id,
    plantId: request.plant_id,
    path: decision === "converted" ? `/maintenance/work-orders/${request.id}` : "/maintenance-requests",
    dedupeKey: `maintenance_request:${request.id}:${decision}`,
    templates,
    values: { request_number: `#${request.id}`, event, status: text.status[decision] },
    channels: { realTime: recipient.settings.real_time, email: recipient.settings.email },
  });
}

function sameText(a: { subject: string; body: string }, b: { subject: string; body: string }): boolean {
  return a.subject === b.subject && a.body === b.body;
}
