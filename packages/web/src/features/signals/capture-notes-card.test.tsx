import type { CaptureNote } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CaptureNotesCard } from "./capture-notes-card";
import { CAPTURE_TS, renderPanel, TORONTO } from "./workbench-test-kit";

const MINUTE = 60_000;

function note(id: number, over: Partial<CaptureNote> = {}): CaptureNote {
  return {
    id,
    waveform_id: 55,
    sensor_id: 11,
    body: "Outer race defect growing",
    hz: null,
    user_id: 4,
    user_name: "Ana Ruiz",
    created_at: CAPTURE_TS + 30 * MINUTE,
    updated_at: CAPTURE_TS + 30 * MINUTE,
    ...over,
  };
}

const mine = note(3, { hz: 107.3 });
const theirs = note(5, { user_id: 9, user_name: "Luis Gómez", body: "Strobe read 1482 RPM" });

function renderNotes(
  notes: CaptureNote[],
  handlers: Record<string, (input: unknown) => unknown> = {},
  onPin?: (hz: number) => void,
) {
  return renderPanel(
    <CaptureNotesCard
      sensorId={11}
      fftId={55}
      notes={notes}
      currentUserId={4}
      canEdit
      timeZone={TORONTO}
      {...(onPin ? { onPin } : {})}
    />,
    handlers,
  );
}

function noteItems(): HTMLElement[] {
  return within(screen.getByTestId("capture-notes")).getAllByRole("listitem");
}

describe("capture notes", () => {
  it("says what notes are for when there are none", () => {
    renderNotes([]);
    expect(screen.getByTestId("capture-notes-empty").textContent).toContain("No notes on this capture");
  });

  it("shows each note's author, time, pin and text; only the author may change it", () => {
    const onPin = vi.fn();
    renderNotes([mine, theirs], {}, onPin);
    const [first, second] = noteItems() as [HTMLElement, HTMLElement];
    // 15:30 UTC is 10:30 in Toronto.
    expect(first.textContent).toBe("Ana Ruiz2026-11-20 10:30at 107.3 HzOuter race defect growing");
    fireEvent.click(within(first).getByRole("button", { name: "at 107.3 Hz" }));
    expect(onPin).toHaveBeenCalledWith(107.3);
    expect(within(first).getByRole("button", { name: "Delete note" })).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Delete note" })).toBeNull();
    expect(within(second).queryByRole("button", { name: "Edit note" })).toBeNull();
  });

  it("adds a note pinned to a frequency", async () => {
    const add = vi.fn((input: unknown) => ({ ...note(8), ...(input as object) }));
    renderNotes([], { "analysis.addCaptureNote": add });
    const form = screen.getByTestId("note-form");
    fireEvent.change(within(form).getByLabelText(/^Note/), {
      target: { value: "  Bearing replaced after this one " },
    });
    fireEvent.change(within(form).getByLabelText("Frequency (optional)"), { target: { value: "107.3" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        sensor_id: 11,
        fft_id: 55,
        body: "Bearing replaced after this one",
        hz: 107.3,
      }),
    );
    expect(await screen.findByText("Note added")).toBeTruthy();
    // The form is ready for the next note.
    await waitFor(() => expect((within(form).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe(""));
  });

  it("refuses an empty note", async () => {
    const add = vi.fn();
    renderNotes([], { "analysis.addCaptureNote": add });
    const form = screen.getByTestId("note-form");
    const body = within(form).getByLabelText(/^Note/);
    fireEvent.change(body, { target: { value: "   " } });
    fireEvent.click(within(form).getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(body.getAttribute("aria-invalid")).toBe("true"));
    expect(add).not.toHaveBeenCalled();
  });

  it("rewords the author's note", async () => {
    const update = vi.fn((input: unknown) => ({ ...mine, ...(input as object) }));
    renderNotes([mine], { "analysis.updateCaptureNote": update });
    fireEvent.click(screen.getByRole("button", { name: "Edit note" }));
    const form = within(noteItems()[0] as HTMLElement).getByTestId("note-form");
    const body = within(form).getByLabelText(/^Note/) as HTMLTextAreaElement;
    expect(body.value).toBe("Outer race defect growing");
    fireEvent.change(body, { target: { value: "Outer race defect, 2× BPFO rising" } });
    fireEvent.change(within(form).getByLabelText("Frequency (optional)"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        sensor_id: 11,
        note_id: 3,
        body: "Outer race defect, 2× BPFO rising",
        hz: null,
      }),
    );
  });

  it("deletes the author's note once confirmed", async () => {
    const remove = vi.fn((_input: unknown) => ({ status: "ok" }));
    renderNotes([mine], { "analysis.deleteCaptureNote": remove });
    fireEvent.click(screen.getByRole("button", { name: "Delete note" }));
    const dialog = await screen.findByRole("dialog");
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId("confirm-action"));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ sensor_id: 11, note_id: 3 }));
    expect(await screen.findByText("Note deleted")).toBeTruthy();
  });
});
