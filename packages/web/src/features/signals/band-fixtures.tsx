/** Spectral bands the band, picker and kinematics tests answer with, and a signed-in render. */
import type { AuthUser } from "@plantwise/api/router";
import type { SpectralBand } from "@plantwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { AuthContext, type AuthContextValue } from "@/auth/auth-context";
import { Toaster } from "@/components/ui/sonner";
import { createI18n } from "@/i18n";
import { TRPCProvider } from "@/lib/trpc";
import { type FakeHandlers, fakeTrpcClient } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";

/** A band of sensor 11: 0.8–1.2 × on velocity, zones 4.5 / 7.1 mm/s. */
export function band(over: Partial<SpectralBand & { company_id: number | null }> = {}) {
  const id = over.id ?? 7;
  return {
    id,
    company_id: 7,
    equipment_type_id: null,
    sensor_id: 11,
    name: "1× running speed",
    basis: 1,
    low: 0.8,
    high: 1.2,
    fault: null,
    tolerance_percent: null,
    spectrum: 1,
    warning_zone: 4.5,
    alarm_zone: 7.1,
    is_active: true,
    parameter_type: 1000 + id,
    unit: "mm/s",
    ...over,
  } as SpectralBand & { company_id: number | null };
}

/** The outer-race band of the item type (type 5, the user's company), on the envelope spectrum. */
export const bpfoBand = band({
  id: 8,
  equipment_type_id: 5,
  sensor_id: null,
  name: "BPFO ± 2 % (envelope)",
  basis: 3,
  low: null,
  high: null,
  fault: "bpfo",
  tolerance_percent: 2,
  spectrum: 3,
  warning_zone: 0.5,
  alarm_zone: null,
  unit: "gE",
});

/** The shared library's gear-mesh window of item type 5, in Hz, on acceleration, left off. */
export const libraryBand = band({
  id: 9,
  company_id: null,
  equipment_type_id: 5,
  sensor_id: null,
  name: "Mesh window",
  basis: 2,
  low: 20,
  high: 30,
  spectrum: 2,
  warning_zone: null,
  alarm_zone: null,
  is_active: false,
  unit: "g",
});

/** `ui` for a signed-in `user` (a plant admin by default), its procedures answered by `handlers`. */
export function renderSignedIn(
  ui: ReactNode,
  handlers: FakeHandlers,
  { user = makeUser(), language = "en" }: { user?: AuthUser; language?: "en" | "es" } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthContextValue = {
    state: { status: "signed_in", user },
    signIn: () => {},
    clear: () => {},
    refresh: async () => {},
  };
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={fakeTrpcClient(handlers)} queryClient={queryClient}>
          <AuthContext value={auth}>{ui}</AuthContext>
          <Toaster />
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
