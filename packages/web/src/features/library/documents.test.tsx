import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FakeHandlers } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { libraryUser, renderSignedIn, SLOW } from "./test-fixtures";

const doc = {
  id: 3,
  company_id: null,
  title: "W22 installation manual",
  kind: 1,
  description: null,
  url: "https://example.com/w22.pdf",
  file_name: null,
  original_name: null,
  mime_type: null,
  size_bytes: null,
  brand_id: 1,
  brand_name: "WEG",
  brand_model_id: null,
  brand_model_name: null,
  equipment_type_id: null,
  type_name: null,
  created_at: "2026-01-01T00:00:00.000Z",
};
/** The library screen for a user of documents, brands and part numbers, with WEG to link to. */
const open = (handlers: FakeHandlers) =>
  renderSignedIn("/library", libraryUser(["library", "brands", "part_numbers"]), {
    "library.brands.list": () =>
      onePage([{ id: 1, company_id: null, name: "WEG", website: null, models_count: 0 }]),
    "library.brandModels.list": () => onePage([]),
    ...handlers,
  });

describe("library documents", SLOW, () => {
  it("lists documents with kind, links and an open link", async () => {
    open({
      "library.documents.list": () => onePage([doc]),
    });
    await screen.findByRole("button", { name: "W22 installation manual" });
    await screen.findByText("Manual");
    const row = screen.getByRole("button", { name: "W22 installation manual" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Manual")).toBeTruthy();
    expect(within(row).getByText("WEG")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Open link" }).getAttribute("href")).toBe(doc.url);
    expect(within(row).getByText("Shared library")).toBeTruthy();
  });

  it("creates a document in a dialog and checks the link", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    open({
      "library.documents.list": () => onePage([]),
      "library.documents.create": create,
    });
    fireEvent.click((await screen.findAllByRole("button", { name: "New document" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Pump curve" } });
    fireEvent.change(within(dialog).getByLabelText(/^Link/), { target: { value: "not a link" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Enter a valid http(s) address")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Link/), {
      target: { value: "https://example.com/curve.pdf" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        title: "Pump curve",
        kind: 1,
        url: "https://example.com/curve.pdf",
        description: null,
        brand_id: null,
        brand_model_id: null,
        equipment_type_id: null,
      }),
    );
  });
});
