/**
 * For the FFT workbench panels' tests: a panel rendered with the app's providers, answered by fake
 * procedures, and the captures of sensor 11 they list.
 */
import { CaptureSpeedSource, WaveformKind, type WaveformSummary } from "@plantwise/shared";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Providers } from "@/app/providers";
import { createI18n } from "@/i18n";
import { type FakeHandlers, fakeTrpcClient } from "@/test/fake-trpc";
import { waveformCapture } from "./test-fixtures";

export const TORONTO = "America/Toronto";
/** 2026-11-20 15:00 UTC: 10:00 in Toronto (UTC−5 in November). */
export const CAPTURE_TS = Date.UTC(2026, 10, 20, 15, 0);

/** `ui` with the app's providers (English unless asked), a fresh query client and fake procedures. */
export function renderPanel(ui: ReactNode, handlers: FakeHandlers, language: "en" | "es" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <Providers queryClient={queryClient} trpcClient={fakeTrpcClient(handlers)} i18n={createI18n(language)}>
      {ui}
    </Providers>,
  );
  return { ...result, queryClient };
}

/** A capture of sensor 11, `hours` after CAPTURE_TS; `over` sets what a test is about. */
export function capture(id: number, over: Partial<WaveformSummary> = {}, hours = 0): WaveformSummary {
  return { ...waveformCapture(id, 1, CAPTURE_TS + hours * 3_600_000), ...over };
}

/** Three captures: an X baseline with notes, an envelope on Y at an entered speed, a Z of unknown speed. */
export function historyCaptures(): WaveformSummary[] {
  return [
    capture(57, { axis: 3, rpm: null, rpm_source: null }, 2),
    capture(
      56,
      { axis: 2, kind: WaveformKind.ENVELOPE, rpm: 1482, rpm_source: CaptureSpeedSource.MANUAL },
      1,
    ),
    capture(55, { is_baseline: true, note_count: 2 }),
  ];
}

/** Picks `option` in the select labelled `label` inside `scope`. */
export async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.click(within(scope).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}
