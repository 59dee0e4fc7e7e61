import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { renderWithApp } from "@/test/render";
import { ConfirmAction } from "./confirm-action";

function renderConfirm(
  attached: string | null,
  onConfirm: (confirm: string | undefined) => Promise<unknown>,
) {
  return renderWithApp(
    <>
      <ConfirmAction
        title="Archive Harbour Steel?"
        description="Hidden from lists."
        attached={attached}
        confirmLabel="Archive"
        pendingLabel="Archiving…"
        successMessage="Company archived"
        onConfirm={onConfirm}
        trigger={<Button>Open</Button>}
      />
      <Toaster />
    </>,
  );
}

describe("ConfirmAction", () => {
  it("asks for the typed word when records are attached, and sends it", async () => {
    const onConfirm = vi.fn(async () => ({}));
    renderConfirm("1 plant, 2 users", onConfirm);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Attached: 1 plant, 2 users. Type delete to confirm.")).toBeTruthy();
    const archive = screen.getByRole("button", { name: "Archive" });
    expect(archive.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByTestId("confirm-word"), { target: { value: "remove" } });
    expect(archive.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByTestId("confirm-word"), { target: { value: " Delete " } });
    expect(archive.hasAttribute("disabled")).toBe(false);
    fireEvent.click(archive);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("delete"));
    expect(await screen.findByText("Company archived")).toBeTruthy();
  });

  it("needs no word when nothing is attached", async () => {
    const onConfirm = vi.fn(async () => ({}));
    renderConfirm(null, onConfirm);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.queryByTestId("confirm-word")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Archive" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(undefined));
  });

  it("stays open when the server refuses", async () => {
    renderConfirm(null, async () => {
      throw new Error("This company has 1 plant. Type delete to confirm.");
    });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent.click(await screen.findByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Archive" }).hasAttribute("disabled")).toBe(false),
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
