/** Users: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { Language, MeasuringSystem } from "../constants";
import { namedRef, nullableRefColumns, refColumns } from "./fields";
import { listInput, listOutput, MAX_RECORD_ID, queryFlag, recordId } from "./list";

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Must be a time HH:MM" });

/** Notification settings of the user form (spec part 1 §3); production lines stay plain ids. */
export const notificationSettingsInput = z.object({
  email: z.boolean().default(false),
  daily_summary_time: z.preprocess(blankToNull, hhmm.nullable()).default(null),
  real_time: z.boolean().default(false),
  adding_notes: z.boolean().default(false),
  requisitions: z.boolean().default(false),
  production_line_ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(1000).default([]),
});

/** Hourly rate: a number ≥ 0 with at most two decimals (stored as numeric(12,2)). */
export const hourlyRate = z.preprocess(
  (value) => (value === "" ? null : typeof value === "string" ? Number(value) : value),
  z
    .number({ error: "Must be a number" })
    .min(0, { error: "Must be 0 or more" })
    .max(9_999_999_999.99, { error: "Is too large" })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "At most 2 decimals" })
    .nullable(),
);

const userFields = {
  first_name: z.string().trim().min(1, { error: "Required" }).max(100),
  last_name: z.string().trim().min(1, { error: "Required" }).max(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid e-mail address" }).max(254)),
  phone: optionalText(40),
  directory_id: optionalText(200),
  joined_at: z
    .preprocess(blankToNull, z.iso.date({ error: "Must be a date YYYY-MM-DD" }).nullable())
    .optional(),
  role_id: recordId,
  company_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
  distributor_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
  language: z.union([z.literal(Language.ENGLISH), z.literal(Language.SPANISH)]).default(Language.ENGLISH),
  measuring_system: z
    .union([z.literal(MeasuringSystem.METRIC), z.literal(MeasuringSystem.IMPERIAL)])
    .default(MeasuringSystem.METRIC),
  hourly_rate: hourlyRate.optional(),
  plant_ids: z.array(recordId).max(1000).default([]),
  notifiable_plant_ids: z.array(recordId).max(1000).default([]),
  notification_settings: notificationSettingsInput.optional(),
  is_active: z.boolean().default(true),
};

const password = z.preprocess(blankToNull, z.string().max(1024).nullable()).optional();

export const createUserInput = z.object({ ...userFields, password });
export type CreateUserInput = z.infer<typeof createUserInput>;

/** An update sends the whole form; `is_mfa_enabled` false switches the user's second factor off. */
export const updateUserInput = z.object({
  id: recordId,
  ...userFields,
  language: userFields.language.optional(),
  measuring_system: userFields.measuring_system.optional(),
  plant_ids: z.array(recordId).max(1000).optional(),
  notifiable_plant_ids: z.array(recordId).max(1000).optional(),
  is_active: z.boolean().optional(),
  is_mfa_enabled: z.boolean().optional(),
  password,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const listUsersInput = listInput.extend({
  role_id: recordId.optional(),
  plant_id: recordId.optional(),
  company_id: recordId.optional(),
  is_active: queryFlag,
});

export const deleteUserInput = z.object({ id: recordId, confirm: z.string().max(20).optional() });

/** A person's name as answers carry it: first, last, and both joined. */
export const personName = { first_name: z.string(), last_name: z.string(), full_name: z.string() };

const userColumns = z.object({
  id: z.number().int(),
  ...personName,
  email: z.string(),
  ...refColumns("role"),
  ...nullableRefColumns("company"),
  last_login_at: z.date().nullable(),
  is_active: z.boolean(),
});

export const userRow = userColumns.extend({
  /** The plants the user belongs to. */
  plants: z.array(namedRef),
});

export const listUsersOutput = listOutput(userRow);

/** The notification settings of the user form (spec part 1 §3); null until first saved. */
export const notificationSettingsOutput = z.object({
  email: z.boolean(),
  /** "HH:MM" in the plant's time zone, or null for no daily summary. */
  daily_summary_time: z.string().nullable(),
  real_time: z.boolean(),
  adding_notes: z.boolean(),
  requisitions: z.boolean(),
  production_line_ids: z.array(z.number().int()),
});

/** One user as the edit form shows it (what get, create and update answer); no secrets. */
export const userDetails = userColumns.extend({
  phone: z.string().nullable(),
  directory_id: z.string().nullable(),
  /** YYYY-MM-DD. */
  joined_at: z.string().nullable(),
  role_is_forced_mfa: z.boolean(),
  distributor_id: z.number().int().nullable(),
  language: z.number().int(),
  measuring_system: z.number().int(),
  hourly_rate: z.number().nullable(),
  is_mfa_enabled: z.boolean(),
  mfa_method: z.string().nullable(),
  notification_settings: notificationSettingsOutput.nullable(),
  has_password: z.boolean(),
  plant_ids: z.array(z.number().int()),
  notifiable_plant_ids: z.array(z.number().int()),
  /** What deleting the user would need confirming for. */
  attached: z.object({ team_memberships: z.number().int(), scheduled_reports: z.number().int() }),
});
