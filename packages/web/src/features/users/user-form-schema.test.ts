import { describe, expect, it } from "vitest";
import {
  NONE,
  notifiableLineIds,
  plantsMissingLines,
  toUserPayload,
  type UserFormValues,
  userFormDefaults,
  userFormSchema,
} from "./user-form-schema";

const values: UserFormValues = {
  first_name: "Nora",
  last_name: "Lindqvist",
  email: "nora@northwind.example",
  password: "",
  phone: " ",
  directory_id: "",
  joined_at: "2024-02-29",
  role_id: "2",
  company_id: "5",
  distributor_id: NONE,
  language: "2",
  measuring_system: "2",
  hourly_rate: "37.25",
  plant_ids: [1, 2],
  notifiable_plant_ids: [2],
  mfa_enabled: false,
  is_active: true,
  notify_email: true,
  notify_real_time: false,
  notify_adding_notes: true,
  notify_requisitions: false,
  daily_summary_time: "07:30",
  production_line_ids: [],
  limited_line_plant_ids: [],
};

describe("user form payload", () => {
  it("turns the form into the API's input: numbers, nulls for blanks, no company for customers", () => {
    const payload = toUserPayload(values, undefined, false);
    expect(payload).toMatchObject({
      password: null,
      phone: null,
      directory_id: null,
      joined_at: "2024-02-29",
      role_id: 2,
      language: 2,
      measuring_system: 2,
      hourly_rate: 37.25,
      notification_settings: {
        email: true,
        adding_notes: true,
        daily_summary_time: "07:30",
        production_line_ids: [],
      },
    });
    expect(payload).not.toHaveProperty("company_id");
    expect(payload).not.toHaveProperty("is_mfa_enabled");
    expect(toUserPayload(values, undefined, true)).toMatchObject({ company_id: 5, distributor_id: null });
  });

  it("sends MFA only to switch it off, and keeps stored production-line ids", () => {
    const existing = { is_mfa_enabled: true, notification_settings: { production_line_ids: [4, 17] } };
    const off = toUserPayload(values, existing, false);
    expect(off.is_mfa_enabled).toBe(false);
    expect(off.notification_settings.production_line_ids).toEqual([4, 17]);
    expect(toUserPayload({ ...values, mfa_enabled: true }, existing, false)).not.toHaveProperty(
      "is_mfa_enabled",
    );
  });

  it("rejects an hourly rate with more than two decimals or a sign", () => {
    const schema = userFormSchema({ required: "Required", rate: "Rate" });
    expect(schema.safeParse(values).success).toBe(true);
    for (const bad of ["12.345", "-1", "abc"]) {
      const result = schema.safeParse({ ...values, hourly_rate: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Rate");
    }
  });

  it("stores the chosen lines of limited notifiable plants, and keeps lines it does not offer", () => {
    const lines = [
      { id: 11, name: "A1", plant_id: 1, kind: 1 },
      { id: 12, name: "A2", plant_id: 1, kind: 1 },
      { id: 21, name: "B1", plant_id: 2, kind: 1 },
    ];
    const form = { notifiable_plant_ids: [1, 2], limited_line_plant_ids: [2], production_line_ids: [11, 21] };
    // Plant 1 is not limited: its line 11 is dropped (all its lines). 99 is no line offered: kept.
    expect(notifiableLineIds(form, lines, [99])).toEqual([21, 99]);
    // A plant no longer notifiable drops its lines.
    expect(notifiableLineIds({ ...form, notifiable_plant_ids: [1] }, lines, [])).toEqual([]);
    expect(
      plantsMissingLines({ ...form, limited_line_plant_ids: [1, 2], production_line_ids: [21] }, lines),
    ).toEqual([1]);
    // The saved lines start their plants limited.
    const defaults = userFormDefaults(
      {
        ...({} as Parameters<typeof userFormDefaults>[0] & object),
        notification_settings: { production_line_ids: [21, 99] },
      } as Parameters<typeof userFormDefaults>[0],
      undefined,
      lines,
    );
    expect(defaults.limited_line_plant_ids).toEqual([2]);
    expect(defaults.production_line_ids).toEqual([21, 99]);
  });
});
