import { CaptureSpeedSource } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CaptureSpeedDialog } from "./capture-speed-dialog";
import { capture, renderPanel } from "./workbench-test-kit";

const fromGateway = capture(55, { rpm: 1780, rpm_source: CaptureSpeedSource.GATEWAY });
const entered = capture(56, { rpm: 1482, rpm_source: CaptureSpeedSource.MANUAL });

async function openSpeed(target = fromGateway, language: "en" | "es" = "en") {
  const save = vi.fn((input: unknown) => ({ ...target, ...(input as object) }));
  const onClose = vi.fn();
  renderPanel(
    <CaptureSpeedDialog sensorId={11} capture={target} onClose={onClose} />,
    { "analysis.setCaptureSpeed": save },
    language,
  );
  const dialog = await screen.findByRole("dialog");
  return { dialog, save, onClose, rpm: within(dialog).getByRole("spinbutton") as HTMLInputElement };
}

function errorOf(input: HTMLElement): string | null | undefined {
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;
}

describe("a capture's entered speed", () => {
  it("refuses a speed of zero or below, with the rule's words", async () => {
    const { dialog, save, rpm } = await openSpeed();
    expect(dialog.textContent).toContain("The gateway reported 1780 RPM.");
    fireEvent.change(rpm, { target: { value: "-5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(rpm.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(rpm)).toBe("Must be more than 0");
    fireEvent.change(rpm, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorOf(rpm)).toBe("Required"));
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses it in Spanish too", async () => {
    const { dialog, rpm } = await openSpeed(fromGateway, "es");
    fireEvent.change(rpm, { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(rpm.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(rpm)).toBe("Debe ser mayor que 0");
  });

  it("saves the speed typed", async () => {
    const { dialog, save, rpm, onClose } = await openSpeed();
    fireEvent.change(rpm, { target: { value: "1482.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ sensor_id: 11, fft_id: 55, rpm: 1482.5 }));
    expect(await screen.findByText("Speed of the capture saved")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("sends null to clear an entered speed", async () => {
    const first = await openSpeed(entered);
    expect(first.rpm.value).toBe("1482");
    fireEvent.click(within(first.dialog).getByRole("button", { name: "Clear entered speed" }));
    await waitFor(() => expect(first.save).toHaveBeenCalledWith({ sensor_id: 11, fft_id: 56, rpm: null }));
    expect(await screen.findByText("Entered speed cleared")).toBeTruthy();
  });

  it("has nothing to clear on the gateway's speed", async () => {
    const { dialog, rpm } = await openSpeed();
    expect(rpm.value).toBe("");
    const clear = within(dialog).getByRole("button", { name: "Clear entered speed" }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
  });
});
