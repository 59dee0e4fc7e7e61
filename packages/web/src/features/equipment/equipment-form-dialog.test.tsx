import type { AuthUser } from "@plantwise/api/router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { itemType, typeOption } from "@/features/library/test-fixtures";
import { setLanguage } from "@/i18n";
import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { en as equipmentEn, es as equipmentEs } from "./i18n";
import { equipmentHandlers } from "./test-fixtures";

const slow = { timeout: 30_000 };
const wait = { timeout: 8000 };

const view = (app_section: string) =>
  ({
    app_section,
    is_viewing: true,
    is_creating: false,
    is_updating: false,
    is_deleting: false,
    is_archiving: false,
  }) as (typeof plantAdminRole.permissions)[number];

/** A plant admin who may also read the item types and the part numbers. */
const librarian: AuthUser = makeUser({
  role: {
    ...plantAdminRole,
    permissions: [...plantAdminRole.permissions, view("equipment_types"), view("part_numbers")],
  },
});

/** "Motor" with an optional power (kW), an optional enclosure list and its rated speed (RPM). */
const motor = itemType(
  [
    typeOption({ id: 1, equipment_type_id: 5, position: 0 }),
    typeOption({
      id: 2,
      equipment_type_id: 5,
      name: "Enclosure",
      unit: null,
      value_kind: 1,
      is_card: false,
      position: 1,
      values: [
        { id: 21, value: "IP55", position: 0 },
        { id: 22, value: "IP65", position: 1 },
      ],
    }),
    typeOption({
      id: 3,
      equipment_type_id: 5,
      name: "Rated speed",
      unit: "RPM",
      value_kind: 1,
      is_card: false,
      is_rpm: true,
      position: 2,
      values: [
        { id: 31, value: "3550", position: 0 },
        { id: 32, value: "1780", position: 1 },
      ],
    }),
  ],
  { id: 5, company_id: null, items_count: 1 },
);

const modelRow = (id: number, name: string, part_number: string, rated_rpm: number | null) => ({
  id,
  company_id: null,
  brand_id: 8,
  brand_name: "Siemens",
  equipment_type_id: 5,
  type_name: "Motor",
  name,
  part_number,
  rated_rpm,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});
const models = [
  modelRow(9, "1LE1", "1LE1", 1480),
  modelRow(10, "W22 15 kW 4-pole", "01518ET3E254T-W22", 1780),
];

const partNumberDetails = (input: unknown) => {
  const id = (input as { id: number }).id;
  const row = models.find((m) => m.id === id)!;
  return {
    ...row,
    description: null,
    de_bearing_id: null,
    nde_bearing_id: null,
    specifications: id === 10 ? [{ label: "Power", value: "15 kW" }] : [],
    items_count: 0,
    bearings: { de: null, nde: null },
  };
};

function handlers(overrides: FakeHandlers = {}, user: AuthUser = librarian): FakeHandlers {
  return equipmentHandlers(user, {
    "library.types.list": () => ({
      data: [motor],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
    }),
    "library.brands.list": () => ({
      data: [{ id: 8, company_id: null, name: "Siemens", website: null }],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
    }),
    "library.brandModels.list": () => ({
      data: models,
      meta: { current_page: 1, last_page: 1, per_page: 100, total: models.length },
    }),
    "library.brandModels.get": partNumberDetails,
    ...overrides,
  });
}

async function choose(container: HTMLElement, field: string, option: string) {
  fireEvent.click(within(container).getByRole("combobox", { name: field }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

/** Zod's own English, which no field may show. */
const ZOD_ENGLISH = /Invalid input|expected|received/;

afterEach(() => setLanguage("en", { persist: false }));

describe("the new-item form's options", () => {
  it("shows no error under optional options left empty, in either language", slow, async () => {
    for (const language of ["en", "es"] as const) {
      tokenStore.set("live-token");
      const create = vi.fn(() => ({ id: 200 }));
      const words = (language === "en" ? equipmentEn : equipmentEs).equipment;
      const page = renderApp(
        "/dashboard/equipments",
        handlers({ "equipments.create": create }, { ...librarian, language: language === "en" ? 1 : 2 }),
      );
      fireEvent.click(await screen.findByRole("button", { name: words.create }, wait));
      const dialog = await screen.findByRole("dialog");
      await choose(dialog, words.type, "Motor");
      const options = await within(dialog).findByTestId("option-fields", {}, wait);
      fireEvent.click(within(dialog).getByRole("button", { name: language === "en" ? "Create" : "Crear" }));
      // The name is required and says so; the options, all optional, say nothing.
      expect(
        await within(dialog).findAllByText(language === "en" ? "Required" : "Obligatorio"),
      ).not.toHaveLength(0);
      expect(options.querySelectorAll("[data-testid$='-error']")).toHaveLength(0);
      expect(dialog.textContent).not.toMatch(ZOD_ENGLISH);
      expect(create).not.toHaveBeenCalled();
      page.unmount();
    }
  });
});

describe("the item form and its part number", () => {
  it("fills the options from the part number chosen", slow, async () => {
    tokenStore.set("live-token");
    const update = vi.fn(() => ({ id: 101 }));
    renderApp("/equipments/101/details/main", handlers({ "equipments.update": update }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit item" }, wait));
    const dialog = await screen.findByRole("dialog");
    const options = await within(dialog).findByTestId("option-fields", {}, wait);
    // The item's own part number keeps the values it was saved with.
    expect((within(options).getByLabelText("Power (kW)") as HTMLInputElement).value).toBe("75");

    await choose(dialog, "Part number", "W22 15 kW 4-pole (01518ET3E254T-W22)");
    await waitFor(() =>
      expect((within(options).getByLabelText("Power (kW)") as HTMLInputElement).value).toBe("15"),
    );
    expect(within(options).getByRole("combobox", { name: "Rated speed (RPM)" }).textContent).toBe("1780");

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(screen.queryByTestId("save-confirmation")).toBeNull();
    expect(update.mock.calls[0]).toEqual([
      expect.objectContaining({
        brand_model_id: 10,
        option_values: [
          { option_id: 1, value: "15" },
          { option_id: 3, option_value_id: 32 },
        ],
      }),
    ]);
  });

  it("asks before saving a value that contradicts the part number", slow, async () => {
    tokenStore.set("live-token");
    const update = vi.fn(() => ({ id: 101 }));
    renderApp("/equipments/101/details/main", handlers({ "equipments.update": update }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit item" }, wait));
    const dialog = await screen.findByRole("dialog");
    const options = await within(dialog).findByTestId("option-fields", {}, wait);
    await choose(dialog, "Part number", "W22 15 kW 4-pole (01518ET3E254T-W22)");
    await waitFor(() =>
      expect(within(options).getByRole("combobox", { name: "Rated speed (RPM)" }).textContent).toBe("1780"),
    );
    await choose(options, "Rated speed (RPM)", "3550");

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const question = await within(dialog).findByRole("alertdialog");
    expect(question.textContent).toContain("The part number says 1,780 RPM; save 3,550 RPM anyway?");
    expect(update).not.toHaveBeenCalled();

    // Cancel keeps the form as it is, unsaved.
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).queryByRole("alertdialog")).toBeNull();
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    fireEvent.click(
      within(await within(dialog).findByRole("alertdialog")).getByRole("button", { name: "Save anyway" }),
    );
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]).toEqual([
      expect.objectContaining({
        option_values: expect.arrayContaining([{ option_id: 3, option_value_id: 31 }]),
      }),
    ]);
  });
});
