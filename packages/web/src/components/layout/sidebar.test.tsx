import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { Sidebar } from "./sidebar";

function menuPaths(): string[] {
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("data-testid")?.startsWith("menu-"))
    .map((link) => link.getAttribute("href") ?? "");
}

describe("Sidebar", () => {
  it("shows a plant admin only the entries their role permits", () => {
    const user = makeUser();
    renderWithApp(
      <TooltipProvider>
        <Sidebar user={user} collapsed={false} />
      </TooltipProvider>,
      { path: "/plants", user },
    );
    const paths = menuPaths();
    for (const allowed of [
      "/dashboard",
      "/controllers",
      "/plants",
      "/users",
      "/teams",
      "/maintenance",
      "/parts",
    ]) {
      expect(paths, allowed).toContain(allowed);
    }
    for (const hidden of [
      "/companies",
      "/user-roles",
      "/settings",
      "/distributors",
      "/brands",
      "/master-import",
    ]) {
      expect(paths, hidden).not.toContain(hidden);
    }
    // Labels are translated, never the missing-key text; the active entry is marked.
    expect(screen.queryByText(/text missing/)).toBeNull();
    const plants = screen.getAllByRole("link").find((link) => link.getAttribute("href") === "/plants");
    expect(plants?.getAttribute("aria-current")).toBe("page");
    expect(plants?.textContent).toBe("Plants");
  });

  it("shows nothing a role has no permission for", () => {
    const user = makeUser({ role: { ...plantAdminRole, permissions: [] } });
    renderWithApp(
      <TooltipProvider>
        <Sidebar user={user} collapsed={false} />
      </TooltipProvider>,
      { path: "/", user },
    );
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("shows long Spanish labels whole, wrapping instead of cutting them with an ellipsis", async () => {
    const importing = {
      app_section: "import_work_orders",
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: false,
      is_archiving: false,
    } as (typeof plantAdminRole.permissions)[number];
    const user = makeUser({
      role: { ...plantAdminRole, permissions: [...plantAdminRole.permissions, importing] },
    });
    const { i18n } = renderWithApp(
      <TooltipProvider>
        <Sidebar user={user} collapsed={false} />
      </TooltipProvider>,
      { path: "/plants", user },
    );
    await act(() => i18n.changeLanguage("es"));
    for (const [path, text] of [
      ["/maintenance-requests", "Solicitudes de orden de trabajo"],
      ["/maintenance-import", "Importación de órdenes de trabajo"],
    ]) {
      const link = screen.getAllByRole("link").find((a) => a.getAttribute("href") === path);
      const label = link?.querySelector('[data-testid="menu-label"]');
      expect(label?.textContent, path).toBe(text);
      // No single-line clipping: the label may take a second line.
      expect(label?.className, path).not.toMatch(/truncate|text-ellipsis|whitespace-nowrap/);
      expect(link?.className, path).not.toMatch(/(^|\s)h-8(\s|$)/);
    }
  });
});
