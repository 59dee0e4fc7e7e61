import { z } from "zod";

/** The user form's values: selects hold strings, converted on submit (see toUserPayload). */
export function userFormSchema(msg: { required: string; email: string; rate: string }) {
  const required = msg.required;
  return z.object({
    first_name: z.string().trim().min(1, { error: required }).max(100),
    last_name: z.string().trim().min(1, { error: required }).max(100),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: msg.email })),
    password: z.string().max(1024),
    phone: z.string().max(40),
    directory_id: z.string().max(200),
    joined_at: z.string(),
    role_id: z.string().min(1, { error: required }),
    company_id: z.string(),
    distributor_id: z.string(),
    language: z.string(),
    measuring_system: z.string(),
    hourly_rate: z.string().refine((v) => v.trim() === "" || /^\d+(\.\d{1,2})?$/.test(v.trim()), {
      error: msg.rate,
    }),
    plant_ids: z.array(z.number()),
    notifiable_plant_ids: z.array(z.number()),
    mfa_enabled: z.boolean(),
    is_active: z.boolean(),
    notify_email: z.boolean(),
    notify_real_time: z.boolean(),
    notify_adding_notes: z.boolean(),
    notify_requisitions: z.boolean(),
    daily_summary_time: z.string(),
  });
}
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;

export const NONE = "none";

interface Existing {
  is_mfa_enabled: boolean;
  notification_settings: { production_line_ids?: number[] } | null;
}

/** The API's input from the form's values; MFA is only ever sent to switch it off. */
export function toUserPayload(
  values: UserFormValues,
  existing: Existing | undefined,
  canChooseCompany: boolean,
) {
  const text = (v: string) => (v.trim() === "" ? null : v.trim());
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password === "" ? null : values.password,
    phone: text(values.phone),
    directory_id: text(values.directory_id),
    joined_at: text(values.joined_at),
    role_id: Number(values.role_id),
    ...(canChooseCompany
      ? {
          company_id: values.company_id === NONE ? null : Number(values.company_id),
          distributor_id: values.distributor_id === NONE ? null : Number(values.distributor_id),
        }
      : {}),
    language: Number(values.language) as 1 | 2,
    measuring_system: Number(values.measuring_system) as 1 | 2,
    hourly_rate: values.hourly_rate.trim() === "" ? null : Number(values.hourly_rate),
    plant_ids: values.plant_ids,
    notifiable_plant_ids: values.notifiable_plant_ids,
    is_active: values.is_active,
    ...(existing?.is_mfa_enabled && !values.mfa_enabled ? { is_mfa_enabled: false } : {}),
    notification_settings: {
      email: values.notify_email,
      real_time: values.notify_real_time,
      adding_notes: values.notify_adding_notes,
      requisitions: values.notify_requisitions,
      daily_summary_time: text(values.daily_summary_time),
      // The form offers no production lines yet: the ids already stored are kept untouched.
      production_line_ids: existing?.notification_settings?.production_line_ids ?? [],
    },
  };
}
