import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const rows = [
  {
    id: 7,
    first_name: "Priya",
    last_name: "Natarajan",
    full_name: "Priya Natarajan",
    email: "plantuser@plantwise.demo",
    role_id: 2,
    role_name: "Plant User",
    company_id: 1,
    company_name: "Northwind Mills",
    last_login_at: null,
    is_active: false,
    plants: [{ id: 1, name: "Hamilton Works" }],
  },
];

describe("users list", () => {
  it("shows name, e-mail, role, plants, last sign-in and status from the server", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => onePage(rows));
    renderApp("/users", {
      "auth.user": () => ({ user: makeUser() }),
      "users.list": list,
      "users.formOptions": () => ({
        roles: [],
        plants: [],
        companies: [],
        distributors: [],
        can_choose_company: false,
      }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    expect(await screen.findByText("Priya Natarajan")).toBeTruthy();
    expect(screen.getByText("plantuser@plantwise.demo")).toBeTruthy();
    expect(screen.getByText("Plant User")).toBeTruthy();
    expect(screen.getByText("Hamilton Works")).toBeTruthy();
    expect(screen.getByText("Never")).toBeTruthy();
    expect(screen.getByText("Inactive")).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 1 })));
  });
});
