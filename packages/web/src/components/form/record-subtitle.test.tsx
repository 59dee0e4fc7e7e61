import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { createI18n } from "@/i18n";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { recordSubtitle } from "./record-subtitle";

const wait = { timeout: 8000 };

describe("a record screen's subtitle says what the record is", () => {
  it.each([
    ["en", null, null, "Production line · not saved yet"],
    ["en", "new", null, "Production line · not saved yet"],
    ["en", 4, null, "Production line · #4"],
    ["en", 4, "Line 2", "Production line · Line 2"],
    ["es", null, null, "Línea de producción · aún sin guardar"],
    ["es", 4, null, "Línea de producción · n.º 4"],
    ["es", 4, "Línea 2", "Línea de producción · Línea 2"],
  ] as const)("in %s for id %s named %s", (language, id, name, text) => {
    const i18n = createI18n(language);
    const thing = language === "en" ? "Production line" : "Línea de producción";
    expect(recordSubtitle(i18n.getFixedT(language), thing, id, name)).toBe(text);
  });

  const plant = {
    id: 3,
    name: "Mill North",
    time_zone: "America/Toronto",
    company_id: 7,
    company_name: "Acme Pulp",
    is_equipment_runtime_tracking: false,
    archived_at: null,
    notifiable_user_ids: [],
    users_count: 0,
    teams_count: 0,
  };

  it.each([
    [1, "/plants/3", "Plant · Mill North"],
    [1, "/plants/new", "Plant · not saved yet"],
    [2, "/plants/3", "Planta · Mill North"],
  ] as const)("on a record form (language %i, %s)", { timeout: 20_000 }, async (language, path, text) => {
    tokenStore.set("live-token");
    renderApp(path, {
      "auth.user": () => ({ user: makeUser({ language }) }),
      "analytics.pageVisit": () => ({ status: "ok" }),
      "plants.get": () => plant,
    });
    expect(await screen.findByText(text, {}, wait)).toBeTruthy();
    expect(screen.queryByText(/Record #|New record|Registro #|Nuevo registro/)).toBeNull();
  });
});
