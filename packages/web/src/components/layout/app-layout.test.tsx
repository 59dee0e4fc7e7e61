import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { AppLayout } from "./app-layout";

vi.mock("@/features/notifications/bell", () => ({ NotificationBell: () => null }));
vi.mock("./user-menu", () => ({ UserMenu: () => null }));
vi.mock("@/features/work-orders/pending-requests-badge", () => ({
  PendingRequestsBadge: () => null,
  REQUESTS_MENU_PATH: "/maintenance-requests",
}));

/** Makes `(max-width: …)` queries match, as on a phone. */
function phoneWidth(on: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: on && query.includes("max-width"),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore = () => {};
afterEach(() => restore());

describe("AppLayout", () => {
  it("keeps the sidebar beside the content on wide screens and folds it to icons", () => {
    restore = phoneWidth(false);
    renderWithApp(<AppLayout user={makeUser()}>content</AppLayout>, { path: "/plants", user: makeUser() });
    expect(screen.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("false");
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
    fireEvent.click(screen.getByTestId("sidebar-toggle"));
    expect(screen.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("true");
  });

  it("on a phone opens the sidebar as a drawer from the toggle and closes it on navigating", () => {
    restore = phoneWidth(true);
    renderWithApp(<AppLayout user={makeUser()}>content</AppLayout>, { path: "/plants", user: makeUser() });
    const toggle = screen.getByTestId("sidebar-toggle");
    expect(screen.queryByTestId("sidebar")).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByTestId("sidebar-drawer")).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const link = screen.getAllByRole("link").find((a) => a.getAttribute("href") === "/teams");
    fireEvent.click(link as HTMLElement);
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
    // The backdrop and Escape close it too.
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId("sidebar-backdrop"));
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
    fireEvent.click(toggle);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
  });
});
