import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { equipmentHandlers, viewerUser } from "./test-fixtures";

describe("equipment list", () => {
  it("shows the plant's items as cards with place, health and breakdown", { timeout: 20_000 }, async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/equipments", equipmentHandlers());
    const cards = await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    expect(cards).toHaveLength(2);
    const motor = cards[0]!;
    expect(within(motor).getByText("Main drive motor")).toBeTruthy();
    expect(within(motor).getByText("Siemens · 1LE1")).toBeTruthy();
    expect(within(motor).getByText("Mill North › Line A › Press 1 › Drive end")).toBeTruthy();
    expect(within(motor).getByText("Breakdown")).toBeTruthy();
    expect(within(motor).getByText("No data")).toBeTruthy();
    expect(within(cards[1]!).getByText("Store room: Main store")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New item" })).toBeTruthy();
  });

  it("hides the create button from a user who may only view", { timeout: 20_000 }, async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/equipments", equipmentHandlers(viewerUser()));
    await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    expect(screen.queryByRole("button", { name: "New item" })).toBeNull();
  });
});
