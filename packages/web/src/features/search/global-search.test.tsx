import type { AuthUser } from "@plantwise/api/router";
import type { SearchRecordsOutput } from "@plantwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AuthContext } from "@/auth/auth-context";
import { createI18n } from "@/i18n";
import { TRPCProvider } from "@/lib/trpc";
import { fakeTrpcClient } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { GlobalSearch } from "./global-search";

const ANSWER: SearchRecordsOutput = {
  items: [
    {
      id: 21,
      name: "Motor M-101",
      serial_number: "SN-4471",
      plant_id: 3,
      place: ["Mill North", "Line 1", "Press 3", "Drive"],
    },
    { id: 22, name: "Spare motor", serial_number: null, plant_id: 9, place: ["Mill South", "Stores"] },
  ],
  machines: [{ id: 5, name: "Motor test bench", plant_id: 3, place: ["Mill North", "Line 2"] }],
  assets: [],
  sensors: [
    {
      id: 40,
      name: "Motor DE",
      serial_number: "00:13:A2",
      family: "NCD",
      equipment_item_id: 21,
      plant_id: 3,
      place: ["Mill North", "Line 1", "Press 3", "Drive", "Motor M-101"],
    },
    {
      id: 41,
      name: "Motor spare sensor",
      serial_number: "B-77",
      family: "Banner",
      equipment_item_id: null,
      plant_id: 3,
      place: ["Mill North"],
    },
  ],
};

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Phones: every `(max-width…)` query matches. */
function asPhone() {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes("max-width"),
  })) as typeof window.matchMedia;
}

function renderSearch(user: AuthUser = makeUser(), language: "en" | "es" = "en", answer = ANSWER) {
  const search = vi.fn((_input: unknown) => answer);
  const location = memoryLocation({ path: "/plants", record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = {
    state: { status: "signed_in" as const, user },
    signIn: () => {},
    clear: () => {},
    refresh: async () => {},
  };
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={fakeTrpcClient({ "search.records": search })} queryClient={queryClient}>
          <AuthContext value={auth}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <input aria-label="Other field" />
              <GlobalSearch />
            </Router>
          </AuthContext>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { search, location, currentPath: () => location.history.at(-1) };
}

const field = () => screen.getByRole("combobox", { name: "Search items, machines, assets and sensors" });
const selected = () =>
  screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true");

/** Types into the search and waits for the answer's options. */
async function typeSearch(text: string) {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
  await screen.findByRole("listbox", { name: "Search results" });
  await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(5));
}

describe("global search", () => {
  it("is focused by `/`, but not while the user types in another field", () => {
    renderSearch();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(document.activeElement).toBe(field());

    const other = screen.getByRole("textbox", { name: "Other field" });
    other.focus();
    const typed = fireEvent.keyDown(other, { key: "/" });
    expect(typed).toBe(true); // not prevented: the slash goes into the field
    expect(document.activeElement).toBe(other);
    // With a modifier it is somebody else's shortcut.
    fireEvent.keyDown(document.body, { key: "/", ctrlKey: true });
    expect(document.activeElement).toBe(other);
  });

  it("searches the selected plant first and shows hits grouped by kind with their place", async () => {
    const { search } = renderSearch();
    await typeSearch("motor");
    expect(search).toHaveBeenLastCalledWith({ q: "motor", plant_id: 3 });
    const list = screen.getByRole("listbox", { name: "Search results" });
    const groups = within(list).getAllByRole("group");
    expect(groups.map((g) => within(g).getAllByRole("option").length)).toEqual([2, 1, 2]);
    expect(within(list).getByRole("group", { name: "Items" })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Machines" })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Sensors" })).toBeTruthy();
    expect(within(list).queryByRole("group", { name: "Assets" })).toBeNull();
    const motor = within(list).getByRole("option", { name: /^Motor M-101/ });
    // The selected plant's name is left out of its hits' places; another plant's is shown.
    expect(motor.textContent).toBe("Motor M-101S/N SN-4471Line 1 › Press 3 › Drive");
    expect(within(list).getByRole("option", { name: /^Spare motor/ }).textContent).toBe(
      "Spare motorMill South › Stores",
    );
    expect(motor.getAttribute("href")).toBe("/equipments/21/details/main");
    expect(
      within(list)
        .getByRole("option", { name: /Motor test bench/ })
        .getAttribute("href"),
    ).toBe("/machines/5/details");
    expect(
      within(list)
        .getByRole("option", { name: /Motor DE/ })
        .getAttribute("href"),
    ).toBe("/equipments/21/details/pdm/40");
    // A sensor on no item opens its own form.
    expect(
      within(list)
        .getByRole("option", { name: /Motor spare sensor/ })
        .getAttribute("href"),
    ).toBe("/banner-sensors/41");
  });

  it("walks the hits with the arrow keys and opens the chosen one with Enter", async () => {
    const { currentPath } = renderSearch();
    await typeSearch("motor");
    expect(selected().map((o) => o.textContent)).toEqual([expect.stringContaining("Motor M-101")]);
    expect(field().getAttribute("aria-activedescendant")).toBe(selected()[0]!.id);

    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(selected()[0]!.textContent).toContain("Motor test bench");
    expect(field().getAttribute("aria-activedescendant")).toBe(selected()[0]!.id);
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(selected()[0]!.textContent).toContain("Spare motor");
    // Up from the first wraps to the last.
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(selected()[0]!.textContent).toContain("Motor spare sensor");
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });

    fireEvent.keyDown(field(), { key: "Enter" });
    expect(currentPath()).toBe("/machines/5/details");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((field() as HTMLInputElement).value).toBe("");
  });

  it("closes with Escape", async () => {
    renderSearch();
    await typeSearch("motor");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("speaks Spanish, and says when nothing was found", async () => {
    renderSearch(makeUser(), "es");
    const input = screen.getByRole("combobox", { name: "Buscar equipos, máquinas, activos y sensores" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "motor" } });
    expect((await screen.findByRole("group", { name: "Ítems" })).textContent).toContain("N/S SN-4471");
    cleanup();

    renderSearch(makeUser(), "en", { items: [], machines: [], assets: [], sensors: [] });
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "zzz" } });
    await waitFor(() =>
      expect(screen.getByTestId("global-search-status").textContent).toBe("Nothing found for “zzz”."),
    );
    expect(screen.queryAllByRole("option")).toEqual([]);
  });

  it("on phones is an icon that opens a full-width search, also with `/`", async () => {
    asPhone();
    const { currentPath } = renderSearch();
    expect(screen.queryByRole("combobox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const overlay = screen.getByTestId("global-search-overlay");
    expect(document.activeElement).toBe(field());
    expect(within(overlay).getByTestId("global-search-status").textContent).toContain(
      "at least 2 characters",
    );
    fireEvent.change(field(), { target: { value: "motor" } });
    await waitFor(() => expect(within(overlay).getAllByRole("option")).toHaveLength(5));
    fireEvent.click(within(overlay).getByRole("option", { name: /Motor DE/ }));
    expect(currentPath()).toBe("/equipments/21/details/pdm/40");
    expect(screen.queryByTestId("global-search-overlay")).toBeNull();

    fireEvent.keyDown(document.body, { key: "/" });
    expect(await screen.findByTestId("global-search-overlay")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(screen.queryByTestId("global-search-overlay")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
  });

  it("is not offered to a user who may not browse the asset lists", () => {
    const role = makeUser().role;
    const permissions = role.permissions.filter((p) => p.app_section !== "dashboard");
    renderSearch(makeUser({ role: { ...role, permissions } }));
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
