/** Notifications: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, notificationTypeInfo } from "../alarms";
import { Language } from "../constants";
import { listInput, recordId } from "./list";

/** The caller's own notifications, newest first; `unread` keeps the unread ones only. */
export const listNotificationsInput = listInput
  .extend({
    unread: z.preprocess(
      (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v),
      z.boolean().default(false),
    ),
  })
  .default({ page: 1, max: 20, unread: false });

export const markNotificationsReadInput = z.object({
  ids: z.array(recordId).min(1).max(500),
});

/** A test notification to the caller, or to `user_id` (who must be in reach). */
export const emulateNotificationInput = z.object({ user_id: recordId.optional() }).default({});

/** Provider staff name the company whose templates they work on; customers work on their own. */
const companyField = { company_id: recordId.optional() };
const typeField = z.coerce
  .number()
  .int()
  .refine((t) => notificationTypeInfo(t) !== undefined, {
    error: `must be 1 to ${NOTIFICATION_TYPES.length}`,
  });
/**
 * The language of the wording (users.language: 1 English, 2 Spanish): a company writes each
 * language's text on its own. Absent: the caller's own language.
 */
const languageField = {
  language: z.coerce
    .number()
    .int()
    .refine((l) => Object.values(Language).includes(l as Language), {
      error: `must be ${Object.values(Language).join(" or ")}`,
    })
    .optional(),
};
const keyFields = { type: typeField, channel: z.enum(NOTIFICATION_CHANNELS), ...languageField };

export const templatesInput = z.object({ ...companyField, ...languageField }).default({});

export const saveTemplateInput = z.object({
  ...companyField,
  ...keyFields,
  subject: z.string().trim().min(1, { error: "must be filled" }).max(300),
  body: z.string().trim().min(1, { error: "must be filled" }).max(10_000),
});

/** One type and channel back to the built-in text. */
export const resetTemplateInput = z.object({ ...companyField, ...keyFields });

/**
 * One notification type on one channel in one language: its effective text (the company's own,
 * else the built-in default of that language), the default, the placeholders it may use and
 * whether the company customised it.
 */
export const templateEntry = z.object({
  type: z.number().int(),
  key: z.string(),
  label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  language: z.number().int(),
  subject: z.string(),
  body: z.string(),
  default_subject: z.string(),
  default_body: z.string(),
  placeholders: z.array(z.string()),
  customised: z.boolean(),
  updated_at: z.date().nullable(),
});
export type TemplateEntry = z.infer<typeof templateEntry>;

export const templatesOutput = z.array(templateEntry);
