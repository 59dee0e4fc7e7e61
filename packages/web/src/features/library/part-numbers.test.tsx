import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FakeHandlers } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { itemType, libraryUser, renderSignedIn, SLOW } from "./test-fixtures";

const sections = ["part_numbers", "brands", "equipment_types", "library"];
const options = {
  "library.brands.list": () =>
    onePage([{ id: 1, company_id: null, name: "WEG", website: null, models_count: 1 }]),
  "library.types.list": () => onePage([itemType([], { company_id: null })]),
  "library.bearings.list": () =>
    onePage([{ id: 8, company_id: null, brand_id: 2, brand_name: "SKF", designation: "6309-2Z" }]),
};

const bearing = {
  id: 8,
  designation: "6309-2Z",
  ball_count: 8,
  ball_diameter_mm: 17.46,
  pitch_diameter_mm: 72.5,
  contact_angle_deg: 0,
  frequencies: { ftf: 0.38, bpfo: 3.04, bpfi: 4.96, bsf: 1.96 },
};
const model = {
  id: 12,
  company_id: 7,
  brand_id: 1,
  brand_name: "WEG",
  equipment_type_id: 4,
  type_name: "Motor",
  name: "W22 75 kW",
  part_number: "W22-280S",
  description: null,
  rated_rpm: 1780,
  de_bearing_id: 8,
  nde_bearing_id: null,
  specifications: [{ label: "Voltage", value: "460 V" }],
  items_count: 3,
  bearings: { de: bearing, nde: null },
};

/** The app at `path` for a user of the part-number screens, with the pick lists answered. */
const open = (path: string, handlers: FakeHandlers) =>
  renderSignedIn(path, libraryUser(sections), { ...options, ...handlers });

describe("part numbers", SLOW, () => {
  it("lists part numbers with brand and type, and sends the brand filter", async () => {
    const list = vi.fn(() => onePage([model]));
    open("/brand-models", {
      "library.brandModels.list": list,
    });
    const link = await screen.findByRole("link", { name: "W22-280S" });
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("WEG")).toBeTruthy();
    expect(within(row).getByText("Motor")).toBeTruthy();
    expect(within(row).getByText("1780 RPM")).toBeTruthy();
    expect(link.getAttribute("href")).toBe("/brand-models/12/details");
  });

  it("shows bearings with their defect-frequency multiples and the items count", async () => {
    open("/brand-models/12/details", {
      "library.brandModels.get": () => model,
    });
    const row = await screen.findByTestId("bearing-row");
    expect(within(row).getByText("6309-2Z")).toBeTruthy();
    expect(within(row).getByText("3.04×")).toBeTruthy();
    expect(within(row).getByText("4.96×")).toBeTruthy();
    expect(screen.getByTestId("items-count").textContent).toBe("3");
    expect(screen.getByText("460 V")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Edit/ })).toBeTruthy();
  });

  it("edits a part number's specifications and saves them with the rest", async () => {
    const update = vi.fn(() => ({ id: 12 }));
    open("/brand-models/12", {
      "library.brandModels.get": () => model,
      "library.brandModels.update": update,
      "library.brandModels.list": () => onePage([]),
    });
    expect(((await screen.findByLabelText(/^Part number/)) as HTMLInputElement).value).toBe("W22-280S");
    fireEvent.click(screen.getByRole("button", { name: "Add specification" }));
    const rows = screen.getAllByTestId("spec-row");
    expect(rows).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(rows[1] as HTMLElement).findByText("Required")).toBeTruthy();
    fireEvent.change(within(rows[1] as HTMLElement).getByLabelText(/^Label/), { target: { value: "Frame" } });
    fireEvent.change(within(rows[1] as HTMLElement).getByLabelText(/^Value/), {
      target: { value: "280S/M" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    // The form sends the part number's own fields, the new specification last.
    const { company_id, brand_name, type_name, items_count, bearings, ...fields } = model;
    expect(update.mock.calls[0]).toEqual([
      { ...fields, specifications: [...fields.specifications, { label: "Frame", value: "280S/M" }] },
    ]);
  });
});
