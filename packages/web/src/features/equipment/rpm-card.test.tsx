import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { details, equipmentHandlers } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };

/** Item 101 with RPM from a manual value through a formula over the source's value. */
const withFormula = {
  ...details,
  is_rpm_params_set: true,
  rpm_source_item: 2,
  rpm_value: 1480,
  rpm_formula: "{value} * 0.5",
};

function renderItem(language: 1 | 2) {
  tokenStore.set("live-token");
  return renderApp(
    "/equipments/101/details/main",
    equipmentHandlers(makeUser({ language }), { "equipments.get": () => withFormula }),
  );
}

describe("the RPM formula as it reads", () => {
  it.each([
    [1, "source value * 0.5"],
    [2, "valor de la fuente * 0.5"],
  ] as const)(
    "names the formula's input in words on the card (language %i)",
    slow,
    async (language, text) => {
      renderItem(language);
      const formula = await screen.findByTestId("rpm-formula", {}, wait);
      expect(formula.textContent).toBe(text);
      expect(formula.textContent).not.toContain("{");
    },
  );

  it("shows the placeholder to type only as code in the form's help", slow, async () => {
    renderItem(1);
    fireEvent.click(await screen.findByRole("button", { name: "Edit RPM parameters" }, wait));
    const dialog = await screen.findByRole("dialog");
    const help = within(dialog).getByText((_, element) =>
      Boolean(element?.id.endsWith("-description") && element.textContent?.startsWith("Arithmetic")),
    );
    expect(help.textContent).toBe("Arithmetic on the source's value, written {value}; e.g. {value} * 0.5");
    // Every "{value}" in the help is the formula's own syntax, set apart as code.
    const codes = [...help.querySelectorAll("code")].map((code) => code.textContent);
    expect(codes).toEqual(["{value}", "{value} * 0.5"]);
    const outsideCode = [...help.childNodes]
      .filter((node) => node.nodeName !== "CODE")
      .map((node) => node.textContent)
      .join("");
    expect(outsideCode).not.toContain("{");
  });
});
