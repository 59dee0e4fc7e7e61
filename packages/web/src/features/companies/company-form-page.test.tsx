import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { validationError } from "@/test/fake-trpc";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const all = (app_section: string) => ({
  app_section,
  is_viewing: true,
  is_creating: true,
  is_updating: true,
  is_deleting: true,
  is_archiving: true,
});

const staff = makeUser({
  company_id: null,
  company: null,
  role: {
    ...plantAdminRole,
    type: 1,
    platform_role: 1,
    permissions: [all("companies"), all("distributors")],
  },
} as never);

const northwind = {
  id: 1,
  name: "Northwind Mills",
  billing_plan: "Enterprise",
  renewal_date: "2027-06-30",
  region: "Canada",
  enabled_menu_sections: null,
  distributor_id: 5,
  distributor_name: "Prairie Industrial Supply",
  archived_at: null,
  plants_count: 2,
  users_count: 6,
};

function renderForm(update: (input: unknown) => unknown) {
  // Signed in: the app asks the (fake) server for the user behind this token.
  tokenStore.set("test-token");
  return renderApp("/companies/1", {
    "auth.user": () => ({ user: staff }),
    "companies.get": () => northwind,
    "distributors.options": () => [{ id: 5, name: "Prairie Industrial Supply" }],
    "companies.update": update,
  });
}

describe("company form", () => {
  it("stores every optional menu entry on as null, and one switched off as the list of the others", async () => {
    const update = vi.fn((input: unknown) => ({ id: (input as { id: number }).id }));
    renderForm(update);
    const oee = await screen.findByRole("checkbox", { name: "Processes (OEE)" });
    expect(oee.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toMatchObject({
      id: 1,
      name: "Northwind Mills",
      distributor_id: 5,
      renewal_date: "2027-06-30",
      enabled_menu_sections: null,
    });

    fireEvent.click(oee);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const sections = (update.mock.calls[1]![0] as { enabled_menu_sections: string[] }).enabled_menu_sections;
    expect(sections).not.toContain("oee");
    expect(sections).toContain("rfqs");
    expect((await screen.findAllByText("Company saved")).length).toBeGreaterThan(0);
  });

  it("shows the server's duplicate-name message on the name field", async () => {
    renderForm(() => {
      throw validationError('name: A company named "Southridge Foods" already exists');
    });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    fireEvent.change(name, { target: { value: "Southridge Foods" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText('A company named "Southridge Foods" already exists')).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });
});
