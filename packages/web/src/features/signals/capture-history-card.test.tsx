import { MAX_COMPARE_CAPTURES } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { windowWidth } from "@/test/window-width";
import { CaptureHistoryCard, filterCaptures, toggleSelection } from "./capture-history-card";
import { capture, choose, historyCaptures, renderPanel, TORONTO } from "./workbench-test-kit";

const sensor = { id: 11, name: "DE horizontal" };

function renderHistory(
  over: { selected?: number[]; handlers?: Record<string, (input: unknown) => unknown> } = {},
  captures = historyCaptures(),
) {
  const onOpen = vi.fn();
  const onSelect = vi.fn();
  const rendered = renderPanel(
    <CaptureHistoryCard
      sensor={sensor}
      currentId={56}
      captures={captures}
      timeZone={TORONTO}
      onOpen={onOpen}
      selected={over.selected ?? []}
      onSelect={onSelect}
    />,
    over.handlers ?? {},
  );
  return { ...rendered, onOpen, onSelect };
}

/** Opens the row menu of capture `name` and answers its items. */
async function menuOf(name: string): Promise<string[]> {
  fireEvent.keyDown(screen.getByRole("button", { name: `Actions for capture ${name}` }), { key: "Enter" });
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

/** Each row's cells as text. */
function rowTexts(): string[][] {
  return screen.getAllByTestId("capture-row").map((row) =>
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent ?? ""),
  );
}

describe("capture history", () => {
  it("pages a long history ten captures at a time", () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      capture(100 + i, { ts: Date.UTC(2026, 10, 1) + i * 3_600_000 }),
    );
    renderHistory({}, many);
    expect(screen.getAllByTestId("capture-row")).toHaveLength(10);
    expect(screen.getByTestId("list-total").textContent).toContain("23");
    fireEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(screen.getAllByTestId("capture-row")).toHaveLength(3);
  });

  it("lists each capture's time on the plant's clock, axis, type, Fmax, lines, speed and notes", () => {
    renderHistory();
    // 15:00 UTC is 10:00 in Toronto; the list is newest first.
    expect(rowTexts().map((cells) => cells.slice(1, 8))).toEqual([
      ["2026-11-20 12:00", "Z", "Standard", "1000 Hz", "400", "—", "00 notes"],
      ["2026-11-20 11:00Shown", "Y", "Envelope", "1000 Hz", "400", "1482 RPMentered", "00 notes"],
      ["2026-11-20 10:00Baseline", "X", "Standard", "1000 Hz", "400", "1800 RPM", "22 notes"],
    ]);
    expect(screen.getByTestId("baseline-badge-55")).toBeTruthy();
    expect(screen.queryByTestId("baseline-badge-56")).toBeNull();
    // The capture on screen is marked, in words too.
    const current = screen.getAllByTestId("capture-row")[1];
    expect(current?.getAttribute("aria-current")).toBe("true");
  });

  it("offers in each row's menu to open it, set its speed, and make it the baseline unless it is", async () => {
    const { onOpen } = renderHistory();
    expect(await menuOf("2026-11-20 10:00 · X")).toEqual(["Open", "Set speed…"]);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(await menuOf("2026-11-20 11:00 · Y")).toEqual(["Open", "Make baseline…", "Set speed…"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Open" }));
    expect(onOpen).toHaveBeenCalledWith(56);
  });

  it("opens a capture from its time", () => {
    const { onOpen } = renderHistory();
    fireEvent.click(screen.getByRole("button", { name: "Open capture 2026-11-20 12:00 · Z" }));
    expect(onOpen).toHaveBeenCalledWith(57);
  });

  it("sets a row's speed in the speed dialog", async () => {
    const save = vi.fn((input: unknown) => ({ ...historyCaptures()[0], ...(input as object) }));
    renderHistory({ handlers: { "analysis.setCaptureSpeed": save } });
    await menuOf("2026-11-20 12:00 · Z");
    fireEvent.click(screen.getByRole("menuitem", { name: "Set speed…" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("The gateway reported no speed.");
    fireEvent.change(within(dialog).getByRole("spinbutton"), { target: { value: "1790" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ sensor_id: 11, fft_id: 57, rpm: 1790 }));
  });

  it("makes a capture the baseline once confirmed, and reloads the lists", async () => {
    const setBaseline = vi.fn((input: unknown) => ({ ...historyCaptures()[1], ...(input as object) }));
    const { queryClient } = renderHistory({ handlers: { "analysis.setBaseline": setBaseline } });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await menuOf("2026-11-20 12:00 · Z");
    fireEvent.click(screen.getByRole("menuitem", { name: "Make baseline…" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Make 2026-11-20 12:00 · Z the baseline?");
    expect(setBaseline).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId("confirm-baseline"));
    await waitFor(() => expect(setBaseline).toHaveBeenCalledWith({ sensor_id: 11, fft_id: 57 }));
    expect(await screen.findByText("Baseline set")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['[["signals","captures"]]', '[["signals","spectrum"]]']));
  });

  it("picks up to four captures to compare", () => {
    const list = [capture(58, {}, 3), ...historyCaptures(), capture(54, {}, -1)];
    const { onSelect } = renderHistory({ selected: [58, 57, 56] }, list);
    expect(screen.getByTestId("compare-count").textContent).toBe(
      `3 of ${MAX_COMPARE_CAPTURES} picked to compare`,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Compare capture 2026-11-20 10:00 · X" }));
    expect(onSelect).toHaveBeenLastCalledWith([58, 57, 56, 55]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Compare capture 2026-11-20 11:00 · Y" }));
    expect(onSelect).toHaveBeenLastCalledWith([58, 57]);
  });

  it("refuses a fifth capture to compare", () => {
    const list = [capture(58, {}, 3), ...historyCaptures(), capture(54, {}, -1)];
    renderHistory({ selected: [58, 57, 56, 55] }, list);
    const fifth = screen.getByRole("checkbox", { name: "Compare capture 2026-11-20 09:00 · X" });
    expect((fifth as HTMLButtonElement).disabled).toBe(true);
    expect(toggleSelection([58, 57, 56, 55], 54, true)).toEqual([58, 57, 56, 55]);
    expect(toggleSelection([58, 57], 54, true)).toEqual([58, 57, 54]);
    expect(toggleSelection([58, 57], 58, false)).toEqual([57]);
  });

  it("filters by axis and type", async () => {
    renderHistory();
    await choose(document.body, "Axis", "Y");
    expect(rowTexts().map((cells) => cells[2])).toEqual(["Y"]);
    expect(filterCaptures(historyCaptures(), { kind: "1" }).map((c) => c.id)).toEqual([57, 55]);
    expect(filterCaptures(historyCaptures(), { axis: "1", kind: "2" })).toEqual([]);
  });

  it("is a list of cards on a phone, with the same values and buttons", () => {
    const undo = windowWidth(390);
    try {
      renderHistory();
      const cards = screen.getByTestId("capture-history-cards");
      expect(screen.queryByTestId("capture-history-table")).toBeNull();
      const first = within(cards).getAllByTestId("capture-row")[2] as HTMLElement;
      expect(first.textContent).toContain("Baseline");
      expect(first.textContent).toContain("1800 RPM");
      expect(within(first).getByRole("button", { name: "Set speed…" })).toBeTruthy();
      expect(within(first).queryByRole("button", { name: "Make baseline…" })).toBeNull();
      const second = within(cards).getAllByTestId("capture-row")[1] as HTMLElement;
      expect(within(second).getByRole("button", { name: "Make baseline…" })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it("says what it would hold when the sensor has no captures", () => {
    renderHistory({}, []);
    expect(screen.getByTestId("capture-history-empty").textContent).toContain("No captures yet");
  });
});
