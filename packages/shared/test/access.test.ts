import { describe, expect, it } from "vitest";
import {
  APP_SECTIONS,
  canDisableMfa,
  canUseRequisitions,
  canUseRoiCalculator,
  effectiveRole,
  hasPermission,
  MFA_REQUIRED_FROM,
  MFA_TRUST_DAYS,
  mfaPolicyApplies,
  mfaRequired,
  missingPermissions,
  PlatformRole,
  RoleType,
  secondFactorForced,
  secondFactorPolicyApplies,
} from "../src";
import { perm, role, user } from "./fixtures";

describe("enumerations of roles (spec part 1 §6, part 2 §4)", () => {
  it("numbers role types and platform roles as the spec does", () => {
    expect(RoleType).toEqual({ DEVELOPER: 0, INDUSTRIAL_MATRIX: 1, CUSTOMER: 2 });
    expect(PlatformRole).toEqual({
      SUPER_ADMIN: 1,
      PLANT_USER: 2,
      DISTRIBUTOR: 3,
      PLANT_ADMIN: 4,
      PLANT_SUPERINTENDENT: 5,
      OEE_PROCESS: 6,
      CORPORATE: 7,
    });
  });

  it("knows the 35 app sections, client API and corporate analytics included", () => {
    expect(APP_SECTIONS).toHaveLength(35);
    expect(APP_SECTIONS).toContain("client_api");
    expect(APP_SECTIONS).toContain("corporate_analytics");
    expect(new Set(APP_SECTIONS).size).toBe(APP_SECTIONS.length);
  });
});

describe("hasPermission: keys map to the role's section flags", () => {
  const u = user({ permissions: [perm("users", "ve"), perm("plants", "va"), perm("controllers", "c")] });
  it.each([
    ["view_users", true],
    ["edit_users", true],
    ["create_users", false],
    ["delete_users", false],
    ["archive_plants", true],
    ["view_plants", true],
    ["create_controllers", true],
    ["view_controllers", false],
    ["view_dashboard", false],
  ] as const)("%s → %s", (key, expected) => {
    expect(hasPermission(u, key)).toBe(expected);
  });

  it("combines several keys as all-of by default and any-of on request", () => {
    expect(hasPermission(u, ["view_users", "create_users"])).toBe(false);
    expect(hasPermission(u, ["view_users", "create_users"], "any")).toBe(true);
    expect(hasPermission(u, ["create_users", "delete_users"], "any")).toBe(false);
    expect(missingPermissions(u, ["view_users", "create_users", "delete_users"])).toEqual([
      "create_users",
      "delete_users",
    ]);
    expect(missingPermissions(u, ["view_users", "create_users"])).toEqual(["create_users"]);
    expect(missingPermissions(u, ["view_users"])).toEqual([]);
  });

  it("lets a developer pass every check, and nobody without a user", () => {
    const dev = user({ type: RoleType.DEVELOPER });
    expect(hasPermission(dev, ["delete_companies", "archive_companies", "view_prodlines_admin"])).toBe(true);
    expect(hasPermission(null, "view_users")).toBe(false);
  });

  it("gives view_rnd to provider staff only and view_prodlines_admin to developers only", () => {
    const staff = user({ type: RoleType.INDUSTRIAL_MATRIX, permissions: [] });
    const customer = user({ permissions: [] });
    expect(hasPermission(staff, "view_rnd")).toBe(true);
    expect(hasPermission(customer, "view_rnd")).toBe(false);
    expect(hasPermission(staff, "view_prodlines_admin")).toBe(false);
    expect(hasPermission(user({ type: RoleType.DEVELOPER }), "view_prodlines_admin")).toBe(true);
  });

  it("uses the temporary role while it is set (part 1 §4)", () => {
    const withTemp = user({ permissions: [] }, { temp_role: role({ permissions: [perm("users")] }) });
    expect(effectiveRole(withTemp)).toBe(withTemp.temp_role);
    expect(hasPermission(withTemp, "view_users")).toBe(true);
  });
});

describe("requisition and ROI conditions", () => {
  it.each([
    ["a technician", user({ is_technic: true }), true],
    ["a requisitioner", user({ is_requisitioner: true }), true],
    ["a fab shop manager", user({ is_fab_shop_manager: true }), true],
    ["user type 1", user({}, { type: 1 }), true],
    ["a plain customer", user(), false],
    ["a developer", user({ type: RoleType.DEVELOPER }), true],
  ])("requisitions for %s: %s", (_label, u, expected) => {
    expect(canUseRequisitions(u)).toBe(expected);
  });

  it("opens the ROI calculator to fab shop managers only", () => {
    expect(canUseRoiCalculator(user({ is_fab_shop_manager: true }))).toBe(true);
    expect(canUseRoiCalculator(user({ is_requisitioner: true, is_technic: true }))).toBe(false);
  });
});

describe("MFA policy (part 1 §6)", () => {
  const before = new Date("2025-09-30T23:59:59Z");
  const after = new Date("2025-10-01T00:00:00Z");
  it("requires MFA of plant admins from 1 October 2025", () => {
    expect(MFA_REQUIRED_FROM.toISOString()).toBe("2025-10-01T00:00:00.000Z");
    const admin = role({ platform_role: PlatformRole.PLANT_ADMIN });
    expect(mfaPolicyApplies(admin, before)).toBe(false);
    expect(mfaPolicyApplies(admin, after)).toBe(true);
    expect(mfaPolicyApplies(role({ platform_role: PlatformRole.PLANT_USER }), after)).toBe(false);
  });

  it("always requires it of a forced-MFA role, which also blocks disabling it", () => {
    const forced = user({ is_forced_mfa: true });
    expect(mfaPolicyApplies(forced.role, before)).toBe(true);
    expect(mfaRequired(forced, before)).toBe(true);
    expect(mfaRequired({ ...forced, is_mfa_enabled: true }, before)).toBe(false);
    expect(canDisableMfa(forced)).toBe(false);
    expect(canDisableMfa(user())).toBe(true);
  });

  it("keeps the own role's requirement while acting as a role without one", () => {
    const admin = user({ platform_role: PlatformRole.PLANT_ADMIN });
    const actingAsPlantUser = { ...admin, temp_role: role({ platform_role: PlatformRole.PLANT_USER }) };
    expect(secondFactorPolicyApplies(actingAsPlantUser, after)).toBe(true);
    expect(mfaRequired(actingAsPlantUser, after)).toBe(true);
    const forced = user({ is_forced_mfa: true });
    const actingUnforced = { ...forced, temp_role: role() };
    expect(secondFactorForced(actingUnforced)).toBe(true);
    expect(canDisableMfa(actingUnforced)).toBe(false);
    // And a forced temp role binds too.
    expect(secondFactorForced({ ...user(), temp_role: role({ is_forced_mfa: true }) })).toBe(true);
  });

  it("follows the server's verdict, which knows trusted devices", () => {
    const admin = user({ platform_role: PlatformRole.PLANT_ADMIN }, { mfa_required: false });
    expect(mfaRequired(admin, after)).toBe(false);
    expect(MFA_TRUST_DAYS).toBe(7);
  });
});
