import { roiFigures } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { i18n } from "@/i18n";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { fabShopManager } from "./dashboard-fixtures";
import { moneyText, percentText } from "./dashboard-text";
import { en, es } from "./i18n-dashboard";

const range = {
  plant_id: 3,
  from: "2026-03-01T05:00:00.000Z",
  to: "2026-03-07T18:00:00.000Z",
  time_zone: "America/Toronto",
};

const lead = (count: number, mean: number | null, median: number | null) => ({
  count,
  mean_hours: mean,
  median_hours: median,
});

const analytics = {
  ...range,
  by_status: [
    { status: 0, count: 4 },
    { status: 1, count: 3 },
    { status: 2, count: 1 },
    { status: 3, count: 2 },
    { status: 4, count: 2 },
    { status: 5, count: 1 },
  ],
  by_request_type: [
    { request_type: 1, count: 8 },
    { request_type: 2, count: 5 },
  ],
  by_priority_reason: [
    { priority_reason: "health_and_safety", count: 2 },
    { priority_reason: "production_loss", count: 6 },
    { priority_reason: "cost_reduction", count: 4 },
    { priority_reason: "future_opportunity", count: 1 },
  ],
  by_work_type: [
    { work_type: "refurbishment", count: 1 },
    { work_type: "fabrication", count: 2 },
    { work_type: "repair", count: 2 },
    { work_type: null, count: 8 },
  ],
  lead_times: {
    raised_to_approved: lead(6, 20.5, 18.25),
    approved_to_completed: lead(3, 52, 48),
    raised_to_completed: lead(3, 80, 75.5),
  },
  totals: {
    raised: 13,
    raised_estimated_cost: 15_400,
    completed: 3,
    estimated_cost: 4200,
    cost: 3900,
    cost_savings: 12_480,
  },
  bucket: "day",
  series: ["2026-03-01", "2026-03-02", "2026-03-03"].map((date, i) => ({
    date,
    raised: 4 + i,
    completed: i,
    savings: i * 1000,
  })),
};

const emptyAnalytics = {
  ...analytics,
  by_status: analytics.by_status.map((s) => ({ ...s, count: 0 })),
  by_request_type: analytics.by_request_type.map((s) => ({ ...s, count: 0 })),
  by_priority_reason: analytics.by_priority_reason.map((s) => ({ ...s, count: 0 })),
  by_work_type: analytics.by_work_type.map((s) => ({ ...s, count: 0 })),
  lead_times: {
    raised_to_approved: lead(0, null, null),
    approved_to_completed: lead(0, null, null),
    raised_to_completed: lead(0, null, null),
  },
  totals: { raised: 0, raised_estimated_cost: 0, completed: 0, estimated_cost: 0, cost: 0, cost_savings: 0 },
  series: analytics.series.map((p) => ({ ...p, raised: 0, completed: 0, savings: 0 })),
};

const figures = (savings: number, cost: number, work_orders = 1, requisitions = 1) => ({
  work_orders,
  requisitions,
  ...roiFigures({ savings, cost }),
});

const place = { plant_id: 3, plant_name: "Mill North" };

const roiByMachine = {
  data: [
    {
      id: 41,
      name: "Roller Mill RM-1",
      ...place,
      production_line_id: 51,
      production_line_name: "Milling Line A",
      ...figures(9000, 1500, 2, 1),
    },
    {
      id: 42,
      name: "Sifter S-2",
      ...place,
      production_line_id: 51,
      production_line_name: "Milling Line A",
      ...figures(0, 800, 1, 0),
    },
  ],
  meta: { ...range, total: 2 },
};

const roiByLine = {
  data: [{ id: 51, name: "Milling Line A", ...place, kind: 1, ...figures(9000, 2300, 3, 1) }],
  meta: { ...range, total: 1 },
};

function requisition(over: Record<string, unknown>) {
  return {
    id: 5,
    plant_id: 3,
    plant_name: "Mill North",
    production_line_id: 51,
    production_line_name: "Milling Line A",
    machine_id: 41,
    machine_name: "Roller Mill RM-1",
    asset_id: null,
    asset_name: null,
    equipment_item_id: 21,
    equipment_item_name: "Main motor",
    request_type: 2,
    work_type: "repair",
    priority_reason: "production_loss",
    title: "Rewind the main motor",
    description: null,
    part_number: null,
    quantity: 1,
    estimated_cost: 1250,
    cost: null,
    cost_savings: null,
    vendor_id: null,
    vendor_name: null,
    status: 1,
    needed_by: null,
    fab_shop: null,
    requested_by_id: 42,
    requested_by_name: "Ana Ruiz",
    taken_by_id: null,
    taken_by_name: null,
    approved_at: "2026-03-02T14:00:00.000Z",
    completed_at: null,
    status_reason: null,
    created_at: "2026-03-02T12:00:00.000Z",
    updated_at: "2026-03-02T14:00:00.000Z",
    ...over,
  };
}

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser({ role: fabShopManager }) }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "maintenance.requests.pendingCount": () => ({ count: 0 }),
    "requisitions.analytics": () => analytics,
    "requisitions.roiByLine": () => roiByLine,
    "requisitions.roiByMachine": () => roiByMachine,
    "requisitions.roiByAsset": () => ({ data: [], meta: { ...range, total: 0 } }),
    "requisitions.list": () =>
      onePage([
        requisition({}),
        requisition({ id: 6, title: "Spare gearbox", request_type: 1, work_type: null, status: 0 }),
      ]),
    ...over,
  };
}

const rendered = (text: string) => screen.findByText(text, {}, { timeout: 15_000 });

/** Every leaf path of a resource tree. */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === "object" && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("requisitions dashboard", { timeout: 60_000 }, () => {
  it("has every text in English and in Spanish", () => {
    expect(keys(es)).toEqual(keys(en));
  });

  it("shows the key figures, charts, lead times, ROI per machine and the list from the answers", async () => {
    tokenStore.set("live-token");
    const getAnalytics = vi.fn(() => analytics);
    const getByMachine = vi.fn(() => roiByMachine);
    renderApp(
      "/requisitions",
      handlers({ "requisitions.analytics": getAnalytics, "requisitions.roiByMachine": getByMachine }),
    );
    const tiles = await screen.findByTestId("kpi-tiles", {}, { timeout: 15_000 });
    // The last 7 days of the selected plant, on its clock (part 1 §9).
    expect(getAnalytics).toHaveBeenCalledWith({
      plant_id: 3,
      preset: "last_7_days",
      time_zone: "America/Toronto",
    });
    const tile = (id: string) => within(within(tiles).getByTestId(`kpi-${id}`)).getAllByRole("definition")[0];
    // Open = pending 4 + approved 3 + in work 2 + on hold 1.
    expect(tile("open")?.textContent).toBe("10");
    expect(tile("completed")?.textContent).toBe("3");
    expect(tile("denied")?.textContent).toBe("1");
    expect(tile("savings")?.textContent).toBe(moneyText(12_480, "en"));
    expect(tile("cost")?.textContent).toBe(moneyText(3900, "en"));
    // (12 480 − 3 900) / 3 900 = 220 %.
    expect(tile("roi")?.textContent).toBe(percentText(220, "en"));

    const statuses = screen.getByTestId("status-bars");
    expect(within(statuses).getByTestId("status-bars-0").textContent).toBe("Pending: 4");
    expect(within(statuses).getByTestId("status-bars-2").textContent).toBe("Denied: 1");
    expect(screen.getByTestId("priority-bars-production_loss").textContent).toBe("Production loss: 6");
    expect(screen.getByTestId("request-type-bars-2").textContent).toBe("Service request: 5");
    expect(screen.getByText("15 raised and 3 completed in the range")).toBeTruthy();

    const leadTimes = screen.getByTestId("lead-times");
    expect(within(leadTimes).getByText("18.25 h")).toBeTruthy();
    expect(within(leadTimes).getByText("20.5 h")).toBeTruthy();
    expect(within(leadTimes).getByText("48 h")).toBeTruthy();
    expect(within(leadTimes).getByText("6 requisitions")).toBeTruthy();

    const table = await screen.findByTestId("roi-table");
    const mill = within(table).getByTestId("roi-row-41");
    expect(within(mill).getByText("Roller Mill RM-1")).toBeTruthy();
    expect(within(mill).getByText("Milling Line A")).toBeTruthy();
    expect(within(mill).getByText(moneyText(7500, "en"))).toBeTruthy();
    expect(within(mill).getByText(percentText(500, "en"))).toBeTruthy();
    expect(within(table).getByTestId("roi-row-42").textContent).toContain("-100 %");
    expect(getByMachine).toHaveBeenCalledWith(
      expect.objectContaining({ plant_id: 3, preset: "last_7_days" }),
    );

    const link = await rendered("Rewind the main motor");
    expect(link.closest("a")?.getAttribute("href")).toBe("/requisitions/5");
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("Main motor")).toBeTruthy();
    expect(within(row).getByText("Service · Repair")).toBeTruthy();
    expect(within(row).getByTestId("requisition-status").textContent).toBe("Approved");
    expect(within(row).getByText(moneyText(1250, "en"))).toBeTruthy();
    expect(within(row).getByText("2026-03-02")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New requisition" }).getAttribute("href")).toBe(
      "/requisitions/new",
    );
  });

  it("switches the ROI table between places and asks again for another range", async () => {
    tokenStore.set("live-token");
    const getByLine = vi.fn(() => roiByLine);
    const getAnalytics = vi.fn(() => analytics);
    renderApp(
      "/requisitions",
      handlers({ "requisitions.roiByLine": getByLine, "requisitions.analytics": getAnalytics }),
    );
    await screen.findByTestId("roi-table", {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole("button", { name: "Production line" }));
    const row = await screen.findByTestId("roi-row-51");
    expect(within(row).getByText(moneyText(6700, "en"))).toBeTruthy();
    expect(getByLine).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3 }));
    fireEvent.click(screen.getByRole("button", { name: "Asset" }));
    expect(await screen.findByTestId("roi-empty")).toBeTruthy();

    fireEvent.click(screen.getByRole("combobox", { name: "Date range" }));
    fireEvent.click(await screen.findByRole("option", { name: "Last 30 days" }));
    await waitFor(() =>
      expect(getAnalytics).toHaveBeenLastCalledWith(expect.objectContaining({ preset: "last_30_days" })),
    );
  });

  it("says so when nothing was raised, nothing is listed and no place exists", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/requisitions",
      handlers({
        "requisitions.analytics": () => emptyAnalytics,
        "requisitions.roiByMachine": () => ({ data: [], meta: { ...range, total: 0 } }),
        "requisitions.list": () => onePage([]),
      }),
    );
    const tiles = await screen.findByTestId("kpi-tiles", {}, { timeout: 15_000 });
    expect(within(within(tiles).getByTestId("kpi-open")).getByText("0")).toBeTruthy();
    expect(within(within(tiles).getByTestId("kpi-roi")).getByText("Nothing spent yet")).toBeTruthy();
    expect(screen.getAllByText("No requisitions were raised in this range.")).toHaveLength(4);
    expect(screen.getAllByText("None in this range")).toHaveLength(2);
    expect(await screen.findByTestId("roi-empty")).toBeTruthy();
    expect(await rendered("No requisitions here")).toBeTruthy();
    expect(screen.queryByTestId("roi-table")).toBeNull();
  });

  it("speaks Spanish", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/requisitions",
      handlers({ "auth.user": () => ({ user: makeUser({ role: fabShopManager, language: 2 }) }) }),
    );
    try {
      expect(await rendered("Requisiciones · Mill North")).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId("status-bars-5").textContent).toBe("En espera: 1"));
      expect(screen.getByText("Tiempos de espera")).toBeTruthy();
      expect(await rendered("Todas las requisiciones")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
