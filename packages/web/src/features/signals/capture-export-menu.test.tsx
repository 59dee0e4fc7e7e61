import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { dispositionFilename } from "./capture-download";
import { CaptureExportMenu, type CaptureExportMenuProps } from "./capture-export-menu";
import { renderPanel } from "./workbench-test-kit";

const screenState = {
  kind: "spectrum" as const,
  unit: "mm/s" as const,
  y_scale: "log" as const,
  x_mode: "orders" as const,
  range_hz: [0, 500] as [number, number],
  families: ["order" as const, "bearing" as const],
  cursors: [{ label: "1×", hz: 29.6, amplitude: 2.1 }],
};

let fetchMock: ReturnType<typeof vi.fn>;
let saved: string[];
const { createObjectURL, revokeObjectURL } = URL;

function answer(body: string, headers: Record<string, string>, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, headers }));
}

beforeEach(() => {
  tokenStore.set("live-token");
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  saved = [];
  // jsdom neither makes blob URLs nor downloads: note the name each save asks for.
  URL.createObjectURL = vi.fn(() => "blob:capture");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function renderMenu(over: Partial<CaptureExportMenuProps> = {}) {
  renderPanel(
    <CaptureExportMenu
      sensorId={11}
      fftId={55}
      tab="spectrum"
      unit="mm/s"
      screenState={screenState}
      {...over}
    />,
    { "auth.user": () => ({ user: null }) },
  );
}

async function pick(item: string) {
  fireEvent.keyDown(screen.getByRole("button", { name: "Export" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

function request(index = 0): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, init };
}

describe("capture export", () => {
  it("downloads the spectrum's CSV in the page's unit, with the session's token, as the server names it", async () => {
    answer("hz,amplitude\n", {
      "Content-Disposition": 'attachment; filename="DE-horizontal_55_spectrum.csv"',
    });
    renderMenu();
    await pick("CSV of the spectrum");
    await waitFor(() => expect(saved).toEqual(["DE-horizontal_55_spectrum.csv"]));
    const { url, init } = request();
    expect(url).toBe("/api/sensors/11/fft/55/export?format=csv&data=spectrum&unit=mm%2Fs");
    expect(init.method).toBe("GET");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer live-token");
  });

  it("exports the envelope's files on the envelope tab, and the waveform's from any tab", async () => {
    answer("", {});
    answer("", {});
    renderMenu({ tab: "envelope" });
    await pick("UFF 58 of the envelope");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(request(0).url).toBe("/api/sensors/11/fft/55/export?format=uff58&data=envelope&unit=gE");
    // No name from the server: the file is still named after the capture.
    await waitFor(() => expect(saved).toEqual(["capture-55-envelope.uff"]));
    await pick("CSV of the waveform");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(request(1).url).toBe("/api/sensors/11/fft/55/export?format=csv&data=waveform");
  });

  it("posts what the chart shows for its PDF", async () => {
    answer("%PDF-1.7", {
      "Content-Type": "application/pdf",
      "Content-Disposition": "attachment; filename=\"chart.pdf\"; filename*=UTF-8''Motor%20%C3%91_55.pdf",
    });
    renderMenu({ screenState: { ...screenState, db_reference: 1 } as typeof screenState });
    await pick("Chart PDF");
    await waitFor(() => expect(saved).toEqual(["Motor Ñ_55.pdf"]));
    const { url, init } = request();
    expect(url).toBe("/api/sensors/11/fft/55/chart-pdf");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    // Only the PDF's own fields (the dB axis's reference among them): what else the screen keeps stays home.
    expect(JSON.parse(init.body as string)).toEqual({ ...screenState, db_reference: 1 });
  });

  it("offers no chart PDF while no chart is on screen", async () => {
    renderMenu({ tab: "waveform", screenState: null });
    fireEvent.keyDown(screen.getByRole("button", { name: "Export" }), { key: "Enter" });
    const item = await screen.findByRole("menuitem", { name: "Chart PDF" });
    expect(item.getAttribute("aria-disabled")).toBe("true");
  });

  it("shows the server's words when the export fails", async () => {
    answer(
      JSON.stringify({ message: "Validation error", messages: [["unit: is not offered for a waveform"]] }),
      {
        "Content-Type": "application/json",
      },
      422,
    );
    renderMenu();
    await pick("UFF 58 of the spectrum");
    expect(await screen.findByText("unit: is not offered for a waveform.")).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe("a download's file name", () => {
  it("is read from Content-Disposition, its UTF-8 form first", () => {
    expect(dispositionFilename('attachment; filename="capture-55.csv"')).toBe("capture-55.csv");
    expect(dispositionFilename("attachment; filename=capture-55.unv")).toBe("capture-55.unv");
    expect(dispositionFilename("attachment; filename=\"a.pdf\"; filename*=UTF-8''Bomba%20%C3%B1.pdf")).toBe(
      "Bomba ñ.pdf",
    );
    expect(dispositionFilename("attachment")).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
