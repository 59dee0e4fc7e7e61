import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { STORAGE_KEYS } from "@/lib/storage";
import { serverError } from "@/test/fake-trpc";
import { makeUser, onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const plantsPage = onePage([
  { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7, company_name: "Acme Pulp" },
]);

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("session flows", () => {
  it("shows the server's message for wrong credentials, then signs in and returns to the remembered page", async () => {
    sessionStorage.setItem(STORAGE_KEYS.redirect, "/plants");
    const login = vi.fn((input: unknown) => {
      const { password } = input as { password: string };
      if (password !== "Plantwise#2026") throw serverError("Invalid e-mail or password", 401, "UNAUTHORIZED");
      return { token: "fresh-token" };
    });
    const { currentPath } = renderApp("/login/sign-in", {
      "auth.login": login,
      "auth.user": () => ({ user: makeUser() }),
      "plants.list": () => plantsPage,
    });

    signInWith("ana.ruiz@example.com", "wrong");
    expect((await screen.findByTestId("sign-in-error")).textContent).toBe("Invalid e-mail or password");
    expect(currentPath()).toBe("/login/sign-in");

    signInWith(" Ana.Ruiz@Example.com ", "Plantwise#2026");
    await waitFor(() => expect(currentPath()).toBe("/plants"));
    expect(login).toHaveBeenLastCalledWith({ email: "ana.ruiz@example.com", password: "Plantwise#2026" });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
    expect(await screen.findByText("Mill North")).toBeTruthy();
  });

  it("a sign-in that needs a second factor goes to the code step without storing a token", async () => {
    const { currentPath } = renderApp("/login/sign-in", {
      "auth.login": () => ({
        verification: { status: "mfa_required", methods: ["authenticator"], challenge: "1.x" },
      }),
    });
    signInWith("ana.ruiz@example.com", "Plantwise#2026");
    await waitFor(() => expect(currentPath()).toBe("/login/two-factor"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("on a 401 while signed in clears auth, goes to sign-in and warns 'Not authorized'", async () => {
    tokenStore.set("expired-token");
    const { currentPath } = renderApp("/plants", {
      "auth.user": () => {
        throw serverError("Not authorized", 401, "UNAUTHORIZED");
      },
    });
    await waitFor(() => expect(currentPath()).toBe("/login/sign-in"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findByText("Not authorized")).toBeTruthy();
    expect(screen.getByText("Try sign in again")).toBeTruthy();
  });

  it("signs out: server call, token and saved filters cleared, 'Successfuly logout'", async () => {
    tokenStore.set("live-token");
    localStorage.setItem("filters:plants", JSON.stringify({ page: 2 }));
    const logout = vi.fn(() => ({ status: "ok" }));
    const { currentPath } = renderApp("/dashboard", {
      "auth.user": () => ({ user: makeUser() }),
      "auth.logout": logout,
    });
    const menu = await screen.findByTestId("user-menu");
    await waitFor(() => expect(currentPath()).toBe("/dashboard/plant"));
    fireEvent.keyDown(menu, { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));

    await waitFor(() => expect(currentPath()).toBe("/login/sign-in"));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem("filters:plants")).toBeNull();
    expect(await screen.findByText("Successfuly logout")).toBeTruthy();
    // A plain sign-out is not a "not authorized" event.
    expect(screen.queryByText("You are not authorized to view this page")).toBeNull();
  });

  it("remote login: a token in the URL fetches the auth user and opens the app", async () => {
    const user = vi.fn(() => ({ user: makeUser() }));
    const { currentPath } = renderApp("/login/remote?token=remote-token", { "auth.user": user });
    await waitFor(() => expect(currentPath()).toBe("/dashboard/plant"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("remote-token");
    expect(user).toHaveBeenCalled();
  });

  it("remote login: an error in the URL shows it and goes to sign-in", async () => {
    const { currentPath } = renderApp("/login/remote?error=The%20login%20link%20has%20expired", {});
    await waitFor(() => expect(currentPath()).toBe("/login/sign-in"));
    expect(await screen.findByText("The login link has expired")).toBeTruthy();
  });

  it("opening the site's root signed out shows sign-in without a warning and remembers nothing", async () => {
    const { currentPath } = renderApp("/", {});
    await waitFor(() => expect(currentPath()).toBe("/login/sign-in"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByText("You are not authorized to view this page")).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.redirect)).toBeNull();
  });

  it("skipping the second factor goes on to the page the user was going to", async () => {
    tokenStore.set("live-token");
    let trusted = false;
    const trust = vi.fn(() => {
      trusted = true;
      return { status: "ok", data: { device_token: "device-1", expires_at: "2099-01-01T00:00:00Z" } };
    });
    const { currentPath } = renderApp("/plants?page=2", {
      "auth.user": () => ({
        user: makeUser({
          mfa_required: !trusted,
          mfa_trusted_until: trusted ? "2099-01-01T00:00:00Z" : null,
        }),
      }),
      "auth.trustDevice": trust,
      "plants.list": () => plantsPage,
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    await waitFor(() => expect(currentPath()).toBe("/profile?enableMfa=true"));
    fireEvent.click(await screen.findByRole("button", { name: "Skip for 7 days on this device" }));
    await waitFor(() => expect(currentPath()).toBe("/plants?page=2"));
    expect(trust).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.deviceToken)).toBe("device-1");
    expect(await screen.findByText("Mill North")).toBeTruthy();
  });

  it("skipping the second factor with nowhere remembered goes to the dashboard", async () => {
    tokenStore.set("live-token");
    let trusted = false;
    const { currentPath } = renderApp("/profile?enableMfa=true", {
      "auth.user": () => ({ user: makeUser({ mfa_required: !trusted }) }),
      "auth.trustDevice": () => {
        trusted = true;
        return { status: "ok", data: { device_token: "device-2", expires_at: "2099-01-01T00:00:00Z" } };
      },
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Skip for 7 days on this device" }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/dashboard/));
  });
});
