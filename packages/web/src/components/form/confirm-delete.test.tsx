import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { renderWithApp } from "@/test/render";
import { ConfirmDelete } from "./confirm-delete";

describe("ConfirmDelete", () => {
  it("asks for the word 'delete' when devices are attached, then deletes and says so", async () => {
    const onConfirm = vi.fn(async () => ({ status: "ok" }));
    renderWithApp(
      <>
        <ConfirmDelete
          itemLabel="Controller"
          hasAttachedDevices
          onConfirm={onConfirm}
          trigger={<Button>Remove</Button>}
        />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const confirm = await screen.findByRole("button", { name: "Delete" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/Type delete to confirm/), { target: { value: "dele" } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type delete to confirm/), { target: { value: "delete" } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Controller deleted")).toBeTruthy();
  });
});
