import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onePage } from "@/test/fixtures";
import { libraryUser, renderSignedIn, SLOW } from "./test-fixtures";

const rows = [
  { id: 1, company_id: null, name: "ABB", website: "https://new.abb.com", models_count: 4 },
  { id: 2, company_id: 7, name: "Acme Motors", website: null, models_count: 0 },
];

describe("brands", SLOW, () => {
  it("lists shared and company brands with their part-number counts", async () => {
    renderSignedIn("/brands", libraryUser(["brands"]), { "library.brands.list": () => onePage(rows) });
    const abb = await screen.findByRole("link", { name: "ABB" });
    const row = abb.closest("tr") as HTMLElement;
    expect(within(row).getByText("Shared library")).toBeTruthy();
    expect(within(row).getByText("4")).toBeTruthy();
    const acme = screen.getByRole("link", { name: "Acme Motors" }).closest("tr") as HTMLElement;
    expect(within(acme).getByText("Company")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "New brand" }).length).toBeGreaterThan(0);
  });

  it("hides the create button and the form links from a view-only user", async () => {
    renderSignedIn("/brands", libraryUser(["brands"], false), { "library.brands.list": () => onePage(rows) });
    await screen.findByText("ABB");
    expect(screen.queryByRole("link", { name: "ABB" })).toBeNull();
    expect(screen.queryByRole("link", { name: "New brand" })).toBeNull();
  });

  it("asks for a name, then creates the brand and opens it", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    const { currentPath } = renderSignedIn("/brands/new", libraryUser(["brands"]), {
      "library.brands.create": create,
      "library.brands.get": () => ({
        id: 9,
        company_id: 7,
        name: "SKF",
        website: null,
        notes: null,
        models_count: 0,
        items_count: 0,
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "SKF" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toEqual([{ name: "SKF", website: null, notes: null }]);
    await waitFor(() => expect(currentPath()).toBe("/brands/9"));
  });

  it("shows a shared brand read-only to a customer, without delete", async () => {
    renderSignedIn("/brands/1", libraryUser(["brands"]), {
      "library.brands.get": () => ({
        id: 1,
        company_id: null,
        name: "ABB",
        website: "https://new.abb.com",
        notes: null,
        models_count: 4,
        items_count: 12,
      }),
    });
    expect(await screen.findByText(/belongs to the shared library/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it("says why a brand in use cannot be deleted, and deletes an unused one", async () => {
    const remove = vi.fn(() => ({ status: "ok" }));
    const brand = { id: 2, company_id: 7, name: "Acme Motors", website: null, notes: null, items_count: 0 };
    const first = renderSignedIn("/brands/2", libraryUser(["brands"]), {
      "library.brands.get": () => ({ ...brand, models_count: 3 }),
    });
    expect(await screen.findByText(/In use by 3 part numbers/)).toBeTruthy();
    first.unmount();
    const { currentPath } = renderSignedIn("/brands/2", libraryUser(["brands"]), {
      "library.brands.get": () => ({ ...brand, models_count: 0 }),
      "library.brands.delete": remove,
      "library.brands.list": () => onePage([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));
    await waitFor(() => expect(currentPath()).toBe("/brands"));
  });
});
