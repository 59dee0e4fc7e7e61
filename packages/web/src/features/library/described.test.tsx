import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onePage } from "@/test/fixtures";
import { libraryUser, renderSignedIn, SLOW } from "./test-fixtures";

describe("item type categories and applications", SLOW, () => {
  it("lists categories with their descriptions and the shared badge", async () => {
    renderSignedIn("/equipment-types-categories", libraryUser(["equipment_types_categories"], false), {
      "library.categories.list": () =>
        onePage([{ id: 3, company_id: null, name: "Rotating", description: "Motors, pumps and fans" }]),
    });
    expect(await screen.findByText("Rotating")).toBeTruthy();
    // View-only: the edit route would answer "Limited access", so the name is not a link.
    expect(screen.queryByRole("link", { name: "Rotating" })).toBeNull();
    expect(screen.getByText("Motors, pumps and fans")).toBeTruthy();
    expect(screen.getByTestId("shared-badge")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New item type category" })).toBeNull();
  });

  it("shows the empty state with the create action", async () => {
    renderSignedIn("/applications", libraryUser(["applications"]), {
      "library.applications.list": () => onePage([]),
    });
    expect(await screen.findByText("No applications here")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "New application" }).length).toBeGreaterThan(0);
  });

  it("saves an edited company application", async () => {
    const update = vi.fn(() => ({ id: 5 }));
    renderSignedIn("/applications/5", libraryUser(["applications"]), {
      "library.applications.get": () => ({ id: 5, company_id: 7, name: "Pumping", description: null }),
      "library.applications.update": update,
      "library.applications.list": () => onePage([]),
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
