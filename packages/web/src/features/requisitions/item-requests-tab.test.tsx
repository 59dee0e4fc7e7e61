import type { AuthUser } from "@plantwise/api/router";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { fabShopManager, requisitionRow, viewingTechnician } from "./requisition-test-fixtures";

const wait = { timeout: 15_000 };

function open(path: string, user: AuthUser, list: (input: unknown) => unknown) {
  tokenStore.set("live-token");
  return renderApp(
    path,
    equipmentHandlers(user, {
      "maintenance.requests.pendingCount": () => ({ count: 0 }),
      "requisitions.list": list,
    }),
  );
}

describe("the item's purchase and service tabs", { timeout: 30_000 }, () => {
  it("lists the item's purchase requests, each linking to its page", async () => {
    const list = vi.fn(() =>
      onePage([
        requisitionRow({ id: 12, title: "Spare bearing set", status: 1 }),
        requisitionRow({ id: 14, title: "New coupling", status: 0, needed_by: null }),
      ]),
    );
    open("/equipments/101/details/quote", fabShopManager(), list);
    const tab = await screen.findByTestId("item-requests", {}, wait);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ equipment_item_id: 101, request_type: 1 }));
    expect(within(tab).getByText("Purchase requests for this item")).toBeTruthy();
    const link = within(tab).getByRole("link", { name: "#12 · Spare bearing set" });
    expect(link.getAttribute("href")).toBe("/requisitions/12");
    expect(within(tab).getByRole("link", { name: "#14 · New coupling" }).getAttribute("href")).toBe(
      "/requisitions/14",
    );
    expect(
      within(tab)
        .getAllByTestId("requisition-status")
        .map((b) => b.textContent),
    ).toEqual(["Approved", "Pending"]);
    expect(screen.getByRole("link", { name: "New purchase request" }).getAttribute("href")).toBe(
      "/requisitions/new?item=101&type=1",
    );
  });

  it("says the service tab is empty and offers a new service request", async () => {
    const list = vi.fn(() => onePage([]));
    open("/equipments/101/details/service", fabShopManager(), list);
    const empty = await screen.findByTestId("item-requests-empty", {}, wait);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ equipment_item_id: 101, request_type: 2 }));
    expect(within(empty).getByText("No service requests for this item")).toBeTruthy();
    expect(within(empty).getByRole("link", { name: "New service request" }).getAttribute("href")).toBe(
      "/requisitions/new?item=101&type=2",
    );
  });

  it("offers no new request to a role that may not raise one", async () => {
    open("/equipments/101/details/service", viewingTechnician(), () => onePage([]));
    expect(await screen.findByTestId("item-requests-empty", {}, wait)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New service request" })).toBeNull();
  });

  it("words the tab in Spanish", async () => {
    open("/equipments/101/details/quote", fabShopManager({ language: 2 }), () =>
      onePage([requisitionRow({ status: 5 })]),
    );
    const tab = await screen.findByTestId("item-requests", {}, wait);
    expect(within(tab).getByText("Solicitudes de compra de este ítem")).toBeTruthy();
    expect(within(tab).getByTestId("requisition-status").textContent).toBe("En espera");
    expect(screen.getByRole("link", { name: "Nueva solicitud de compra" })).toBeTruthy();
  });
});
