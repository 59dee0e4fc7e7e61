import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { windowWidth } from "@/test/window-width";
import { AppLayout } from "./app-layout";

vi.mock("@/features/notifications/bell", () => ({ NotificationBell: () => null }));
vi.mock("./user-menu", () => ({ UserMenu: () => null }));
vi.mock("./plant-picker", () => ({ PlantPicker: () => null }));
vi.mock("@/features/search/global-search", () => ({ GlobalSearch: () => null }));
vi.mock("@/features/work-orders/pending-requests-badge", () => ({
  PendingRequestsBadge: () => null,
  REQUESTS_MENU_PATH: "/maintenance-requests",
}));

let restore = () => {};
afterEach(() => restore());

describe("AppLayout", () => {
  it("keeps the sidebar beside the content from 1024 px up and folds it to icons", () => {
    restore = windowWidth(1024);
    renderWithApp(<AppLayout user={makeUser()}>content</AppLayout>, { path: "/plants", user: makeUser() });
    expect(screen.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("false");
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
    fireEvent.click(screen.getByTestId("sidebar-toggle"));
    expect(screen.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("true");
  });

  it.each([
    ["a phone", 390],
    ["a portrait tablet", 1023],
  ])("on %s opens the sidebar as a drawer from the toggle and closes it on navigating", (_, width) => {
    restore = windowWidth(width);
    renderWithApp(<AppLayout user={makeUser()}>content</AppLayout>, { path: "/plants", user: makeUser() });
    const toggle = screen.getByTestId("sidebar-toggle");
    expect(screen.queryByTestId("sidebar")).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByTestId("sidebar-drawer")).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // The drawer always shows the labels, whatever the wide layout's folding says.
    expect(screen.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("false");
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
