import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { createI18n } from "@/i18n";
import { type FakeHandlers, fakeTrpcClient, serverError } from "@/test/fake-trpc";
import { digestRequest, GraphicalDigestDialog } from "./graphical-digest-dialog";
import { SensorTools } from "./sensor-tools";
import type { SensorDetails } from "./sensor-types";

const TORONTO = "America/Toronto";
const sensor = { id: 11, name: "DE horizontal" };
const accepted = {
  status: "ok",
  message: "report request is being processed, please wait",
  data: { job_id: 5, from: "2026-11-22T15:00:00.000Z", to: "2026-11-23T15:00:00.000Z" },
};

function renderWith(ui: ReactNode, handlers: FakeHandlers, language: "en" | "es" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers queryClient={queryClient} trpcClient={fakeTrpcClient(handlers)} i18n={createI18n(language)}>
      {ui}
    </Providers>,
  );
}

async function openDialog(name = "Graphical digest") {
  fireEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog");
}

/** The dialog of the sensor's digest, opened, with the request answered by `request`. */
function openDigest(request: (input: unknown) => unknown, language: "en" | "es" = "en") {
  renderWith(
    <GraphicalDigestDialog sensor={sensor} timeZone={TORONTO} />,
    { "reports.graphicalDigest": request },
    language,
  );
  return openDialog(language === "es" ? "Resumen gráfico" : "Graphical digest");
}

async function choosePeriod(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(within(dialog).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("graphical digest request", () => {
  it("sits among the sensor actions of the statistics page", async () => {
    const details = {
      ...sensor,
      run_hour_tracking: false,
      run_hours: 0,
      rpm_value: null,
      gain: 2,
      controller: null,
    } as unknown as SensorDetails;
    renderWith(<SensorTools sensor={details} canEdit timeZone={TORONTO} />, {});
    const dialog = await openDialog();
    expect(within(dialog).getByRole("heading").textContent).toBe("Graphical digest of DE horizontal");
    expect(dialog.textContent).toContain("plant's time zone (America/Toronto)");
  });

  it("asks for the last week and shows the server's message", async () => {
    const request = vi.fn((_input: unknown) => accepted);
    const dialog = await openDigest(request);
    // A named period needs no dates: the server counts it back from now in the plant's zone.
    expect(within(dialog).queryByLabelText(/^From/)).toBeNull();
    await choosePeriod(dialog, "Covers", "The last week");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]).toEqual([{ sensor_id: 11, period: "week" }]);
    expect(await screen.findByText("Report request is being processed, please wait")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends a custom range entered in the plant's time zone as instants", async () => {
    const request = vi.fn((_input: unknown) => accepted);
    const dialog = await openDigest(request);
    await choosePeriod(dialog, "Covers", "A custom range");
    const from = within(dialog).getByLabelText(/^From/) as HTMLInputElement;
    const to = within(dialog).getByLabelText(/^To/) as HTMLInputElement;
    // Prefilled with the last week, as datetime-local text.
    expect(from.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(to.value > from.value).toBe(true);
    // Daylight saving time starts in Toronto on 8 March 2026: the range opens at UTC−5, ends at UTC−4.
    fireEvent.change(from, { target: { value: "2026-03-07T00:00" } });
    fireEvent.change(to, { target: { value: "2026-03-10T06:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]).toEqual([
      {
        sensor_id: 11,
        period: "custom_range",
        from: "2026-03-07T05:00:00.000Z",
        to: "2026-03-10T10:30:00.000Z",
      },
    ]);
  });

  it("checks the range before sending: both ends, in order", async () => {
    const request = vi.fn((_input: unknown) => accepted);
    const dialog = await openDigest(request);
    await choosePeriod(dialog, "Covers", "A custom range");
    const from = within(dialog).getByLabelText(/^From/);
    const to = within(dialog).getByLabelText(/^To/);
    fireEvent.change(from, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(from.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(from.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Required",
    );
    fireEvent.change(from, { target: { value: "2026-11-23T10:00" } });
    fireEvent.change(to, { target: { value: "2026-11-23T09:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(to.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(to.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Must be after From",
    );
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's 422 under the field it names and keeps the dialog open", async () => {
    const request = vi.fn((_input: unknown) => {
      throw serverError("to: The range may span at most 5 years", 422, "BAD_REQUEST", [
        ["to: The range may span at most 5 years"],
      ]);
    });
    const dialog = await openDigest(request);
    await choosePeriod(dialog, "Covers", "A custom range");
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: "2010-01-01T00:00" } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: "2026-01-01T00:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    const to = within(dialog).getByLabelText(/^To/);
    await waitFor(() => expect(to.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(to.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The range may span at most 5 years",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("puts an error without a field (no access to the sensor) in a toast", async () => {
    const dialog = await openDigest(() => {
      throw serverError("Sensor not found", 404, "NOT_FOUND");
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    expect(await screen.findByText("Sensor not found")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("speaks Spanish", async () => {
    const dialog = await openDigest(() => accepted, "es");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar el informe" }));
    expect(
      await screen.findByText("La solicitud de informe se está procesando, espere por favor"),
    ).toBeTruthy();
  });

  it("builds the request: dates only for a custom range", () => {
    expect(
      digestRequest(3, { period: "month", from: "2026-01-01T00:00", to: "2026-01-02T00:00" }, "UTC"),
    ).toEqual({
      sensor_id: 3,
      period: "month",
    });
    expect(
      digestRequest(
        3,
        { period: "custom_range", from: "2026-07-01T00:00", to: "2026-07-02T12:00" },
        "America/Edmonton",
      ),
    ).toEqual({
      sensor_id: 3,
      period: "custom_range",
      from: "2026-07-01T06:00:00.000Z",
      to: "2026-07-02T18:00:00.000Z",
    });
  });
});
