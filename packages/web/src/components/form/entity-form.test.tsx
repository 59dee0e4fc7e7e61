import { fireEvent, screen, waitFor } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderWithApp } from "@/test/render";
import { CheckboxField } from "./checkbox-field";
import { EntityForm } from "./entity-form";
import { NumberField } from "./number-field";
import { TextField } from "./text-field";

// English messages, as a schema shared with the API carries them: the form words failures itself.
const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  capacity: z.number({ error: "Capacity must be a number" }).min(0, "Capacity cannot be negative"),
  is_active: z.boolean(),
});

function renderForm(onSubmit: (values: unknown) => Promise<unknown>, id?: number) {
  return renderWithApp(
    <>
      <EntityForm
        schema={schema}
        defaultValues={{ name: "", capacity: undefined, is_active: false }}
        itemLabel="Pump"
        id={id ?? null}
        onSubmit={onSubmit}
      >
        <TextField name="name" label="Name" required />
        <NumberField name="capacity" label="Capacity" unit="m³/h" />
        <CheckboxField name="is_active" label="Active" />
      </EntityForm>
      <Toaster />
    </>,
  );
}

describe("EntityForm", () => {
  it("shows inline errors and a 'Check form fields' toast instead of submitting invalid values", async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "Create" }));

    // Both the blank name and the empty capacity read "Required", not the schema's English.
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(await screen.findByText("Check form fields")).toBeTruthy();
    expect(screen.getByLabelText(/Name/).getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the parsed values and says '{item} created'", async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: "  Pump 7 " } });
    fireEvent.change(screen.getByLabelText("Capacity"), { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Active" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: "Pump 7", capacity: 12.5, is_active: true }),
    );
    expect(await screen.findByText("Pump created")).toBeTruthy();
  });

  it("updates when it has an id, and puts the server's field messages on the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new TRPCClientError("Validation error", {
        result: {
          error: {
            data: { code: "BAD_REQUEST", httpStatus: 422, messages: [["name: Name is already taken"]] },
          },
        },
      } as never);
    });
    renderForm(onSubmit, 9);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: "Pump 7" } });
    fireEvent.change(screen.getByLabelText("Capacity"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: "Pump 7", capacity: 3, is_active: false, id: 9 }),
    );
    expect(await screen.findByText("Name is already taken")).toBeTruthy();
    expect(screen.queryByText("Pump saved")).toBeNull();
  });
  it("puts a server message on a nested field the form holds (rows of an array)", async () => {
    const rowsSchema = z.object({ rows: z.array(z.object({ quantity: z.number() })) });
    const onSubmit = vi.fn(async () => {
      throw new TRPCClientError("Validation error", {
        result: {
          error: {
            data: { code: "BAD_REQUEST", httpStatus: 422, messages: [["rows.1.quantity: Not enough stock"]] },
          },
        },
      } as never);
    });
    renderWithApp(
      <>
        <EntityForm
          schema={rowsSchema}
          defaultValues={{ rows: [{ quantity: 1 }, { quantity: 2 }] }}
          itemLabel="Pick"
          onSubmit={onSubmit}
        >
          <NumberField name="rows.0.quantity" label="First quantity" />
          <NumberField name="rows.1.quantity" label="Second quantity" />
        </EntityForm>
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Not enough stock")).toBeTruthy();
    expect(screen.getByLabelText("Second quantity").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("First quantity").getAttribute("aria-invalid")).not.toBe("true");
  });
});
