import { createUserInput } from "@plantwise/shared";
import { z } from "zod";
import { chosen } from "@/lib/form-rules";

/** A production line or utility the form offers (users.formOptions `lines`). */
export interface LineOption {
  id: number;
  name: string;
  plant_id: number;
  kind: number;
}

/**
 * The notifiable production lines, plant by plant (spec part 1 §3): a notifiable plant sends its
 * every line's events unless it is limited to chosen lines (`limited_line_plant_ids`), and then at
 * least one of its lines must be chosen (spec part 1 validation: "At least one notifiable production
 * line must be selected"). The plants limited to chosen lines that have none chosen.
 */
export function plantsMissingLines(
  values: Pick<UserFormValues, "notifiable_plant_ids" | "limited_line_plant_ids" | "production_line_ids">,
  lines: readonly LineOption[],
): number[] {
  const chosen = new Set(values.production_line_ids);
  return values.limited_line_plant_ids.filter(
    (plantId) =>
      values.notifiable_plant_ids.includes(plantId) &&
      !lines.some((line) => line.plant_id === plantId && chosen.has(line.id)),
  );
}

/**
 * The user form's values: the API's name and e-mail rules; the other fields are held as the inputs
 * hold them (selects as strings, blanks as ""), converted on submit (see toUserPayload).
 */
export function userFormSchema(
  msg: { required: string; rate: string; lines?: string },
  lines: readonly LineOption[] = [],
) {
  const required = msg.required;
  return createUserInput
    .pick({ first_name: true, last_name: true, email: true })
    .extend({
      password: z.string().max(1024),
      phone: z.string().max(40),
      directory_id: z.string().max(200),
      joined_at: z.string(),
      role_id: chosen(required),
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
      production_line_ids: z.array(z.number()),
      limited_line_plant_ids: z.array(z.number()),
    })
    .superRefine((values, ctx) => {
      if (plantsMissingLines(values, lines).length > 0) {
        ctx.addIssue({ code: "custom", path: ["production_line_ids"], message: msg.lines ?? required });
      }
    });
}
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;

export const NONE = "none";

interface Existing {
  is_mfa_enabled: boolean;
  notification_settings: { production_line_ids?: number[] } | null;
}

/**
 * The production line ids to store: the chosen lines of the notifiable plants limited to chosen
 * lines, and the stored ids of lines this form does not offer (another admin's plants), kept as they
 * are. A plant no longer notifiable or no longer limited drops its lines.
 */
export function notifiableLineIds(
  values: Pick<UserFormValues, "notifiable_plant_ids" | "limited_line_plant_ids" | "production_line_ids">,
  lines: readonly LineOption[],
  stored: readonly number[],
): number[] {
  const offered = new Map(lines.map((line) => [line.id, line.plant_id]));
  const limited = new Set(
    values.limited_line_plant_ids.filter((id) => values.notifiable_plant_ids.includes(id)),
  );
  const chosen = values.production_line_ids.filter((id) => limited.has(offered.get(id) ?? -1));
  const unknown = stored.filter((id) => !offered.has(id));
  return [...new Set([...chosen, ...unknown])];
}

/** The API's input from the form's values; MFA is only ever sent to switch it off. */
export function toUserPayload(
  values: UserFormValues,
  existing: Existing | undefined,
  canChooseCompany: boolean,
  lines: readonly LineOption[] = [],
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
      production_line_ids: notifiableLineIds(
        values,
        lines,
        existing?.notification_settings?.production_line_ids ?? [],
      ),
    },
  };
}

/** The saved user the form edits: what its defaults are read from. */
interface SavedUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  directory_id: string | null;
  joined_at: string | null;
  role_id: number;
  company_id: number | null;
  distributor_id: number | null;
  language: number | null;
  measuring_system: number | null;
  hourly_rate: number | null;
  plant_ids: number[];
  notifiable_plant_ids: number[];
  is_mfa_enabled: boolean;
  is_active: boolean;
  notification_settings: {
    email?: boolean;
    real_time?: boolean;
    adding_notes?: boolean;
    requisitions?: boolean;
    daily_summary_time?: string | null;
    production_line_ids?: number[];
  } | null;
}

/** Where the form starts: the saved user, or a new one in the signed-in user's company. */
export function userFormDefaults(
  user: SavedUser | undefined,
  me: { company_id: number | null } | undefined,
  lines: readonly LineOption[] = [],
): UserFormValues {
  const settings = user?.notification_settings;
  const stored = settings?.production_line_ids ?? [];
  const companyId = user ? user.company_id : me?.company_id;
  return {
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
    email: user?.email ?? "",
    password: "",
    phone: user?.phone ?? "",
    directory_id: user?.directory_id ?? "",
    joined_at: user?.joined_at ?? "",
    role_id: user ? String(user.role_id) : "",
    company_id: companyId ? String(companyId) : NONE,
    distributor_id: user?.distributor_id ? String(user.distributor_id) : NONE,
    language: String(user?.language ?? 1),
    measuring_system: String(user?.measuring_system ?? 1),
    hourly_rate:
      user?.hourly_rate === null || user?.hourly_rate === undefined ? "" : user.hourly_rate.toFixed(2),
    plant_ids: user?.plant_ids ?? [],
    notifiable_plant_ids: user?.notifiable_plant_ids ?? [],
    mfa_enabled: user?.is_mfa_enabled ?? false,
    is_active: user?.is_active ?? true,
    notify_email: settings?.email ?? false,
    notify_real_time: settings?.real_time ?? false,
    notify_adding_notes: settings?.adding_notes ?? false,
    notify_requisitions: settings?.requisitions ?? false,
    daily_summary_time: settings?.daily_summary_time ?? "",
    production_line_ids: stored,
    // A plant is limited to chosen lines when some of its lines are stored.
    limited_line_plant_ids: [
      ...new Set(lines.filter((line) => stored.includes(line.id)).map((line) => line.plant_id)),
    ],
  };
}
