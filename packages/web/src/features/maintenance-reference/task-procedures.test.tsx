import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onePage } from "@/test/fixtures";
import { renderSignedIn, SLOW } from "./test-fixtures";

const procedure = {
  id: 5,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  name: "Gearbox oil change",
  description: null,
  estimated_minutes: 45,
  steps_count: 3,
  work_orders_count: 0,
  steps: [
    { id: 1, position: 1, instruction: "Lock out" },
    { id: 2, position: 2, instruction: "Drain oil" },
    { id: 3, position: 3, instruction: "Refill" },
  ],
};

const stepValues = () =>
  screen
    .getAllByTestId("step-row")
    .map((row) => (within(row).getByRole("textbox") as HTMLInputElement).value);

describe("task procedure steps editor", SLOW, () => {
  it("moves, removes and adds steps, and saves them in the order shown", async () => {
    const update = vi.fn(() => ({ id: 5 }));
    renderSignedIn("/task-procedures/5", {
      "maintenance.taskProcedures.get": () => procedure,
      "maintenance.taskProcedures.update": update,
    });
    await waitFor(() => expect(stepValues()).toEqual(["Lock out", "Drain oil", "Refill"]));
    expect(screen.getByRole("button", { name: "Move step 1 up" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Move step 3 down" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move step 3 up" }));
    await waitFor(() => expect(stepValues()).toEqual(["Lock out", "Refill", "Drain oil"]));
    fireEvent.click(screen.getByRole("button", { name: "Move step 1 down" }));
    await waitFor(() => expect(stepValues()).toEqual(["Refill", "Lock out", "Drain oil"]));
    fireEvent.click(screen.getByRole("button", { name: "Remove step 2" }));
    await waitFor(() => expect(stepValues()).toEqual(["Refill", "Drain oil"]));
    fireEvent.click(screen.getByRole("button", { name: "Add step" }));
    const added = await screen.findByLabelText(/^Step 3/);
    fireEvent.change(added, { target: { value: "Check the level" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      id: 5,
      plant_id: 3,
      name: "Gearbox oil change",
      description: null,
      estimated_minutes: 45,
      steps: [{ instruction: "Refill" }, { instruction: "Drain oil" }, { instruction: "Check the level" }],
    });
  });

  it("asks for at least one step and a text in each before creating", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    renderSignedIn("/task-procedures/new", { "maintenance.taskProcedures.create": create });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Belt check" } });
    // A new procedure starts with one empty step: left blank, it is refused.
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove step 1" }));
    expect(await screen.findByText("No steps yet. Add the first one.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Add at least one step")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Add step" }));
    fireEvent.change(await screen.findByLabelText(/^Step 1/), { target: { value: "Inspect the belt" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        plant_id: 3,
        name: "Belt check",
        description: null,
        estimated_minutes: null,
        steps: [{ instruction: "Inspect the belt" }],
      }),
    );
  });

  it("lists procedures with their step count and estimated time", async () => {
    renderSignedIn("/task-procedures", {
      "maintenance.taskProcedures.list": () => onePage([{ ...procedure, steps: undefined }]),
    });
    const row = (await screen.findByRole("link", { name: "Gearbox oil change" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("45 min")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
  });

  it("offers no delete while work orders follow the procedure", async () => {
    renderSignedIn("/task-procedures/5", {
      "maintenance.taskProcedures.get": () => ({ ...procedure, work_orders_count: 2 }),
    });
    expect(await screen.findByText("Used by 2 work orders: it cannot be deleted.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
