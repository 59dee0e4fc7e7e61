import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { alarmScope, alarmsHref } from "./alarm-focus";
import { alarmsInput } from "./alarms-page";
import { alarm } from "./test-fixtures";

const meta = (n: number) => ({ current_page: 1, last_page: 1, per_page: 20, total: n });

const rows = [
  alarm({ id: 1 }),
  alarm({
    id: 2,
    alert_type: 18,
    alert_type_key: "battery_low",
    alert_type_label: "Battery low",
    kind: "device",
    severity: 1,
    parameter_type: null,
    parameter_key: null,
    unit: null,
    axis: 0,
    value: 35,
    threshold: 40,
  }),
  alarm({
    id: 3,
    severity: 1,
    alert_type: 1,
    alert_type_label: "Warning",
    cleared_at: "2026-03-01T12:00:00.000Z",
    is_open: false,
    acknowledged_at: "2026-03-01T11:00:00.000Z",
    acknowledged_by_name: "Alex Tremblay",
  }),
];

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser({ role: plantAdminRole }) }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "productionLines.list": () => ({
      data: [{ id: 51, name: "Milling Line A" }],
      meta: meta(1),
    }),
    "alarms.list": () => ({ data: rows, meta: meta(rows.length) }),
    ...over,
  };
}

/**
 * The first render of the whole app loads every lazy screen: on a busy machine that takes seconds,
 * so waiting for it is generous (a wait, not a speed requirement).
 */
const rendered = (text: string) => screen.findByText(text, {}, { timeout: 15_000 });

describe("alarms page", { timeout: 30_000 }, () => {
  it("lists the plant's alarms with severity words, labels, values and acknowledgement", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: rows, meta: meta(rows.length) }));
    renderApp("/dashboard/alarms?view=alarms", handlers({ "alarms.list": list }));
    expect(await rendered("Alarm · Velocity RMS X")).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, page: 1 }));
    const severities = screen.getAllByTestId("severity").map((el) => el.textContent);
    expect(severities).toEqual(["Alarm", "Warning", "Warning"]);
    expect(screen.getByText("Battery low")).toBeTruthy();
    // Where: the item (a link to it, its full path as the tooltip), its machine and sensor under it.
    const items = screen.getAllByRole("link", { name: "Main motor" });
    expect(items).toHaveLength(3);
    expect(items[0]!.getAttribute("href")).toBe("/equipments/21/details/main");
    expect(items[0]!.getAttribute("title")).toBe("Milling Line A › Roller Mill RM-1 › Main motor");
    expect(screen.getAllByText("Roller Mill RM-1 · RM-1 motor DE")).toHaveLength(3);
    expect(screen.getAllByText("9.5 mm/s").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Threshold 7.1 mm/s").length).toBeGreaterThan(0);
    expect(screen.getByText("Acknowledged · Alex Tremblay")).toBeTruthy();
    expect(screen.getAllByText("Not acknowledged")).toHaveLength(2);
    // The acknowledged, cleared alarm offers no action; the open level alarm offers both.
    expect(screen.getAllByRole("button", { name: "Acknowledge" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Acknowledge and re-baseline" })).toHaveLength(1);
  });

  it("sorts on the server when a heading is clicked: ascending, descending, then the default order", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: rows, meta: meta(rows.length) }));
    renderApp("/dashboard/alarms?view=alarms", handlers({ "alarms.list": list }));
    await rendered("Alarm · Velocity RMS X");
    const heading = (name: string) => screen.getByRole("columnheader", { name: new RegExp(name) });
    // Every heading but the selection and actions sorts.
    for (const name of ["Alert", "Raised", "Where", "Value", "Status"]) {
      expect(heading(name).getAttribute("aria-sort"), name).toBe("none");
    }
    expect(list).toHaveBeenLastCalledWith(expect.not.objectContaining({ orderByColumn: expect.anything() }));
    fireEvent.click(screen.getByRole("button", { name: "Value" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "value", orderByMethod: "asc", page: 1 }),
      ),
    );
    expect(heading("Value").getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Value" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "value", orderByMethod: "desc" }),
      ),
    );
    expect(heading("Value").getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: "Status" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "status", orderByMethod: "asc" }),
      ),
    );
    expect(heading("Value").getAttribute("aria-sort")).toBe("none");
    fireEvent.click(screen.getByRole("button", { name: "Status" }));
    fireEvent.click(screen.getByRole("button", { name: "Status" }));
    // A third click returns to the default order (its page is the one already fetched first).
    await waitFor(() => expect(heading("Status").getAttribute("aria-sort")).toBe("none"));
  });

  it("gives the parameter a sortable column of its own on a wide screen", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === "(min-width: 1280px)",
    })) as typeof window.matchMedia;
    try {
      tokenStore.set("live-token");
      const list = vi.fn(() => ({ data: rows, meta: meta(rows.length) }));
      renderApp("/dashboard/alarms?view=alarms", handlers({ "alarms.list": list }));
      expect(await rendered("Battery low")).toBeTruthy();
      expect(screen.getAllByText("Velocity RMS X")).toHaveLength(2);
      // The alert names the kind only; the battery alarm has no parameter.
      expect(screen.queryByText("Alarm · Velocity RMS X")).toBeNull();
      expect(screen.getByText("—")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Parameter" }));
      await waitFor(() =>
        expect(list).toHaveBeenLastCalledWith(
          expect.objectContaining({ orderByColumn: "parameter_type", orderByMethod: "asc" }),
        ),
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it("draws each alarm as a card with its selection box and actions in the grid view", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/dashboard/alarms?view=alarms",
      handlers({
        "alarms.list": () => ({
          data: [rows[0], { ...rows[1], work_order: { id: 55, status: 2 } }],
          meta: meta(2),
        }),
      }),
    );
    await rendered("Alarm · Velocity RMS X");
    fireEvent.click(screen.getByRole("button", { name: "Grid" }));
    const cards = await screen.findAllByTestId("alarm-card");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("checkbox", { name: "Select Alarm · Velocity RMS X" })).toBeTruthy();
    expect(first.getByRole("button", { name: "Acknowledge" })).toBeTruthy();
    expect(first.getByRole("button", { name: "Acknowledge and re-baseline" })).toBeTruthy();
    expect(first.getByRole("link", { name: "Create work order" })).toBeTruthy();
    expect(first.getByText("Threshold 7.1 mm/s")).toBeTruthy();
    const second = within(cards[1]!);
    expect(second.getByRole("link", { name: "Work order #55 · In work" }).getAttribute("href")).toBe(
      "/maintenance/work-orders/55",
    );
    fireEvent.click(second.getByRole("checkbox", { name: "Select Battery low" }));
    expect(screen.getByText("1 alarm selected")).toBeTruthy();
  });

  it("acknowledges the selected alarms in bulk after confirmation, with the note", async () => {
    tokenStore.set("live-token");
    const acknowledge = vi.fn(() => ({ acknowledged: [1, 2], already_acknowledged: [] }));
    renderApp("/dashboard/alarms?view=alarms", handlers({ "alarms.acknowledge": acknowledge }));
    await rendered("Alarm · Velocity RMS X");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Alarm · Velocity RMS X" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Battery low" }));
    expect(screen.getByText("2 alarms selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Acknowledge selected" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Acknowledge 2 alarms?")).toBeTruthy();
    expect(acknowledge).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), { target: { value: "checked" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(acknowledge).toHaveBeenCalledWith({ ids: [1, 2], note: "checked" }));
    await waitFor(() => expect(screen.queryByText("2 alarms selected")).toBeNull());
  });

  it("acknowledges with a re-baseline for a level alarm", async () => {
    tokenStore.set("live-token");
    const rebaseline = vi.fn(() => ({ alarm_id: 1, acknowledged: true, zone: {} }));
    renderApp("/dashboard/alarms?view=alarms", handlers({ "alarms.acknowledgeRebaseline": rebaseline }));
    await rendered("Alarm · Velocity RMS X");
    fireEvent.click(screen.getByRole("button", { name: "Acknowledge and re-baseline" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Acknowledge and re-baseline?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Acknowledge and re-baseline" }));
    await waitFor(() => expect(rebaseline).toHaveBeenCalledWith({ id: 1, note: undefined }));
  });

  it("hides the actions from a user who may only view the dashboard", async () => {
    tokenStore.set("live-token");
    const viewer = {
      ...plantAdminRole,
      permissions: plantAdminRole.permissions.map((p) =>
        p.app_section === "dashboard"
          ? { ...p, is_creating: false, is_updating: false, is_deleting: false }
          : p,
      ),
    };
    renderApp(
      "/dashboard/alarms?view=alarms",
      handlers({ "auth.user": () => ({ user: makeUser({ role: viewer }) }) }),
    );
    await rendered("Alarm · Velocity RMS X");
    expect(screen.queryByRole("button", { name: "Acknowledge" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("says honestly when there are no alarms", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/dashboard/alarms?view=alarms",
      handlers({ "alarms.list": () => ({ data: [], meta: meta(0) }) }),
    );
    expect(await rendered("No alarms")).toBeTruthy();
  });

  it("narrows the list to the item a panel linked from, says so, and offers every alarm again", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: rows, meta: meta(rows.length) }));
    const { currentPath } = renderApp(
      "/dashboard/alarms?view=alarms&item=21",
      handlers({ "alarms.list": list, "equipments.get": () => ({ id: 21, name: "Main motor" }) }),
    );
    expect(await rendered("Only the alarms of item Main motor")).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, equipment_item_id: 21 }));
    fireEvent.click(screen.getByRole("link", { name: "Show every alarm" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/alarms"));
    await waitFor(() => expect(screen.queryByTestId("alarm-scope")).toBeNull());
  });

  it("reads and writes the item or machine scope of the list's address", () => {
    expect(alarmScope("?item=21")).toEqual({ equipment_item_id: 21 });
    expect(alarmScope("machine=41")).toEqual({ machine_id: 41 });
    expect(alarmScope("?item=x&machine=-1")).toEqual({});
    expect(alarmsHref({ equipment_item_id: 21 })).toBe("/dashboard/alarms?item=21");
    expect(alarmsHref({ machine_id: 41 })).toBe("/dashboard/alarms?machine=41");
    expect(alarmsHref({})).toBe("/dashboard/alarms");
  });

  it("passes only the filters alarms.list knows", () => {
    expect(
      alarmsInput(3, {
        page: 1,
        max: 20,
        production_line_id: "51",
        kind: "device",
        acknowledged: "false",
        status: "open",
      }),
    ).toEqual({
      page: 1,
      max: 20,
      plant_id: 3,
      production_line_id: 51,
      kind: "device",
      acknowledged: false,
      status: "open",
    });
    const junk = alarmsInput(3, {
      page: 1,
      max: 20,
      kind: "weather",
      status: "gone",
      production_line_id: "x",
    });
    expect(junk).toMatchObject({ kind: undefined, status: undefined, production_line_id: undefined });
    // A sort the server allows passes; a column it does not know (an older saved sort) is dropped.
    expect(alarmsInput(3, { page: 1, max: 20, orderByColumn: "value", orderByMethod: "desc" })).toMatchObject(
      {
        orderByColumn: "value",
        orderByMethod: "desc",
      },
    );
    const stale = alarmsInput(3, { page: 1, max: 20, orderByColumn: "cleared_by", orderByMethod: "asc" });
    expect(stale).not.toHaveProperty("orderByColumn");
    expect(stale).not.toHaveProperty("orderByMethod");
  });
});
