import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { i18n } from "@/i18n";
import { themeStore } from "@/lib/theme";
import { makeUser, plantAdminRole, staffRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { windowWidth } from "@/test/window-width";

const ownRole = staffRole;
const tempRole = { ...plantAdminRole, id: 4, name: "Plant Admin" };

async function openMenu() {
  const menu = await screen.findByTestId("user-menu");
  fireEvent.keyDown(menu, { key: "Enter" });
}

describe("user menu", () => {
  it("offers the outbox to internal users and switches to a temporary role, shown clearly", async () => {
    tokenStore.set("live-token");
    const current = { user: makeUser({ type: 1, role: ownRole as never }) };
    const setTempRole = vi.fn((input: unknown) => {
      const roleId = (input as { role_id: number | null }).role_id;
      current.user = makeUser({
        type: 1,
        role: ownRole as never,
        temp_role: roleId ? (tempRole as never) : null,
      });
      return current.user;
    });
    const { currentPath } = renderApp("/profile", {
      "auth.user": () => ({ user: current.user }),
      "auth.roles": () => [
        { id: 4, name: "Plant Admin" },
        { id: 2, name: "Plant User" },
      ],
      "auth.tempRole": setTempRole,
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    await openMenu();
    expect(await screen.findByRole("menuitem", { name: "Outbox" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Temporary role…" }));
    const dialog = await screen.findByTestId("temp-role-dialog");
    expect(dialog.textContent).toContain("Your own role is Super Admin");
    fireEvent.keyDown(await screen.findByLabelText("Role"), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Plant Admin" }));
    fireEvent.click(screen.getByRole("button", { name: "Use this role" }));
    expect((await screen.findByTestId("temp-role-badge")).textContent).toBe("As Plant Admin");
    expect(setTempRole).toHaveBeenCalledWith({ role_id: 4 });
    expect(screen.getByTestId("profile-temp-role").textContent).toBe("Plant Admin");

    // Acting as a customer role: no outbox; one click goes back to the own role.
    await openMenu();
    expect(screen.queryByRole("menuitem", { name: "Outbox" })).toBeNull();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Back to my own role (Super Admin)" }));
    await waitFor(() => expect(screen.queryByTestId("temp-role-badge")).toBeNull());
    expect(setTempRole).toHaveBeenLastCalledWith({ role_id: null });
    expect(currentPath()).toBe("/profile");
  }, 15_000);

  it("a customer without roles to pick sees neither the outbox nor the role switch", async () => {
    tokenStore.set("live-token");
    const roles = vi.fn(() => []);
    renderApp("/profile", {
      "auth.user": () => ({ user: makeUser() }),
      "auth.roles": roles,
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    await openMenu();
    await screen.findByRole("menuitem", { name: "Profile" });
    await waitFor(() => expect(roles).toHaveBeenCalled());
    expect(screen.queryByRole("menuitem", { name: "Outbox" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Temporary role…" })).toBeNull();
  });

  const handlers = {
    "auth.user": () => ({ user: makeUser() }),
    "auth.roles": () => [],
    "analytics.pageVisit": () => ({ status: "ok" }),
  };

  it("holds the language and theme on a phone, where the top bar leaves the room to the plant", async () => {
    tokenStore.set("live-token");
    const undo = windowWidth(390);
    try {
      renderApp("/profile", handlers);
      await openMenu();
      await screen.findByRole("menuitem", { name: "Profile" });
      expect(screen.queryByTestId("language-switch")).toBeNull();
      expect(screen.queryByRole("button", { name: "Dark theme" })).toBeNull();
      fireEvent.click(screen.getByRole("menuitem", { name: "Dark theme" }));
      expect(themeStore.get()).toBe("dark");
      await openMenu();
      fireEvent.click(await screen.findByRole("menuitemradio", { name: "Español" }));
      await waitFor(() => expect(i18n.language).toBe("es"));
      await openMenu();
      expect(await screen.findByRole("menuitem", { name: "Tema claro" })).toBeTruthy();
      expect(screen.getByRole("menuitemradio", { name: "Español" }).getAttribute("aria-checked")).toBe(
        "true",
      );
    } finally {
      undo();
      themeStore.set("light");
      await i18n.changeLanguage("en");
      localStorage.clear();
    }
  });

  it("leaves them to the top bar on a wider screen", async () => {
    tokenStore.set("live-token");
    const undo = windowWidth(1024);
    try {
      renderApp("/profile", handlers);
      expect(await screen.findByTestId("language-switch")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Dark theme" })).toBeTruthy();
      await openMenu();
      await screen.findByRole("menuitem", { name: "Profile" });
      expect(screen.queryByRole("menuitemradio")).toBeNull();
      expect(screen.queryByRole("menuitem", { name: "Dark theme" })).toBeNull();
    } finally {
      undo();
    }
  });
});
