import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validationError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { windowWidth } from "@/test/window-width";
import { band, bpfoBand, libraryBand, renderSignedIn } from "./band-fixtures";
import { BandsCard } from "./bands-card";

/** Zones 5.08 / 7.62 mm/s: 0.2 / 0.3 in/s to an imperial user. */
const ownBand = band({ warning_zone: 5.08, alarm_zone: 7.62 });

/** Sensor 11's card: its own band, its item type's BPFO band and the library's mesh window. */
function openSensorCard(more: Record<string, (input: unknown) => unknown> = {}, user = makeUser()) {
  const bands = vi.fn((_input: unknown) => [ownBand, bpfoBand, libraryBand]);
  renderSignedIn(<BandsCard sensorId={11} canEdit />, { "analysis.bands": bands, ...more }, { user });
  return bands;
}

const rowTexts = async () =>
  (await screen.findAllByTestId("band-row")).map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent),
  );

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(within(dialog).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

let restoreWidth: (() => void) | null = null;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = null;
});

describe("a sensor's spectral bands", () => {
  it("lists each band, its spectrum and zones in the user's unit, and where it comes from", async () => {
    const bands = openSensorCard({}, makeUser({ measuring_system: 2 }));
    expect(await rowTexts()).toEqual([
      [
        "1× running speed",
        "0.8–1.2 ×",
        "Velocity (in/s)",
        "0.2 in/s",
        "0.3 in/s",
        "Active",
        "This sensor",
        "",
      ],
      ["BPFO ± 2 % (envelope)", "BPFO ± 2 %", "Envelope (gE)", "0.5 gE", "—", "Active", "Item type", ""],
      ["Mesh window", "20–30 Hz", "Acceleration (g)", "—", "—", "Inactive", "Shared library", ""],
    ]);
    expect(bands.mock.calls[0]).toEqual([{ sensor_id: 11 }]);
    // A plant admin changes the sensor's own band, not the item type's nor the library's.
    expect(
      screen.getAllByRole("button", { name: /^Edit / }).map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit 1× running speed"]);
    expect(screen.getAllByRole("button", { name: /^Delete / })).toHaveLength(1);
  });

  it("creates a fault band: tolerance for a fault basis, low and high edges otherwise", async () => {
    const created = band({ ...bpfoBand, id: 12, sensor_id: 11, equipment_type_id: null });
    const createBand = vi.fn((_input: unknown) => created);
    const bands = openSensorCard({ "analysis.createBand": createBand });
    fireEvent.click(await screen.findByRole("button", { name: "Add band" }));
    const dialog = await screen.findByRole("dialog");
    // An orders band (the default) asks for its edges in multiples of the running speed.
    expect(within(dialog).getByLabelText("Low edge", { exact: false })).toBeTruthy();
    expect(within(dialog).getByLabelText("High edge", { exact: false })).toBeTruthy();
    expect(within(dialog).queryByLabelText("Tolerance", { exact: false })).toBeNull();

    type(dialog, "Name", "BPFO ± 2 % (envelope)");
    await choose(dialog, "Edges given as", "Fault frequency");
    expect(within(dialog).queryByLabelText("Low edge", { exact: false })).toBeNull();
    await choose(dialog, "Fault frequency", "BPFO — bearing outer race");
    type(dialog, "Tolerance", "2");
    await choose(dialog, "Spectrum", "Envelope (gE)");
    type(dialog, "Warning zone", "0.5");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(createBand).toHaveBeenCalled());
    expect(createBand.mock.calls[0]).toEqual([
      {
        sensor_id: 11,
        name: "BPFO ± 2 % (envelope)",
        basis: 3,
        low: null,
        high: null,
        fault: "bpfo",
        tolerance_percent: 2,
        spectrum: 3,
        warning_zone: 0.5,
        alarm_zone: null,
        is_active: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list is read again once the band exists.
    await waitFor(() => expect(bands).toHaveBeenCalledTimes(2));
  });

  it("shows the rule when an orders band has no high edge, and sends nothing", async () => {
    const createBand = vi.fn((_input: unknown) => ownBand);
    openSensorCard({ "analysis.createBand": createBand });
    fireEvent.click(await screen.findByRole("button", { name: "Add band" }));
    const dialog = await screen.findByRole("dialog");
    type(dialog, "Name", "Around 1×");
    type(dialog, "Low edge", "0.8");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    const high = within(dialog).getByLabelText("High edge", { exact: false });
    await waitFor(() => expect(high.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(high.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe("Give the band's high edge: an orders or Hz band needs both");
    expect(createBand).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field", async () => {
    const updateBand = vi.fn(() => {
      throw validationError("high: must be above the low edge");
    });
    openSensorCard({ "analysis.updateBand": updateBand });
    fireEvent.click(await screen.findByRole("button", { name: "Edit 1× running speed" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Name", { exact: false }) as HTMLInputElement).value).toBe(
      "1× running speed",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(updateBand).toHaveBeenCalled());
    const high = within(dialog).getByLabelText("High edge", { exact: false });
    await waitFor(() => expect(high.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(high.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "must be above the low edge",
    );
  });

  it("deletes a band after asking", async () => {
    const deleteBand = vi.fn((_input: unknown) => ({ status: "ok" }));
    openSensorCard({ "analysis.deleteBand": deleteBand });
    fireEvent.click(await screen.findByRole("button", { name: "Delete 1× running speed" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Its trend and its level zones are deleted with it.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteBand).toHaveBeenCalled());
    expect(deleteBand.mock.calls[0]).toEqual([{ id: 7 }]);
  });

  it("lays each band out as a card on a phone", async () => {
    restoreWidth = windowWidth(390);
    openSensorCard();
    const rows = await screen.findAllByTestId("band-row");
    expect(rows.map((row) => row.tagName)).toEqual(["LI", "LI", "LI"]);
    expect(rows[1]!.textContent).toContain("BPFO ± 2 %");
    expect(rows[1]!.textContent).toContain("Envelope (gE)");
  });
});

describe("an item type's spectral bands", () => {
  it("says what bands are, and offers to add one when there are none", async () => {
    const bands = vi.fn((_input: unknown) => []);
    renderSignedIn(<BandsCard equipmentTypeId={5} canEdit />, { "analysis.bands": bands });
    expect(await screen.findByText("No spectral bands yet")).toBeTruthy();
    const card = screen.getByTestId("spectral-bands");
    expect(card.textContent).toContain(
      "energy in a frequency band of every capture, trended like any parameter",
    );
    expect(bands.mock.calls[0]).toEqual([{ equipment_type_id: 5 }]);
    expect(within(card).getAllByRole("button", { name: "Add band" })).toHaveLength(1);
  });

  it("offers no add to a user who cannot edit", async () => {
    renderSignedIn(<BandsCard equipmentTypeId={5} canEdit={false} />, { "analysis.bands": () => [] });
    expect(await screen.findByText("No spectral bands yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add band" })).toBeNull();
  });

  it("words the band rules in Spanish", async () => {
    renderSignedIn(
      <BandsCard equipmentTypeId={5} canEdit />,
      { "analysis.bands": () => [] },
      { language: "es" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Agregar banda" }));
    const dialog = await screen.findByRole("dialog");
    type(dialog, "Nombre", "Engrane");
    await choose(dialog, "Bordes dados en", "Frecuencia de falla");
    fireEvent.click(within(dialog).getByRole("button", { name: "Crear" }));
    const tolerance = within(dialog).getByLabelText("Tolerancia", { exact: false });
    await waitFor(() => expect(tolerance.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(tolerance.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Indique la tolerancia alrededor de la frecuencia de falla",
    );
  });
});
