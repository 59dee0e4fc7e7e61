import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { libraryUser, meta, SLOW } from "./test-fixtures";

describe("item type categories and applications", SLOW, () => {
  it("lists categories with their descriptions and the shared badge", async () => {
    tokenStore.set("live-token");
    renderApp("/equipment-types-categories", {
      "auth.user": () => ({ user: libraryUser(["equipment_types_categories"], false) }),
      "library.categories.list": () => ({
        data: [{ id: 3, company_id: null, name: "Rotating", description: "Motors, pumps and fans" }],
        meta: meta(1),
      }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    expect(await screen.findByText("Rotating")).toBeTruthy();
    // View-only: the edit route would answer "Limited access", so the name is not a link.
    expect(screen.queryByRole("link", { name: "Rotating" })).toBeNull();
    expect(screen.getByText("Motors, pumps and fans")).toBeTruthy();
    expect(screen.getByTestId("shared-badge")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New item type category" })).toBeNull();
  });

  it("shows the empty state with the create action", async () => {
    tokenStore.set("live-token");
    renderApp("/applications", {
      "auth.user": () => ({ user: libraryUser(["applications"]) }),
      "library.applications.list": () => ({ data: [], meta: meta(0) }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    expect(await screen.findByText("No applications here")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "New application" }).length).toBeGreaterThan(0);
  });

  it("saves an edited company application", async () => {
    tokenStore.set("live-token");
    const update = vi.fn(() => ({ id: 5 }));
    renderApp("/applications/5", {
      "auth.user": () => ({ user: libraryUser(["applications"]) }),
      "library.applications.get": () => ({ id: 5, company_id: 7, name: "Pumping", description: null }),
      "library.applications.update": update,
      "library.applications.list": () => ({ data: [], meta: meta(0) }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe("Pumping");
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: "Water and slurry" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ id: 5, name: "Pumping", description: "Water and slurry" }),
    );
  });
});
