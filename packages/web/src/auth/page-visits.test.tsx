import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { tokenStore } from "./auth-store";

describe("page visits", () => {
  it("reports one visit per route change while signed in, quietly, with the time on the previous page", async () => {
    const visit = vi.fn((_input: unknown) => {
      throw new Error("analytics is down");
    });
    tokenStore.set("live-token");
    const { location } = renderApp("/profile", {
      "auth.user": () => ({ user: makeUser() }),
      "analytics.pageVisit": visit,
    });
    await waitFor(() => expect(visit).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(visit.mock.calls[0]?.[0]).toMatchObject({ path: "/profile" });
    expect(visit.mock.calls[0]?.[0]).not.toHaveProperty("duration_ms");

    act(() => location.navigate("/plants"));
    await waitFor(() => expect(visit).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(visit.mock.calls[1]?.[0]).toMatchObject({ path: "/plants", duration_ms: expect.any(Number) });
    // Quietly: a failed report shows no error to the user.
    expect(document.body.textContent).not.toContain("analytics is down");
    expect(document.body.textContent).not.toContain("Wrong response status");
  });

  it("sends nothing on the sign-in pages", async () => {
    const visit = vi.fn(() => ({ status: "ok" }));
    renderApp("/login/sign-in", { "analytics.pageVisit": visit });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(visit).not.toHaveBeenCalled();
  });

  it("sends nothing, and the bar asks nothing of the server, until a required second factor is set up", async () => {
    const visit = vi.fn(() => ({ status: "ok" }));
    const unread = vi.fn(() => ({ unread: 0 }));
    tokenStore.set("live-token");
    renderApp("/profile?enableMfa=true", {
      "auth.user": () => ({ user: makeUser({ mfa_required: true }) }),
      "analytics.pageVisit": visit,
      "notifications.unreadCount": unread,
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(visit).not.toHaveBeenCalled();
    expect(unread).not.toHaveBeenCalled();
  });
});
