import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  itemType,
  libraryUser,
  mountingOption,
  renderSignedIn,
  SLOW,
} from "@/features/library/test-fixtures";
import type { FakeHandlers } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";

const sections = ["equipment_types", "settings"];
const type = itemType([mountingOption]);
const rule = {
  id: 30,
  equipment_type_id: 4,
  name: "Unbalance 1×",
  parameter: "velocity",
  order_multiple: 1,
  threshold: 4.5,
  fault_id: 1,
  fault_name: "Imbalance",
  is_active: true,
  option_value_ids: [11],
};
const handlers = {
  "library.types.get": () => type,
  "library.categories.list": () => onePage([]),
  "library.faults.list": () =>
    onePage([
      {
        id: 1,
        company_id: null,
        name: "Imbalance",
        description: null,
        recommendation: null,
        equipment_type_id: null,
      },
    ]),
  "library.vibrationRules.list": () => [rule],
};

/** The item type "Motor" with its rules, for a user of item types and settings, editing unless told. */
const open = (more: FakeHandlers = {}, edit = true) =>
  renderSignedIn("/equipment-types/4", libraryUser(sections, edit), { ...handlers, ...more });

describe("vibration analysis rules", SLOW, () => {
  it("edits the rules as rows and saves them together", async () => {
    const save = vi.fn((input: unknown) => ({
      status: "ok",
      message: "Vibration Analysis Rules Saved",
      data: [
        rule,
        { ...rule, id: 31, name: "Looseness overall", order_multiple: null, option_value_ids: [] },
      ],
      input,
    }));
    open({
      "library.vibrationRules.save": save,
    });
    const card = await screen.findByTestId("vibration-rules");
    expect(await within(card).findByDisplayValue("Unbalance 1×")).toBeTruthy();
    expect((within(card).getByLabelText("Foot") as HTMLButtonElement).getAttribute("aria-checked")).toBe(
      "true",
    );
    fireEvent.click(within(card).getByRole("button", { name: "Add rule" }));
    fireEvent.click(within(card).getByRole("button", { name: "Save rules" }));
    expect((await within(card).findAllByText("Required")).length).toBeGreaterThan(0);
    expect(within(card).getByText("Enter a number")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    const rows = within(card).getAllByTestId("rule-row");
    const added = rows[1] as HTMLElement;
    fireEvent.change(within(added).getByLabelText(/^Rule name/), { target: { value: "Looseness overall" } });
    fireEvent.change(within(added).getByLabelText(/^Threshold/), { target: { value: "7.1" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save rules" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((save.mock.calls[0] as unknown[])[0]).toEqual({
      typeId: 4,
      rules: [
        {
          id: 30,
          name: "Unbalance 1×",
          parameter: "velocity",
          order_multiple: 1,
          threshold: 4.5,
          fault_id: 1,
          is_active: true,
          option_value_ids: [11],
        },
        {
          name: "Looseness overall",
          parameter: "velocity",
          order_multiple: null,
          threshold: 7.1,
          fault_id: null,
          is_active: true,
          option_value_ids: [],
        },
      ],
    });
    expect(await screen.findByText("Vibration analysis rules saved")).toBeTruthy();
  });

  it("shows a shared type's rules read-only to a customer", async () => {
    open({
      "library.types.get": () => ({ ...type, company_id: null }),
    });
    const card = await screen.findByTestId("vibration-rules");
    const row = (await within(card).findByText("Unbalance 1×")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Imbalance")).toBeTruthy();
    expect(within(row).getByText("1×")).toBeTruthy();
    expect(within(row).getByText("Mounting: Foot")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Save rules" })).toBeNull();
    expect(within(card).queryByRole("button", { name: "Add rule" })).toBeNull();
  });
});
