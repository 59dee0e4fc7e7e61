import { workOrderFromAlarmParams, workOrderFromAlarmPath } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { alarmsView, focusedIncidentId } from "./alarms-page";
import { alarm, incident } from "./test-fixtures";

const meta = (n: number) => ({ current_page: 1, last_page: 1, per_page: 20, total: n });

const incidents = [
  incident({ id: 7 }),
  incident({
    id: 8,
    equipment_item_id: 22,
    item_name: "Gearbox",
    worst_severity: 1,
    alarm_count: 1,
    open_count: 1,
    unacknowledged_count: 0,
    acknowledged_at: "2026-03-01T11:00:00.000Z",
    acknowledged_by_name: "Alex Tremblay",
    parameters: [{ parameter_type: 1, parameter_key: "velocity_rms", axes: [3] }],
    lead_alarm_id: 9,
    work_order: { id: 55, status: 2 },
  }),
];

const members = [
  alarm({ id: 1 }),
  alarm({ id: 2, axis: 2, severity: 1, alert_type: 1, alert_type_label: "Warning" }),
  alarm({
    id: 3,
    severity: 1,
    alert_type: 4,
    alert_type_label: "Chronic",
    cleared_at: "2026-03-01T12:00:00.000Z",
    is_open: false,
  }),
];

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser({ role: plantAdminRole }) }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "alarms.listIncidents": () => ({ data: incidents, meta: meta(incidents.length) }),
    "alarms.getIncident": () => ({ ...incidents[0], alarms: members }),
    ...over,
  };
}

const rendered = (text: string) => screen.findByText(text, {}, { timeout: 15_000 });

describe("alarms page, grouped by incident", { timeout: 30_000 }, () => {
  it("shows one row per incident with worst severity, count, parameters and times; it opens onto its alarms", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: incidents, meta: meta(incidents.length) }));
    const get = vi.fn(() => ({ ...incidents[0], alarms: members }));
    renderApp("/dashboard/alarms", handlers({ "alarms.listIncidents": list, "alarms.getIncident": get }));
    expect(await rendered("Main motor")).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, status: "open", page: 1 }));
    const rows = screen.getAllByTestId("incident");
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByTestId("severity").textContent).toBe("Alarm");
    expect(first.getByText("Milling Line A › Roller Mill RM-1")).toBeTruthy();
    expect(first.getByText("3 alarms, 2 open")).toBeTruthy();
    expect(first.getByText("Velocity RMS X Y")).toBeTruthy();
    expect(first.getByTitle(/^First .* · latest /)).toBeTruthy();
    expect(first.getByText("Open")).toBeTruthy();
    expect(within(rows[1]!).getByText("Acknowledged · Alex Tremblay")).toBeTruthy();
    // Its alarms stay out of sight until the row is opened, then each is acknowledgeable on its own.
    expect(get).not.toHaveBeenCalled();
    fireEvent.click(first.getByRole("button", { name: "Show its 3 alarms" }));
    const alarms = await screen.findAllByTestId("incident-alarm");
    expect(get).toHaveBeenCalledWith({ id: 7 });
    expect(alarms).toHaveLength(3);
    expect(within(alarms[0]!).getByText("Alarm · Velocity RMS X")).toBeTruthy();
    expect(within(alarms[0]!).getByRole("button", { name: "Acknowledge" })).toBeTruthy();
  });

  it("acknowledges an incident once, with the note", async () => {
    tokenStore.set("live-token");
    const acknowledge = vi.fn(() => ({
      incident_id: 7,
      acknowledged: [1, 2, 3],
      already_acknowledged: [],
      zones: [],
    }));
    renderApp("/dashboard/alarms", handlers({ "alarms.acknowledgeIncident": acknowledge }));
    await rendered("Main motor");
    const rows = screen.getAllByTestId("incident");
    // The acknowledged incident with nothing left to acknowledge offers no button.
    expect(within(rows[1]!).queryByRole("button", { name: "Acknowledge" })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Acknowledge" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Acknowledge this incident and its alarms?")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: "bearing ordered" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(acknowledge).toHaveBeenCalledWith({ id: 7, note: "bearing ordered" }));
  });

  it("creates a work order from an incident on its item, lead alarm and incident; shows one that exists", async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/alarms", handlers());
    await rendered("Main motor");
    const rows = screen.getAllByTestId("incident");
    const create = within(rows[0]!).getByRole("link", { name: "Create work order" });
    expect(create.getAttribute("href")).toBe("/maintenance/work-orders/new?item=21&alarm=1&incident=7");
    const existing = within(rows[1]!).getByTestId("work-order-link");
    expect(existing.getAttribute("href")).toBe("/maintenance/work-orders/55");
    expect(existing.textContent).toBe("#55");
    expect(existing.getAttribute("aria-label")).toBe("Work order #55 · In work");
    expect(within(rows[1]!).queryByRole("link", { name: "Create work order" })).toBeNull();
  });

  it("sorts on the server when a heading is clicked, back to the first page", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: incidents, meta: { ...meta(incidents.length), last_page: 2 } }));
    renderApp("/dashboard/alarms", handlers({ "alarms.listIncidents": list }));
    await rendered("Main motor");
    const heading = (name: string) => screen.getByRole("columnheader", { name: new RegExp(name) });
    for (const name of ["Severity", "Where", "Alarms", "Latest", "Status"]) {
      expect(heading(name).getAttribute("aria-sort"), name).toBe("none");
    }
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    fireEvent.click(screen.getByRole("button", { name: "Latest" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "latest_at", orderByMethod: "asc", page: 1 }),
      ),
    );
    expect(heading("Latest").getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Latest" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "latest_at", orderByMethod: "desc" }),
      ),
    );
    expect(heading("Latest").getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: "Alarms" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderByColumn: "alarm_count", orderByMethod: "asc" }),
      ),
    );
    expect(heading("Latest").getAttribute("aria-sort")).toBe("none");
    expect(heading("Alarms").getAttribute("aria-sort")).toBe("ascending");
  });

  it("lists incidents as cards on a phone, with their acknowledge and work order actions", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === "(max-width: 639px)",
    })) as typeof window.matchMedia;
    try {
      tokenStore.set("live-token");
      renderApp("/dashboard/alarms", handlers());
      await rendered("Milling Line A › Roller Mill RM-1 › Main motor");
      expect(screen.queryByRole("table")).toBeNull();
      const cards = screen.getAllByTestId("incident");
      expect(cards.map((card) => card.tagName)).toEqual(["LI", "LI"]);
      expect(within(cards[0]!).getByRole("button", { name: "Acknowledge" })).toBeTruthy();
      expect(within(cards[0]!).getByRole("link", { name: "Create work order" })).toBeTruthy();
      expect(within(cards[1]!).getByTestId("work-order-link").textContent).toContain("Work order #55");
    } finally {
      window.matchMedia = original;
    }
  });

  it("filters by state and severity", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: incidents, meta: meta(incidents.length) }));
    renderApp("/dashboard/alarms", handlers({ "alarms.listIncidents": list }));
    await rendered("Main motor");
    fireEvent.click(screen.getByRole("button", { name: "Closed" }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: "closed" })));
    fireEvent.click(screen.getByRole("button", { name: "Warning" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: "closed", severity: 1 })),
    );
  });

  it("opens the incident a notification links to", async () => {
    tokenStore.set("live-token");
    const get = vi.fn(() => ({ ...incidents[0], alarms: members }));
    renderApp("/dashboard/alarms?incident=7", handlers({ "alarms.getIncident": get }));
    const focus = await screen.findByTestId("incident-focus", {}, { timeout: 15_000 });
    expect(get).toHaveBeenCalledWith({ id: 7 });
    expect(await within(focus).findAllByTestId("incident-alarm")).toHaveLength(3);
  });

  it("reads the view and incident of the address, and the work order form's parameters", () => {
    expect(alarmsView("?view=alarms")).toBe("alarms");
    expect(alarmsView("")).toBe("incidents");
    expect(focusedIncidentId("?incident=12")).toBe(12);
    expect(focusedIncidentId("?incident=x")).toBeNull();
    const path = workOrderFromAlarmPath({ itemId: 21, alarmId: 1, incidentId: 7, waveformId: 900 });
    expect(path).toBe("/maintenance/work-orders/new?item=21&alarm=1&incident=7&waveform=900");
    expect(workOrderFromAlarmParams(path.slice(path.indexOf("?")))).toEqual({
      itemId: 21,
      alarmId: 1,
      incidentId: 7,
      waveformId: 900,
    });
    expect(workOrderFromAlarmPath({ itemId: 21 })).toBe("/maintenance/work-orders/new?item=21");
    expect(workOrderFromAlarmParams("?item=abc&alarm=-3&incident=4")).toEqual({ incidentId: 4 });
  });
});
