import { describe, expect, it } from "vitest";
import { APP_SECTIONS, MENU_ENTRIES, MENU_SECTIONS, PlatformRole, RoleType, visibleMenu } from "../src";
import { allSections, perm, user } from "./fixtures";

const paths = (u: Parameters<typeof visibleMenu>[0], enabledSections?: string[] | null) =>
  visibleMenu(u, { enabledSections }).flatMap((group) => group.entries.map((entry) => entry.path));

describe("menu entries (spec part 1 §2.2)", () => {
  it("lists every path the spec names, once, in its sections", () => {
    expect(MENU_ENTRIES.map((e) => e.path)).toEqual([
      "/dashboard",
      "/success-dashboard",
      "/corporate",
      "/controllers",
      "/processes",
      "/companies",
      "/plants",
      "/users",
      "/teams",
      "/user-roles",
      "/distributors",
      "/plants-vendors",
      "/settings",
      "/maintenance",
      "/requisitions",
      "/roi-calculator",
      "/maintenance-requests",
      "/task-procedures",
      "/maintenance-categories",
      "/parts",
      "/work-stations",
      "/maintenance-import",
      "/plant-import",
      "/plant-import-logs",
      "/master-import",
      "/library",
      "/brands",
      "/brand-models",
      "/equipment-types",
      "/equipment-types-categories",
      "/applications",
      "/store-rooms",
      "/rfqs",
      "/ncd-sensors",
    ]);
    for (const entry of MENU_ENTRIES) {
      expect(MENU_SECTIONS).toContain(entry.section);
      expect(APP_SECTIONS).toContain(entry.appSection);
    }
    expect(MENU_ENTRIES.find((e) => e.path === "/roi-calculator")?.parent).toBe("requisitions");
  });

  it("gates each entry by its view key; NCD sensors by edit or create dashboard", () => {
    expect(paths(user({ permissions: [perm("brands"), perm("part_numbers")] }))).toEqual([
      "/brands",
      "/brand-models",
    ]);
    expect(paths(user({ permissions: [perm("dashboard", "c")] }))).toEqual(["/ncd-sensors"]);
    expect(paths(user({ permissions: [perm("dashboard", "v")] }))).toEqual(["/dashboard"]);
    expect(paths(user({ permissions: [] }))).toEqual([]);
  });

  it("shows Requisition to customers who are technicians or requisitioners", () => {
    const permissions = [perm("requisitions"), perm("requisitions_roi_calculator")];
    expect(paths(user({ permissions }))).toEqual([]);
    expect(paths(user({ permissions, is_technic: true }))).toEqual(["/requisitions"]);
    expect(paths(user({ permissions, is_requisitioner: true }))).toEqual(["/requisitions"]);
  });

  it("shows the requisitions group with the calculator to fab shop managers, staff and developers", () => {
    const permissions = [perm("requisitions"), perm("requisitions_roi_calculator")];
    expect(paths(user({ permissions, is_fab_shop_manager: true }))).toEqual([
      "/requisitions",
      "/roi-calculator",
    ]);
    const dev = paths(user({ type: RoleType.DEVELOPER }));
    expect(dev).toContain("/roi-calculator");
    expect(dev).toHaveLength(MENU_ENTRIES.length);
  });

  it("hides sections a company has not enabled, and only those that can be switched", () => {
    const u = user({
      platform_role: PlatformRole.PLANT_ADMIN,
      permissions: allSections("vce"),
      is_requisitioner: true,
    });
    const all = paths(u, null);
    expect(all).toContain("/processes");
    expect(all).toContain("/rfqs");
    const narrowed = paths(u, ["oee"]);
    expect(narrowed).toContain("/processes");
    expect(narrowed).not.toContain("/rfqs");
    expect(narrowed).not.toContain("/requisitions");
    expect(narrowed).toContain("/plants");
  });

  it("drops empty groups and keeps their order", () => {
    const groups = visibleMenu(user({ permissions: [perm("rfqs"), perm("dashboard")] }));
    expect(groups.map((g) => g.section)).toEqual(["predictive_maintenance", "other"]);
  });
});
