import type { AuthUser } from "@plantwise/api/router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { details as itemDetails } from "@/features/equipment/test-fixtures";
import { serverError } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { fabShopManager, requisitionDetail } from "./requisition-test-fixtures";

const wait = { timeout: 15_000 };

function handlers(user: AuthUser, over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "maintenance.requests.pendingCount": () => ({ count: 0 }),
    "productionLines.list": () => onePage([{ id: 11, name: "Line A", kind: 1, position: 1 }]),
    "machines.list": () => onePage([{ id: 21, name: "Press 1" }]),
    "assets.list": () => onePage([{ id: 31, name: "Drive end" }]),
    "equipments.list": () => onePage([{ id: 101, name: "Main drive motor" }]),
    "equipments.get": () => itemDetails,
    "maintenance.vendors.options": () => [{ id: 4, name: "SKF Canada" }],
    "requisitions.get": () => requisitionDetail(),
    ...over,
  };
}

function open(path: string, user: AuthUser, over: Record<string, (input: unknown) => unknown> = {}) {
  tokenStore.set("live-token");
  return renderApp(path, handlers(user, over));
}

const actionButtons = () =>
  screen.queryAllByTestId(/^requisition-action-/).map((b) => b.getAttribute("data-testid"));

describe("requisition page", { timeout: 30_000 }, () => {
  it("offers one button per action the caller may take, and edit and delete only when allowed", async () => {
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () =>
        requisitionDetail({ actions: ["approve", "deny", "on-hold"], can_edit: true }),
    });
    expect(await screen.findByTestId("requisition-status", {}, wait)).toBeTruthy();
    expect(screen.getByTestId("requisition-status").textContent).toContain("Pending");
    expect(actionButtons()).toEqual([
      "requisition-action-approve",
      "requisition-action-deny",
      "requisition-action-on-hold",
    ]);
    expect(screen.getByRole("button", { name: "Put on hold" })).toBeTruthy();
    expect(screen.getByTestId("requisition-edit")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    // The fields, who raised it, and its history.
    expect(screen.getByRole("heading", { name: "#12 · Spare bearing set" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Main drive motor" }).getAttribute("href")).toBe(
      "/equipments/101/details/main",
    );
    expect(screen.getByText("SKF Canada")).toBeTruthy();
    expect(within(screen.getByTestId("requisition-history")).getByText(/Created by Ana Ruiz/)).toBeTruthy();
  });

  it("shows no action, edit or delete when none is allowed", async () => {
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () => requisitionDetail({ status: 3, actions: [], can_edit: false }),
    });
    expect((await screen.findByTestId("requisition-status", {}, wait)).textContent).toContain("Completed");
    expect(actionButtons()).toEqual([]);
    expect(screen.queryByTestId("requisition-edit")).toBeNull();
    expect(screen.queryByTestId("requisition-attachment-upload")).toBeNull();
  });

  it("approves, says so and reloads the details", async () => {
    let status = 0;
    const get = vi.fn(() =>
      requisitionDetail({ status, actions: status === 0 ? ["approve", "deny"] : ["unapprove", "take"] }),
    );
    const approve = vi.fn(() => {
      status = 1;
      return requisitionDetail({ status: 1 });
    });
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": get,
      "requisitions.approve": approve,
    });
    fireEvent.click(await screen.findByTestId("requisition-action-approve", {}, wait));
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ id: 12 }));
    expect(await screen.findByText("Requisition approved")).toBeTruthy();
    await waitFor(() =>
      expect(actionButtons()).toEqual(["requisition-action-unapprove", "requisition-action-take"]),
    );
    expect(screen.getByTestId("requisition-status").textContent).toContain("Approved");
  });

  it("asks a reason to deny and sends nothing without one", async () => {
    const deny = vi.fn(() => requisitionDetail({ status: 2 }));
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () => requisitionDetail({ actions: ["approve", "deny"] }),
      "requisitions.deny": deny,
    });
    fireEvent.click(await screen.findByTestId("requisition-action-deny", {}, wait));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Deny this requisition?")).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId("requisition-action-confirm"));
    expect(await within(dialog).findByText("Give a reason")).toBeTruthy();
    expect(deny).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: "  No budget this quarter " },
    });
    fireEvent.click(within(dialog).getByTestId("requisition-action-confirm"));
    await waitFor(() => expect(deny).toHaveBeenCalledWith({ id: 12, reason: "No budget this quarter" }));
    expect(await screen.findByText("Requisition denied")).toBeTruthy();
  });

  it("shows the server's refusal of an action", async () => {
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () => requisitionDetail({ actions: ["approve"] }),
      "requisitions.approve": () => {
        throw serverError(
          "Cannot approve a requisition that is completed (only one that is pending or on hold)",
          409,
          "CONFLICT",
        );
      },
    });
    fireEvent.click(await screen.findByTestId("requisition-action-approve", {}, wait));
    expect(await screen.findByText(/Cannot approve a requisition that is completed/)).toBeTruthy();
    expect(screen.getByTestId("requisition-status").textContent).toContain("Pending");
  });

  it("completes with the actual cost, the savings and notes", async () => {
    const complete = vi.fn(() => requisitionDetail({ status: 3 }));
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () =>
        requisitionDetail({ status: 4, actions: ["on-hold", "complete", "conclude"] }),
      "requisitions.complete": complete,
    });
    fireEvent.click(await screen.findByTestId("requisition-action-complete", {}, wait));
    const dialog = await screen.findByRole("dialog");
    // The expected savings and the estimated cost are where the figures start.
    expect((within(dialog).getByTestId("requisition-cost-savings") as HTMLInputElement).value).toBe("1200");
    fireEvent.change(within(dialog).getByTestId("requisition-cost"), { target: { value: "212.5" } });
    fireEvent.change(within(dialog).getByTestId("requisition-notes"), { target: { value: "Fitted both" } });
    fireEvent.click(within(dialog).getByTestId("requisition-action-confirm"));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({
        id: 12,
        cost: 212.5,
        cost_savings: 1200,
        completion_notes: "Fitted both",
      }),
    );
    expect(await screen.findByText("Requisition completed")).toBeTruthy();
  });

  it("shows the reason of a denial and the saved ROI calculation", async () => {
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () =>
        requisitionDetail({
          status: 2,
          status_reason: "Duplicate of #9",
          events: [
            {
              id: 2,
              event: "denied",
              action: "deny",
              from_status: 0,
              to_status: 2,
              user_id: 7,
              user_name: "Priya Natarajan",
              note: "Duplicate of #9",
              created_at: "2026-03-02T09:00:00.000Z",
            },
          ],
          roi_calculation: {
            inputs: {
              downtime_hours_per_year: 40,
              cost_per_downtime_hour: 500,
              horizon_years: 3,
              repair: { parts_cost: 100, labour_hours: 2, labour_rate: 50, remaining_downtime_hours: 10 },
              replace: { parts_cost: 900, labour_hours: 4, labour_rate: 50, remaining_downtime_hours: 0 },
            },
            chosen: "repair",
            roi_final: 2150,
            payback_months: 0.6,
            saved_at: "2026-03-02T10:00:00.000Z",
            saved_by: 42,
          },
        }),
    });
    expect((await screen.findByTestId("requisition-status-reason", {}, wait)).textContent).toContain(
      "Duplicate of #9",
    );
    const history = screen.getByTestId("requisition-history");
    expect(within(history).getByText(/Denied by Priya Natarajan$/)).toBeTruthy();
    expect(within(history).getByText("Duplicate of #9")).toBeTruthy();
    const roi = screen.getByTestId("requisition-roi");
    expect(within(roi).getByText("Repair")).toBeTruthy();
    expect(within(roi).getByText("0.6 months")).toBeTruthy();
  });

  it("edits a requisition in place and shows it again once saved", async () => {
    const update = vi.fn((_input: unknown) => requisitionDetail({ title: "Spare bearing set, sealed" }));
    open("/requisitions/12", fabShopManager(), {
      "requisitions.get": () => requisitionDetail({ can_edit: true, actions: ["approve"] }),
      "requisitions.update": update,
    });
    fireEvent.click(await screen.findByTestId("requisition-edit", {}, wait));
    const title = (await screen.findByLabelText(/Title/)) as HTMLInputElement;
    expect(title.value).toBe("Spare bearing set");
    expect(screen.getByTestId("requisition-vendor").textContent).toContain("SKF Canada");
    expect(actionButtons()).toEqual([]);
    fireEvent.change(title, { target: { value: "Spare bearing set, sealed" } });
    fireEvent.submit(title.closest("form") as HTMLFormElement);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        id: 12,
        equipment_item_id: 101,
        request_type: 1,
        work_type: null,
        priority_reason: "production_loss",
        title: "Spare bearing set, sealed",
        quantity: 2,
        estimated_cost: 180,
        vendor_id: 4,
        cost_savings: 1200,
        needed_by: "2026-04-01",
      }),
    );
    expect(await screen.findByText("Requisition saved")).toBeTruthy();
    expect(await screen.findByTestId("requisition-action-approve")).toBeTruthy();
  });

  it("words the page in Spanish", async () => {
    open("/requisitions/12", fabShopManager({ language: 2 }), {
      "requisitions.get": () =>
        requisitionDetail({ actions: ["approve", "deny", "on-hold"], can_edit: true }),
    });
    expect(await screen.findByRole("button", { name: "Aprobar" }, wait)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Denegar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Poner en espera" })).toBeTruthy();
    expect(screen.getByTestId("requisition-status").textContent).toContain("Pendiente");
    expect(screen.getByText("Solicitud de compra", { selector: "dd" })).toBeTruthy();
    expect(screen.getByText("Historial")).toBeTruthy();
  });

  it("prefills a new service request from the item's tab and creates it", async () => {
    const create = vi.fn((_input: unknown) => requisitionDetail({ id: 31, request_type: 2 }));
    const { currentPath } = open("/requisitions/new?item=101&type=2", fabShopManager(), {
      "requisitions.create": create,
      "requisitions.get": () => requisitionDetail({ id: 31, request_type: 2, work_type: "repair" }),
    });
    const title = await screen.findByLabelText(/Title/, {}, wait);
    expect(screen.getByTestId("requisition-item").textContent).toContain("Main drive motor");
    expect(screen.getByTestId("requisition-request-type").textContent).toContain("Service request");
    // A service request needs its work type and every requisition a priority reason.
    fireEvent.change(title, { target: { value: "Rewind the motor" } });
    fireEvent.submit(title.closest("form") as HTMLFormElement);
    expect((await screen.findAllByText("Required")).length).toBeGreaterThanOrEqual(2);
    expect(create).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId("requisition-work-type"));
    fireEvent.click(await screen.findByRole("option", { name: "Repair" }));
    fireEvent.click(screen.getByTestId("requisition-priority"));
    fireEvent.click(await screen.findByRole("option", { name: "Production loss" }));
    fireEvent.submit(title.closest("form") as HTMLFormElement);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toEqual([
      expect.objectContaining({
        equipment_item_id: 101,
        request_type: 2,
        work_type: "repair",
        priority_reason: "production_loss",
        title: "Rewind the motor",
        quantity: 1,
      }),
    ]);
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty("machine_id");
    expect(await screen.findByText("Requisition created")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/requisitions/31"));
  });
});
