import { screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { makeUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { RouteGuard } from "./route-guard";

const page = <p>Protected content</p>;

describe("RouteGuard", () => {
  it("keeps a user without the permission on the page and shows 'Limited access'", async () => {
    const { location } = renderWithApp(
      <>
        <RouteGuard>{page}</RouteGuard>
        <Toaster />
      </>,
      { path: "/companies", user: makeUser() },
    );
    const limited = await screen.findByTestId("limited-access");
    expect(limited.textContent).toContain("Limited access");
    expect(limited.textContent).toContain("You do not have permissions to view this page");
    expect(screen.queryByText("Protected content")).toBeNull();
    expect(location.history?.at(-1)).toBe("/companies");
    // The warning toast carries the same words.
    await waitFor(() => expect(screen.getAllByText("Limited access").length).toBeGreaterThan(1));
  });

  it("renders the page when the user has the permission", async () => {
    renderWithApp(<RouteGuard>{page}</RouteGuard>, { path: "/plants", user: makeUser() });
    expect(await screen.findByText("Protected content")).toBeTruthy();
    expect(screen.queryByTestId("limited-access")).toBeNull();
  });

  it("sends a signed-out visitor to sign-in, remembering where they were going", async () => {
    const { location } = renderWithApp(
      <>
        <RouteGuard>{page}</RouteGuard>
        <Toaster />
      </>,
      { path: "/plants?page=2", user: null },
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login/sign-in"));
    expect(sessionStorage.getItem(STORAGE_KEYS.redirect)).toBe("/plants?page=2");
    expect(screen.queryByText("Protected content")).toBeNull();
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
  });

  it("sends a forced-MFA user without a second factor to the profile", async () => {
    const { location } = renderWithApp(<RouteGuard>{page}</RouteGuard>, {
      path: "/plants",
      user: makeUser({ mfa_required: true }),
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/profile?enableMfa=true"));
  });
});
