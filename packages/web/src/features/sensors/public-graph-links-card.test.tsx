import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "@/app/providers";
import { createI18n } from "@/i18n";
import { type FakeHandlers, fakeTrpcClient } from "@/test/fake-trpc";
import { PublicGraphLinksCard } from "./public-graph-links-card";

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eHF1dXpjb3JnZ3JhdWx0Z2Fy";

function renderCard(handlers: FakeHandlers, language: "en" | "es" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers queryClient={queryClient} trpcClient={fakeTrpcClient(handlers)} i18n={createI18n(language)}>
      <PublicGraphLinksCard sensorId={11} canEdit />
    </Providers>,
  );
}

const link = (over: Record<string, unknown> = {}) => ({
  id: 3,
  sensor_id: 11,
  parameter_type: 1,
  axis: 1,
  from: null,
  to: null,
  created_at: "2026-11-20T10:00:00.000Z",
  created_by: "Ana Diaz",
  expires_at: null,
  revoked_at: null,
  active: true,
  ...over,
});

describe("share links of a sensor's chart", () => {
  it("creates a link bound to the chosen chart, shows it once, and revokes a link", async () => {
    const created: unknown[] = [];
    const revoked: unknown[] = [];
    let rows: Record<string, unknown>[] = [link()];
    renderCard({
      "sensors.publicGraphLinks": () => ({ data: rows }),
      "sensors.createPublicGraphLink": (input: unknown) => {
        created.push(input);
        rows = [link({ id: 4, expires_at: "2026-12-20T10:00:00.000Z" }), ...rows];
        return { ...link({ id: 4 }), token: TOKEN, path: `/graph/${TOKEN}` };
      },
      "sensors.revokePublicGraphLink": (input: unknown) => {
        revoked.push(input);
        rows = rows.map((r) => ({ ...r, active: false, revoked_at: "2026-11-21T10:00:00.000Z" }));
        return { status: "ok", id: 3 };
      },
    });
    expect(await screen.findByText(/no expiry/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create link" }));
    const shown = await screen.findByTestId("share-created");
    expect((within(shown).getByRole("textbox") as HTMLInputElement).value).toBe(
      `${window.location.origin}/graph/${TOKEN}`,
    );
    expect(created).toEqual([{ sensor_id: 11, parameter_type: 1, axis: 1, expires_in_days: 30 }]);
    const revokeButtons = await screen.findAllByRole("button", { name: "Revoke" });
    fireEvent.click(revokeButtons.at(-1)!);
    expect(await screen.findAllByText(/revoked/)).toBeTruthy();
    expect(revoked).toEqual([{ id: 3 }]);
  });

  it("speaks Spanish", async () => {
    renderCard({ "sensors.publicGraphLinks": () => ({ data: [] }) }, "es");
    expect(await screen.findByText("Compartir un gráfico")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear enlace" })).toBeTruthy();
  });
});
