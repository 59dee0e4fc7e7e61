import { describe, expect, it } from "vitest";
import {
  checkRouteAccess,
  isValidRouteId,
  MENU_ENTRIES,
  matchRoutePattern,
  PlatformRole,
  RoleType,
} from "../src";
import { perm, user } from "./fixtures";

describe("valid ids (spec part 1 §2.3)", () => {
  it.each([
    ["new", true],
    ["compare", true],
    ["profile", true],
    ["0", true],
    ["12345", true],
    ["abc", false],
    ["12a", false],
    ["", false],
    ["-1", false],
    ["1.5", false],
  ])("%j → %s", (segment, expected) => {
    expect(isValidRouteId(segment)).toBe(expected);
  });
});

describe("matchRoutePattern", () => {
  it("matches literal and param segments and a trailing wildcard", () => {
    expect(matchRoutePattern("/plants/:id", "/plants/7")).toEqual({ id: "7" });
    expect(matchRoutePattern("/plants/:id", "/plants")).toBeNull();
    expect(matchRoutePattern("/plants/:id", "/plants/7/x")).toBeNull();
    expect(matchRoutePattern("/ncd/:id/fft/:fftId", "/ncd/3/fft/9")).toEqual({ id: "3", fftId: "9" });
    expect(matchRoutePattern("/dashboard/*", "/dashboard/machines")).toEqual({});
    expect(matchRoutePattern("/dashboard/*", "/dashboards")).toBeNull();
  });
});

describe("checkRouteAccess (spec part 1 §4, §6)", () => {
  const admin = user(
    {
      platform_role: PlatformRole.PLANT_ADMIN,
      is_requisitioner: true,
      permissions: [
        perm("plants", "vce"),
        perm("users", "v"),
        perm("requisitions", "v"),
        perm("import_plant", "c"),
      ],
    },
    { mfa_required: false },
  );

  it("sends a signed-out visitor to sign-in", () => {
    expect(checkRouteAccess(null, "/plants")).toEqual({ ok: false, reason: "not_auth" });
  });

  it("needs the view key for lists and edit or create for forms", () => {
    expect(checkRouteAccess(admin, "/plants?page=2")).toEqual({ ok: true });
    expect(checkRouteAccess(admin, "/plants/new")).toEqual({ ok: true });
    expect(checkRouteAccess(admin, "/users")).toEqual({ ok: true });
    expect(checkRouteAccess(admin, "/users/5")).toEqual({
      ok: false,
      reason: "limited_access",
      missing: ["edit_users", "create_users"],
    });
    expect(checkRouteAccess(admin, "/companies")).toEqual({
      ok: false,
      reason: "limited_access",
      missing: ["view_companies"],
    });
    expect(checkRouteAccess(admin, "/plant-import")).toEqual({ ok: true });
  });

  it("gives not_found for an id segment that is not an id", () => {
    expect(checkRouteAccess(admin, "/plants/abc")).toEqual({ ok: false, reason: "not_found" });
    expect(checkRouteAccess(admin, "/ncd/1/fft/x")).toEqual({ ok: false, reason: "not_found" });
    // Literal children are not ids.
    expect(checkRouteAccess(user({ permissions: [perm("settings")] }), "/settings/import/logs")).toEqual({
      ok: true,
    });
  });

  it("applies the requisitions condition and the ROI calculator's fab-shop rule", () => {
    expect(checkRouteAccess(admin, "/requisitions")).toEqual({ ok: true });
    const plain = user({ permissions: [perm("requisitions", "v")] });
    expect(checkRouteAccess(plain, "/requisitions")).toMatchObject({ ok: false, reason: "limited_access" });
    const calc = user({ permissions: [perm("requisitions_roi_calculator", "v")] });
    expect(checkRouteAccess(calc, "/roi-calculator")).toMatchObject({ ok: false, reason: "limited_access" });
    const manager = user({ is_fab_shop_manager: true, permissions: [perm("requisitions_roi_calculator")] });
    expect(checkRouteAccess(manager, "/roi-calculator")).toEqual({ ok: true });
  });

  it("sends a user whom policy asks for MFA to the profile, and lets the profile open", () => {
    const forced = user({ is_forced_mfa: true, permissions: [perm("plants")] });
    expect(checkRouteAccess(forced, "/plants")).toEqual({
      ok: false,
      reason: "mfa_required",
      redirect: "/profile?enableMfa=true",
    });
    expect(checkRouteAccess(forced, "/profile?enableMfa=true")).toEqual({ ok: true });
    expect(checkRouteAccess({ ...forced, is_mfa_enabled: true }, "/plants")).toEqual({ ok: true });
    // The server's verdict (a trusted device) wins; without one the policy decides.
    expect(checkRouteAccess(admin, "/plants", { now: new Date("2026-01-01Z") })).toEqual({ ok: true });
    const { mfa_required: _verdict, ...policyAdmin } = admin;
    expect(checkRouteAccess(policyAdmin, "/plants", { now: new Date("2026-01-01Z") })).toMatchObject({
      reason: "mfa_required",
    });
    expect(checkRouteAccess(policyAdmin, "/plants", { now: new Date("2025-01-01Z") })).toEqual({ ok: true });
  });

  it("lets a developer open every menu entry", () => {
    const dev = user({ type: RoleType.DEVELOPER });
    for (const entry of MENU_ENTRIES)
      expect(checkRouteAccess(dev, entry.path), entry.path).toEqual({ ok: true });
  });
});

describe("the outbox page", () => {
  it("opens to provider staff who may view settings, and to developers, only", () => {
    const settings = [perm("settings")];
    expect(
      checkRouteAccess(user({ type: RoleType.INDUSTRIAL_MATRIX, permissions: settings }), "/outbox"),
    ).toEqual({ ok: true });
    expect(checkRouteAccess(user({ type: RoleType.DEVELOPER }), "/outbox")).toEqual({ ok: true });
    expect(checkRouteAccess(user({ type: RoleType.INDUSTRIAL_MATRIX }), "/outbox")).toMatchObject({
      reason: "limited_access",
    });
    expect(
      checkRouteAccess(user({ type: RoleType.CUSTOMER, permissions: settings }), "/outbox"),
    ).toMatchObject({
      reason: "limited_access",
    });
  });
});
