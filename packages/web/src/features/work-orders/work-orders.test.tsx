import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { i18n } from "@/i18n";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

function order(over: Record<string, unknown>) {
  return {
    id: 1,
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
    work_station_id: null,
    work_station_name: null,
    category_id: null,
    category_name: null,
    category_color: null,
    title: "Replace bearing",
    description: null,
    maintenance_type: "breakdown",
    priority: 3,
    status: 1,
    request_state: null,
    scheduled_start: "2026-03-01T10:00:00.000Z",
    due_at: null,
    total_minutes: 60,
    scheduled_end: "2026-03-01T11:00:00.000Z",
    recurrence: null,
    started_at: null,
    completed_at: null,
    closed_at: null,
    completed_by: null,
    completed_by_name: null,
    materials_cost: 0,
    labour_hours: 0,
    labour_cost: 0,
    total_cost: 0,
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-01T09:00:00.000Z",
    assignees: [],
    overdue: false,
    ...over,
  };
}

const rows = [
  order({ id: 1, title: "Replace bearing", status: 1, overdue: true }),
  order({ id: 2, title: "Align coupling", status: 2 }),
  order({ id: 3, title: "Grease motor", status: 3 }),
];

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser() }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "productionLines.list": () => onePage([{ id: 51, name: "Milling Line A", kind: 1, position: 1 }]),
    "machines.list": () => onePage([]),
    "assets.list": () => onePage([]),
    "equipments.list": () => onePage([]),
    "maintenance.workOrders.people": () => ({ users: [{ id: 7, name: "Priya Natarajan" }], teams: [] }),
    "maintenance.categories.options": () => [],
    "maintenance.taskProcedures.options": () => [],
    "maintenance.workStations.options": () => [],
    "maintenance.requests.pendingCount": () => ({ count: 0 }),
    "maintenance.workOrders.list": () => onePage(rows),
    ...over,
  };
}

/** What maintenance.workOrders.get answers for `order(over)`, with no children. */
function details(over: Record<string, unknown>) {
  return {
    ...order(over),
    company_id: 7,
    site_visit_required: false,
    shipping_method: null,
    expected_receive_date: null,
    extended_work_date: null,
    hourly_rate: null,
    parent_id: null,
    parent_title: null,
    previous_occurrence_id: null,
    task_procedure_id: null,
    task_procedure_name: null,
    cost_savings: null,
    alarm_id: null,
    alarm_incident_id: null,
    waveform_id: null,
    completion_notes: null,
    requested_by: null,
    requested_by_name: null,
    requested_at: null,
    reject_reason: null,
    decided_by: null,
    decided_at: null,
    closed_by: null,
    closed_by_name: null,
    created_by: null,
    created_by_name: null,
    assignee_user_ids: [],
    assignee_team_ids: [],
    checklist: [],
    parts: [],
    labour: [],
    comments: [],
    attachments: [],
    events: [],
    alarm: null,
    ...over,
  };
}

const rendered = (text: string) => screen.findByText(text, {}, { timeout: 15_000 });

describe("work order screens", { timeout: 30_000 }, () => {
  it("lists by status tab and enables a bulk action only when every selected order allows it", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => onePage(rows));
    const take = vi.fn(() => ({ ids: [1], status: 2 }));
    renderApp(
      "/maintenance/work-orders",
      handlers({ "maintenance.workOrders.list": list, "maintenance.workOrders.inWorkMultiple": take }),
    );
    expect(await rendered("Replace bearing")).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, page: 1 }));
    expect(screen.getAllByTestId("overdue")).toHaveLength(1);

    fireEvent.click(screen.getByRole("tab", { name: "In work" }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 2 })));

    fireEvent.click(screen.getByRole("checkbox", { name: "Select Replace bearing" }));
    const bar = screen.getByTestId("bulk-bar");
    expect(within(bar).getByRole("button", { name: "Set in work" })).toHaveProperty("disabled", false);
    expect(within(bar).getByRole("button", { name: "Close" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Align coupling" }));
    expect(within(bar).getByRole("button", { name: "Set in work" })).toHaveProperty("disabled", true);
    expect(within(bar).getByRole("button", { name: "Complete" })).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Align coupling" }));
    fireEvent.click(within(bar).getByRole("button", { name: "Set in work" }));
    await waitFor(() => expect(take).toHaveBeenCalledWith({ ids: [1] }));
  });

  it("gives the place its own one-line column, the whole path on hover", async () => {
    tokenStore.set("live-token");
    renderApp("/maintenance/work-orders", handlers());
    const link = await rendered("Replace bearing");
    expect(screen.getByRole("columnheader", { name: "Place" })).toBeTruthy();
    const row = link.closest("tr") as HTMLElement;
    const place = "Milling Line A › Roller Mill RM-1 › Main motor";
    // The title's cell holds the title alone; the place is a cell of its own, cut to one line.
    expect(link.closest("td")?.textContent).toBe("Replace bearing");
    const cell = within(row).getByTitle(place);
    expect(cell.textContent).toBe(place);
    expect(cell.className).toContain("truncate");
    expect(within(row).getByTitle("Replace bearing")).toBe(link);
  });

  it.each([
    ["en", "Required", "At least 15"],
    ["es", "Obligatorio", "Al menos 15"],
  ])(
    "refuses a missing scheduled start and a total time under 15 minutes (%s)",
    async (language, required, atLeast) => {
      tokenStore.set("live-token");
      await i18n.changeLanguage(language);
      try {
        const create = vi.fn(() => ({ id: 9 }));
        renderApp("/maintenance/work-orders/new", handlers({ "maintenance.workOrders.create": create }));
        const total = await screen.findByRole(
          "spinbutton",
          { name: new RegExp(i18n.t("workOrders.totalTime")) },
          { timeout: 15_000 },
        );
        fireEvent.change(total, { target: { value: "10" } });
        fireEvent.change(screen.getByLabelText(new RegExp(i18n.t("workOrders.scheduledDate"))), {
          target: { value: "" },
        });
        fireEvent.submit(total.closest("form") as HTMLFormElement);
        const alerts = await screen.findAllByText((text) => text.includes(required));
        expect(alerts.length).toBeGreaterThan(0);
        expect(screen.getAllByText((text) => text === atLeast).length).toBeGreaterThan(0);
        expect(create).not.toHaveBeenCalled();
      } finally {
        await i18n.changeLanguage("en");
      }
    },
  );

  it.each([
    [1, "/maintenance/work-orders/7", "Work order · #7 · Milling Line A › Roller Mill RM-1 › Main motor"],
    [
      2,
      "/maintenance/work-orders/7",
      "Orden de trabajo · n.º 7 · Milling Line A › Roller Mill RM-1 › Main motor",
    ],
    [1, "/maintenance/work-orders/new", "Work order · not saved yet"],
    [2, "/maintenance/work-orders/new", "Orden de trabajo · aún sin guardar"],
  ] as const)("names the record in its subtitle (language %i, %s)", async (language, path, text) => {
    tokenStore.set("live-token");
    renderApp(
      path,
      handlers({
        "auth.user": () => ({ user: makeUser({ language }) }),
        "maintenance.workOrders.get": () => details({ id: 7 }),
      }),
    );
    expect(await rendered(text)).toBeTruthy();
    expect(screen.queryByText(/Record #|New record|Registro #|Nuevo registro/)).toBeNull();
  });

  it("ticks a checklist step", async () => {
    tokenStore.set("live-token");
    const toggle = vi.fn(() => ({ id: 7 }));
    renderApp(
      "/maintenance/work-orders/7",
      handlers({
        "maintenance.workOrders.get": () =>
          details({
            id: 7,
            status: 2,
            checklist: [
              {
                id: 70,
                position: 1,
                instruction: "Lock out the motor",
                is_done: false,
                done_by: null,
                done_by_name: null,
                done_at: null,
              },
            ],
          }),
        "maintenance.workOrders.toggleChecklistItem": toggle,
      }),
    );
    expect(await rendered("Lock out the motor")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Mark “Lock out the motor” done" }));
    await waitFor(() => expect(toggle).toHaveBeenCalledWith({ id: 7, item_id: 70, is_done: true }));
  });

  it.each([
    ["an incident acknowledges the whole incident", { alarm_id: 5, alarm_incident_id: 12 }],
    ["a single alarm acknowledges that alarm", { alarm_id: 5, alarm_incident_id: null }],
  ])("completing an order from %s with a re-baseline", async (_case, link) => {
    tokenStore.set("live-token");
    const complete = vi.fn(() => ({ ids: [8], to_status: 3 }));
    const incident = vi.fn(() => ({
      incident_id: 12,
      acknowledged: [5],
      already_acknowledged: [],
      zones: [],
    }));
    const single = vi.fn(() => ({ alarm_id: 5, acknowledged: true, zone: {} }));
    renderApp(
      "/maintenance/work-orders/8",
      handlers({
        "maintenance.workOrders.get": () => details({ id: 8, status: 2, ...link }),
        "maintenance.workOrders.completeMultiple": complete,
        "alarms.acknowledgeIncident": incident,
        "alarms.acknowledgeRebaseline": single,
      }),
    );
    fireEvent.click(await screen.findByTestId("work-order-complete", {}, { timeout: 15_000 }));
    fireEvent.change(await screen.findByTestId("complete-notes"), {
      target: { value: "New bearing fitted" },
    });
    const fromIncident = link.alarm_incident_id !== null;
    fireEvent.click(
      screen.getByRole("checkbox", {
        name: fromIncident
          ? "Acknowledge the incident with a re-baseline"
          : "Acknowledge the alarm with a re-baseline",
      }),
    );
    fireEvent.click(screen.getByTestId("complete-confirm"));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({ ids: [8], completion_notes: "New bearing fitted" }),
    );
    if (fromIncident) {
      await waitFor(() =>
        expect(incident).toHaveBeenCalledWith({ id: 12, note: "New bearing fitted", rebaseline: {} }),
      );
      expect(single).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(single).toHaveBeenCalledWith({ id: 5, note: "New bearing fitted" }));
      expect(incident).not.toHaveBeenCalled();
    }
  });

  it("shows who completed an order in the log", async () => {
    tokenStore.set("live-token");
    const done = order({
      id: 4,
      title: "Realign belt",
      status: 3,
      completed_at: "2026-03-02T10:00:00.000Z",
      completed_by: 7,
      completed_by_name: "Priya Natarajan",
      assignees: [{ type: "team", id: 2, name: "Night shift" }],
    });
    renderApp("/maintenance/logs", handlers({ "maintenance.workOrders.logs": () => onePage([done]) }));
    expect(await rendered("Priya Natarajan")).toBeTruthy();
    expect(screen.queryByText("Night shift")).toBeNull();
  });

  it("prefills a new work order from the alarm of its address", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/maintenance/work-orders/new?alarm=5&item=21",
      handlers({
        "alarms.get": () => ({
          id: 5,
          alert_type: 2,
          alert_type_label: "Alarm",
          parameter_key: "velocity_rms",
          severity: 2,
          item_name: "Main motor",
          equipment_item_id: 21,
        }),
        "equipments.get": () => ({
          id: 21,
          name: "Main motor",
          production_line_id: 51,
          machine_id: 41,
          asset_id: 31,
        }),
      }),
    );
    const title = (await screen.findByLabelText(/Title/, {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(title.value).toMatch(/^Alarm · .+ — Main motor$/);
    expect(screen.getByTestId("alarm-link").textContent).toContain("alarm #5");
    expect(screen.getByRole("link", { name: "Open the alarm" }).getAttribute("href")).toContain("alarm=5");
    // Assignees come from maintenance.workOrders.people; a plant without teams says so.
    expect(await screen.findByLabelText("Priya Natarajan", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText("This plant has no teams.")).toBeTruthy();
  });
});
