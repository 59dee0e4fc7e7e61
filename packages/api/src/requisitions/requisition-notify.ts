/**
 * Telling the plant's people what happened to a requisition (added, updated, approved, unapproved,
 * completed, denied, deleted), inside the transaction of the change: a failing delivery rolls the
 * change back, and a rolled-back change notifies nobody.
 *
 * Recipients are the plant's (notifications' plantRecipients: active users of the plant's company
 * with the plant among their notifiable plants, who still reach it) who switched requisitions on
 * in their notification settings, narrowed by the production lines they chose like every other
 * plant event, never the one who acted. Each gets the company's "requisition" template in their
 * own language (else the built-in text of that language) on the channels they chose.
 */
import type { Tx } from "@plantwise/db";
import {
  Language,
  type LanguageCode,
  NotificationType,
  REQUISITION_STATUS_NAMES,
  type RequisitionStatus,
} from "@plantwise/shared";
import { deliver, effectiveTemplates, lineAccepts, plantRecipients } from "../notifications/service";
import type { RequisitionEventValues } from "./requisition-writes";

type RequisitionEventName = RequisitionEventValues["event"];

interface RequisitionText {
  event: Record<RequisitionEventName, string>;
  status: Record<RequisitionStatus, string>;
}

const TEXT: Record<LanguageCode, RequisitionText> = {
  en: {
    event: {
      added: "added",
      updated: "updated",
      approved: "approved",
      unapproved: "unapproved",
      completed: "completed",
      denied: "denied",
      deleted: "deleted",
    },
    status: REQUISITION_STATUS_NAMES,
  },
  es: {
    event: {
      added: "añadida",
      updated: "actualizada",
      approved: "aprobada",
      unapproved: "desaprobada",
      completed: "completada",
      denied: "denegada",
      deleted: "eliminada",
    },
    status: {
      0: "pendiente",
      1: "aprobada",
      2: "denegada",
      3: "completada",
      4: "en trabajo",
      5: "en espera",
    },
  },
};

export interface NotifiedRequisition {
  id: number;
  company_id: number;
  plant_id: number;
  production_line_id: number | null;
  /** The status after the event. */
  status: number;
}

/**
 * Notifies the requisition's recipients of `event`. `key` makes the delivery unique per user (an
 * event row's id: approving twice is two notifications, a repeated delivery of one is one).
 */
export async function notifyRequisitionEvent(
  tx: Tx,
  requisition: NotifiedRequisition,
  event: RequisitionEventName,
  actorId: number,
  key: string,
): Promise<void> {
  const recipients = (
    await plantRecipients(tx, { id: requisition.plant_id, company_id: requisition.company_id })
  ).filter(
    (r) =>
      r.id !== actorId && r.settings.requisitions === true && lineAccepts(r, requisition.production_line_id),
  );
  if (recipients.length === 0) return;
  const type = NotificationType.requisition;
  const templates = new Map<number, Awaited<ReturnType<typeof effectiveTemplates>>>();
  for (const recipient of recipients) {
    const language = recipient.language === Language.SPANISH ? Language.SPANISH : Language.ENGLISH;
    let text = templates.get(language);
    if (!text) {
      text = await effectiveTemplates(tx, requisition.company_id, type, language);
      templates.set(language, text);
    }
    await deliver(tx, {
      recipient,
      type,
      companyId: requisition.company_id,
      plantId: requisition.plant_id,
      path: event === "deleted" ? "/requisitions" : `/requisitions/${requisition.id}`,
      dedupeKey: `requisition:${requisition.id}:${key}`,
      templates: text,
      values: (code) => ({
        requisition_number: `#${requisition.id}`,
        event: TEXT[code].event[event],
        status: TEXT[code].status[requisition.status as RequisitionStatus] ?? String(requisition.status),
      }),
      channels: { realTime: recipient.settings.real_time, email: recipient.settings.email },
    });
  }
}
