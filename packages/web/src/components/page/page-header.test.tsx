import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("lets a long title wrap and its actions wrap under it instead of leaving the screen", () => {
    const title = "Importación de órdenes de trabajo · Planta de tratamiento de aguas residuales Norte";
    renderWithApp(
      <PageHeader title={title} actions={<button type="button">Nueva orden de trabajo</button>} />,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(title);
    // Never cut to one line with an ellipsis.
    expect(heading.className).not.toMatch(/truncate|whitespace-nowrap|line-clamp/);
    const actions = screen.getByRole("button", { name: "Nueva orden de trabajo" })
      .parentElement as HTMLElement;
    expect(actions.hasAttribute("data-page-actions")).toBe(true);
    // The row wraps (actions fall under the title) and so do the actions themselves.
    expect(actions.parentElement?.className).toContain("flex-wrap");
    expect(actions.className).toContain("flex-wrap");
    expect(actions.className).toContain("max-w-full");
    expect(document.title).toBe(`${title} · Plantwise`);
  });
});
