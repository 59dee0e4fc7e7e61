import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const PATH = "/equipments/21/details/maintenance";

function schedule(over: Record<string, unknown>) {
  return {
    id: 1,
    plant_id: 3,
    plant_name: "Mill North",
    equipment_item_id: 21,
    equipment_item_name: "Main motor",
    sensor_id: 61,
    sensor_name: "Motor DE",
    every_hours: 500,
    next_due_hours: 1500,
    run_hours: 1230.5,
    hours_left: 269.5,
    title: "Grease the bearings",
    description: null,
    category_id: null,
    category_name: null,
    task_procedure_id: null,
    task_procedure_name: null,
    priority: 2,
    total_minutes: 60,
    is_active: true,
    work_orders: 2,
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-01T09:00:00.000Z",
    ...over,
  };
}

function sensor(id: number, name: string, run_hour_tracking: boolean, run_hours = 0) {
  return { id, name, equipment_item_id: 21, position: id, run_hour_tracking, run_hours };
}

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser() }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "equipments.get": () => ({
      id: 21,
      name: "Main motor",
      plant_id: 3,
      production_line_id: 51,
      machine_id: 41,
      asset_id: null,
      has_breakdown: false,
    }),
    "maintenance.workOrders.list": () => onePage([]),
    "maintenance.workOrders.repairs": () => onePage([]),
    "maintenance.requests.list": () => onePage([]),
    "maintenance.requests.pendingCount": () => ({ count: 0 }),
    "maintenance.categories.options": () => [],
    "maintenance.taskProcedures.options": () => [],
    "maintenance.pmSchedules.list": () => onePage([]),
    "sensors.list": () => onePage([]),
    ...over,
  };
}

describe("preventive maintenance by run hours on the item's maintenance tab", { timeout: 30_000 }, () => {
  it("lists the item's schedules with interval, next due and the sensor's run hours", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() =>
      onePage([
        schedule({}),
        schedule({ id: 2, title: "Change the oil", is_active: false, hours_left: -10, run_hours: 2010 }),
      ]),
    );
    renderApp(
      PATH,
      handlers({
        "maintenance.pmSchedules.list": list,
        "sensors.list": () => onePage([sensor(61, "Motor DE", true, 1230.5)]),
      }),
    );
    const card = await screen.findByTestId("pm-schedules", {}, { timeout: 15_000 });
    expect(await within(card).findByText("Grease the bearings")).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, equipment_item_id: 21 }));
    expect(
      within(card).getByText("Every 500 h · Next due at 1,500 h · Now at 1,230.5 h · Motor DE"),
    ).toBeTruthy();
    expect(within(card).getByText("Active")).toBeTruthy();
    expect(within(card).getByText("Paused")).toBeTruthy();
    // A paused schedule past its hours creates nothing, so it is not flagged as due.
    expect(within(card).queryByText("Due")).toBeNull();
    expect(within(card).getByRole("button", { name: "New schedule" })).toBeTruthy();
    expect(within(card).queryByTestId("pm-no-sensor")).toBeNull();
  });

  it("says so when no sensor of the item tracks run hours, and offers no new schedule", async () => {
    tokenStore.set("live-token");
    renderApp(
      PATH,
      handlers({ "sensors.list": () => onePage([sensor(61, "Motor DE", false), sensor(62, "Fan", false)]) }),
    );
    const card = await screen.findByTestId("pm-schedules", {}, { timeout: 15_000 });
    expect(
      await within(card).findByText("No sensor of this item tracks run hours", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(within(card).getByText("No preventive maintenance on run hours for this item yet.")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "New schedule" })).toBeNull();
  });

  it("creates a schedule on the only run-hour sensor from the dialog's form", async () => {
    tokenStore.set("live-token");
    const create = vi.fn(() => ({ id: 9 }));
    renderApp(
      PATH,
      handlers({
        "sensors.list": () => onePage([sensor(61, "Motor DE", true, 1230.5), sensor(62, "Fan", false)]),
        "maintenance.pmSchedules.create": create,
      }),
    );
    const card = await screen.findByTestId("pm-schedules", {}, { timeout: 15_000 });
    fireEvent.click(await within(card).findByRole("button", { name: "New schedule" }, { timeout: 15_000 }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Grease the bearings" } });
    fireEvent.submit(
      within(dialog)
        .getByLabelText(/^Title/)
        .closest("form") as HTMLFormElement,
    );
    // The interval is required: nothing is sent until it is given.
    expect((await within(dialog).findAllByText("Required")).length).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: /^Every/ }), {
      target: { value: "500" },
    });
    fireEvent.submit(
      within(dialog)
        .getByLabelText(/^Title/)
        .closest("form") as HTMLFormElement,
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          plant_id: 3,
          equipment_item_id: 21,
          sensor_id: 61,
          every_hours: 500,
          title: "Grease the bearings",
          priority: 2,
          total_minutes: 60,
          is_active: true,
        }),
      ),
    );
  });
});
