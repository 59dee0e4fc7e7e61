import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "@/features/signals/band-fixtures";
import type { EquipmentDetails } from "./equipment-form-dialog";
import { KinematicsCard } from "./kinematics-card";
import { details } from "./test-fixtures";

/** Item 101, a pump: six impeller vanes on a 60 Hz motor so far. */
const pump = { ...details, kinematics: { vanes: 6, line_frequency_hz: 60 } } as unknown as EquipmentDetails;

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

async function openForm(save: (input: unknown) => unknown) {
  renderSignedIn(<KinematicsCard item={pump} canEdit />, {
    "analysis.setKinematics": save,
    "equipments.get": () => pump,
  });
  fireEvent.click(screen.getByRole("button", { name: "Edit kinematics" }));
  return screen.findByRole("dialog");
}

describe("the item's kinematics", () => {
  it("shows what is entered and what it is for", () => {
    renderSignedIn(<KinematicsCard item={pump} canEdit={false} />, {});
    const card = screen.getByTestId("kinematics");
    expect(card.textContent).toContain(
      "These place the fault-frequency markers and bands on the item's spectra.",
    );
    const terms = [...card.querySelectorAll("dt")].map((dt) => dt.textContent);
    const values = [...card.querySelectorAll("dd")].map((dd) => dd.textContent);
    expect(terms).toEqual(["Impeller vanes", "Line frequency"]);
    expect(values).toEqual(["6", "60 Hz"]);
    expect(screen.queryByRole("button", { name: "Edit kinematics" })).toBeNull();
  });

  it("saves the entered values, the whole set at once", async () => {
    const save = vi.fn((input: unknown) => ({ status: "ok", data: { id: 101, kinematics: {} }, input }));
    const dialog = await openForm(save);
    expect((within(dialog).getByLabelText("Impeller vanes") as HTMLInputElement).value).toBe("6");
    type(dialog, "Gear teeth", "23");
    type(dialog, "Mating gear teeth", "61");
    type(dialog, "Driver sheave diameter", "150");
    type(dialog, "Driven sheave diameter", "300");
    type(dialog, "Belt length", "1800");
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Line frequency" }));
    fireEvent.click(await screen.findByRole("option", { name: "50 Hz" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]).toEqual([
      {
        equipment_id: 101,
        kinematics: {
          gear_teeth: 23,
          mating_gear_teeth: 61,
          vanes: 6,
          blades: null,
          belt: { driver_diameter_mm: 150, driven_diameter_mm: 300, length_mm: 1800 },
          line_frequency_hz: 50,
        },
      },
    ]);
  });

  it("clears what is emptied, and asks for a belt's missing lengths", async () => {
    const save = vi.fn((input: unknown) => ({ status: "ok", data: { id: 101, kinematics: {} }, input }));
    const dialog = await openForm(save);
    type(dialog, "Impeller vanes", "");
    type(dialog, "Driver sheave diameter", "150");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const driven = within(dialog).getByLabelText("Driven sheave diameter");
    await waitFor(() => expect(driven.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(driven.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Required",
    );
    expect(save).not.toHaveBeenCalled();

    type(dialog, "Driver sheave diameter", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]).toEqual([
      {
        equipment_id: 101,
        kinematics: {
          gear_teeth: null,
          mating_gear_teeth: null,
          vanes: null,
          blades: null,
          belt: null,
          line_frequency_hz: 60,
        },
      },
    ]);
  });
});
