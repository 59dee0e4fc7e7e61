import { Language, listInput, MeasuringSystem } from "@plantwise/shared";
import { z } from "zod";

const id = z.coerce.number().int().positive();
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
  production_line_ids: z.array(z.number().int().positive()).max(1000).default([]),
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
  role_id: id,
  company_id: z.preprocess(blankToNull, id.nullable()).optional(),
  distributor_id: z.preprocess(blankToNull, id.nullable()).optional(),
  language: z.union([z.literal(Language.ENGLISH), z.literal(Language.SPANISH)]).default(Language.ENGLISH),
  measuring_system: z
    .union([z.literal(MeasuringSystem.METRIC), z.literal(MeasuringSystem.IMPERIAL)])
    .default(MeasuringSystem.METRIC),
  hourly_rate: hourlyRate.optional(),
  plant_ids: z.array(id).max(1000).default([]),
  notifiable_plant_ids: z.array(id).max(1000).default([]),
  notification_settings: notificationSettingsInput.optional(),
  is_active: z.boolean().default(true),
};

const password = z.preprocess(blankToNull, z.string().max(1024).nullable()).optional();

export const createUserInput = z.object({ ...userFields, password });
export type CreateUserInput = z.infer<typeof createUserInput>;

/** An update sends the whole form; `is_mfa_enabled` false switches the user's second factor off. */
export const updateUserInput = z.object({
  id,
  ...userFields,
  language: userFields.language.optional(),
  measuring_system: userFields.measuring_system.optional(),
  plant_ids: z.array(id).max(1000).optional(),
  notifiable_plant_ids: z.array(id).max(1000).optional(),
  is_active: z.boolean().optional(),
  is_mfa_enabled: z.boolean().optional(),
  password,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

const boolParam = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean(),
);

export const listUsersInput = listInput.extend({
  role_id: id.optional(),
  plant_id: id.optional(),
  company_id: id.optional(),
  is_active: boolParam.optional(),
});

export const deleteUserInput = z.object({ id, confirm: z.string().max(20).optional() });
export const userIdInput = z.object({ id });
