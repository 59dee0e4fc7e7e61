/**
 * Telling the requester what became of their work order request (converted or rejected), through
 * the notification channels (notifications' `deliver`: the bell and, when they chose it, e-mail),
 * in the requester's language (users.language: 1 English, 2 Spanish): the company's own template
 * of the maintenance request type in that language, else the built-in text of that language
 * (notifications' effectiveTemplates); the event and status words here are in it too.
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
}

const TEXT: Record<Language, RequestText> = {
  [Language.ENGLISH]: {
    event: { converted: "converted to a work order", rejected: "rejected" },
    status: { converted: "converted", rejected: "rejected" },
    reason: "Reason",
  },
  [Language.SPANISH]: {
    event: { converted: "convertida en orden de trabajo", rejected: "rechazada" },
    status: { converted: "convertida", rejected: "rechazada" },
    reason: "Motivo",
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
  const templates = await effectiveTemplates(tx, request.company_id, type, user.language);
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
