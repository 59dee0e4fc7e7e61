import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const options = {
  companies: [{ id: 7, name: "Acme Pulp" }],
  plants: [{ id: 3, name: "Mill North", company_id: 7 }],
  users: [
    { id: 11, first_name: "Nora", last_name: "L", full_name: "Nora L", email: "nora@acme.example" },
    { id: 12, first_name: "Omar", last_name: "K", full_name: "Omar K", email: "omar@acme.example" },
  ],
  can_choose_company: false,
};

describe("team form", () => {
  it("creates a team with the chosen members and no plant", async () => {
    tokenStore.set("live-token");
    const create = vi.fn((input: unknown) => ({ id: 5, ...(input as object), member_ids: [12] }));
    const { currentPath } = renderApp("/teams/new", {
      "auth.user": () => ({ user: makeUser() }),
      "teams.formOptions": () => options,
      "teams.create": create,
      "teams.get": () => ({
        id: 5,
        name: "Night shift",
        plant_id: null,
        company_id: 7,
        member_ids: [12],
        members: [],
      }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Night shift" } });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Omar K" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({ name: "Night shift", plant_id: null, member_ids: [12] });
    await waitFor(() => expect(currentPath()).toBe("/teams/5"));
  });

  it("asks for the word delete before deleting a team with members", async () => {
    tokenStore.set("live-token");
    const remove = vi.fn(() => ({ status: "ok" }));
    renderApp("/teams/5", {
      "auth.user": () => ({ user: makeUser() }),
      "teams.formOptions": () => options,
      "teams.get": () => ({
        id: 5,
        name: "Night shift",
        plant_id: 3,
        company_id: 7,
        member_ids: [11, 12],
        members: [],
      }),
      "teams.delete": remove,
      "teams.list": () => onePage([]),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete team" }));
    expect(await screen.findByText(/2 members/)).toBeTruthy();
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByTestId("confirm-word"), { target: { value: "delete" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 5, confirm: "delete" }));
  });
});
