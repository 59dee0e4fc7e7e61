import { NOTIFICATION_TYPES } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { libraryUser, SLOW } from "@/features/library/test-fixtures";
import { plantStore } from "@/state/plant-store";
import { serverError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import type { TemplateEntry } from "./template-editor";
import { sampleValues } from "./template-samples";
import { signInEachTest, templateEntries } from "./test-fixtures";

const PAGE = "/settings/notification-templates";
const editor = () => screen.findByRole("textbox", { name: /^Body/ }, { timeout: 15_000 });
const subjectField = () => screen.getByRole("textbox", { name: /^Subject/ }) as HTMLInputElement;
const bodyField = () => screen.getByRole("textbox", { name: /^Body/ }) as HTMLTextAreaElement;

/** The aria-label of the type and channel open in the navigation ("Sensor offline, Real-time"). */
const openTemplate = () =>
  within(screen.getByRole("navigation", { name: "Notification types" }))
    .getByRole("button", { current: true })
    .getAttribute("aria-label");

/** Types `text` into `field`, selects `from`…`to` in it and inserts the placeholder `name` there. */
function insertPlaceholder(
  field: HTMLInputElement | HTMLTextAreaElement,
  text: string,
  [from, to]: [number, number],
  name: string,
) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  field.setSelectionRange(from, to);
  fireEvent.click(screen.getByRole("button", { name }));
}

/** "Alarm raised" e-mail is the company's own; everything else is the default. */
const CUSTOM = {
  "1:email": {
    subject: "{{alert_type}} on {{machine_name}}",
    body: "Dear {{user_name}},\n{{item_name}} reads {{value}} {{unit}}.",
  },
};

function handlers(over: Record<string, (input: unknown) => unknown> = {}, edit = true) {
  return {
    "auth.user": () => ({ user: libraryUser(["settings"], edit) }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "notifications.unreadCount": () => ({ unread: 0 }),
    "notifications.list": () => ({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 8, total: 0 },
    }),
    "notifications.templates": () => templateEntries(CUSTOM),
    ...over,
  };
}

/** The saved entry as the API answers it. */
function savedEntry(input: unknown): TemplateEntry {
  const { type, channel, subject, body } = input as TemplateEntry;
  const base = templateEntries().find((e) => e.type === type && e.channel === channel)!;
  return { ...base, subject, body, customised: true, updated_at: "2026-03-02T08:00:00.000Z" };
}

signInEachTest({ stream: true });

describe("notification templates", SLOW, () => {
  it("lists every type with its channels, marks the customised one and opens the first", async () => {
    const templates = vi.fn(() => templateEntries(CUSTOM));
    renderApp(PAGE, handlers({ "notifications.templates": templates }));
    await editor();
    // A customer names no company (the API uses their own); the text's language is the interface's.
    expect(templates).toHaveBeenCalledWith({ language: 1 });
    const nav = screen.getByRole("navigation", { name: "Notification types" });
    expect(within(nav).getAllByRole("listitem")).toHaveLength(NOTIFICATION_TYPES.length);
    expect(openTemplate()).toBe("Alarm raised, E-mail, Customised");
    expect(within(nav).getByRole("button", { name: "Alarm raised, Real-time" })).toBeTruthy();
    expect(within(nav).getAllByText("Customised")).toHaveLength(1);

    expect(subjectField().value).toBe(CUSTOM["1:email"].subject);
    expect(bodyField().value).toBe(CUSTOM["1:email"].body);
    // The preview fills in the sample values.
    expect(screen.getByTestId("preview-subject").textContent).toBe("High alarm on Roller Mill RM-1");
    expect(screen.getByTestId("preview-body").textContent).toBe("Dear Ana Ruiz,\nMain motor reads 9.5 mm/s.");
    // Only the type's own placeholders are offered.
    const chips = within(screen.getByTestId("placeholder-chips")).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual(
      NOTIFICATION_TYPES[0]!.placeholders.map((p) => `{{${p}}}`),
    );

    fireEvent.click(within(nav).getByRole("button", { name: "Daily summary, Real-time" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Title/ })).toBeTruthy());
    expect((screen.getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe(
      "{{user_name}}: Daily summary (real_time)",
    );
    expect(
      within(screen.getByTestId("placeholder-chips")).getByRole("button", { name: "{{open_alarms}}" }),
    ).toBeTruthy();
  });

  it("opens the type and channel the URL names", async () => {
    renderApp(`${PAGE}?type=4&channel=real_time`, handlers());
    await editor();
    expect(openTemplate()).toBe("Sensor offline, Real-time");
  });

  it("inserts a placeholder at the cursor of the field last used and previews it", async () => {
    renderApp(PAGE, handlers());
    await editor();
    const body = bodyField();
    insertPlaceholder(body, "Check  now.", [6, 6], "{{machine_name}}");
    expect(body.value).toBe("Check {{machine_name}} now.");
    expect(body.selectionStart).toBe("Check {{machine_name}}".length);
    await waitFor(() =>
      expect(screen.getByTestId("preview-body").textContent).toBe("Check Roller Mill RM-1 now."),
    );

    // The subject, with a selection: the placeholder replaces the selected text.
    const subject = subjectField();
    insertPlaceholder(subject, "Alarm at PLANT", [9, 14], "{{plant_name}}");
    expect(subject.value).toBe("Alarm at {{plant_name}}");
    await waitFor(() =>
      expect(screen.getByTestId("preview-subject").textContent).toBe("Alarm at Mill North"),
    );
  });

  it("shows the server's 422 on the field it names and keeps the text", async () => {
    const save = vi.fn(() => {
      throw serverError("body: unknown placeholder colour", 422, "BAD_REQUEST", [
        ["body: unknown placeholder colour"],
      ]);
    });
    renderApp(PAGE, handlers({ "notifications.saveTemplate": save }));
    await editor();
    fireEvent.change(bodyField(), { target: { value: "Paint it {{colour}}" } });
    // The preview names it before saving …
    await waitFor(() => expect(screen.getByTestId("preview-unknown").textContent).toContain("{{colour}}"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // … and the server's refusal lands on the body field.
    const error = await screen.findByText("unknown placeholder colour");
    expect(bodyField().getAttribute("aria-invalid")).toBe("true");
    expect(bodyField().getAttribute("aria-describedby")).toBe(error.id);
    expect(save).toHaveBeenCalledTimes(1);
    expect(bodyField().value).toBe("Paint it {{colour}}");
    expect(subjectField().getAttribute("aria-invalid")).toBeNull();
  });

  it("asks for a subject before calling the server", async () => {
    const save = vi.fn(savedEntry);
    renderApp(PAGE, handlers({ "notifications.saveTemplate": save }));
    await editor();
    fireEvent.change(subjectField(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves a default template, which then shows as customised", async () => {
    const save = vi.fn(savedEntry);
    renderApp(`${PAGE}?type=2&channel=email`, handlers({ "notifications.saveTemplate": save }));
    await editor();
    fireEvent.change(subjectField(), { target: { value: "Cleared: {{item_name}}" } });
    fireEvent.change(bodyField(), { target: { value: "{{item_name}} is back to normal." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      company_id: undefined,
      type: 2,
      channel: "email",
      language: 1,
      subject: "Cleared: {{item_name}}",
      body: "{{item_name}} is back to normal.",
    });
    expect(await screen.findByText("Template saved")).toBeTruthy();
    await waitFor(() => expect(openTemplate()).toBe("Alarm cleared, E-mail, Customised"));
    expect(subjectField().value).toBe("Cleared: {{item_name}}");
  });

  it("edits each language's text on its own, previewed with that language's words", async () => {
    const templates = vi.fn((input: unknown) =>
      (input as { language: number }).language === 2
        ? templateEntries().map((e) => ({ ...e, language: 2 }))
        : templateEntries(CUSTOM),
    );
    const save = vi.fn((input: unknown) => ({ ...savedEntry(input), language: 2 }));
    renderApp(
      `${PAGE}?type=1&channel=email`,
      handlers({ "notifications.templates": templates, "notifications.saveTemplate": save }),
    );
    await editor();
    fireEvent.click(screen.getByRole("combobox", { name: "Language of the text" }));
    fireEvent.click(await screen.findByRole("option", { name: "Español" }));
    await waitFor(() => expect(templates).toHaveBeenCalledWith({ language: 2 }));
    // Spanish has no text of the company's yet: the built-in one, nothing customised.
    await waitFor(() => expect(openTemplate()).toBe("Alarm raised, E-mail"));
    fireEvent.change(subjectField(), { target: { value: "{{alert_type}}: {{parameter}}" } });
    expect(screen.getByTestId("preview-subject").textContent).toBe("Alarma por alto nivel: Velocidad RMS");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ type: 1, channel: "email", language: 2 })),
    );
  });

  it("resets a customised template to the default after confirmation", async () => {
    const reset = vi.fn((input: unknown) => {
      const { type, channel } = input as TemplateEntry;
      return templateEntries().find((e) => e.type === type && e.channel === channel);
    });
    renderApp(PAGE, handlers({ "notifications.resetTemplate": reset }));
    await editor();
    // Only the customised template offers a reset.
    fireEvent.click(screen.getByRole("button", { name: "Reset to default" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Reset “Alarm raised” (E-mail) to the default text?")).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset to default" }));
    await waitFor(() =>
      expect(reset).toHaveBeenCalledWith({ company_id: undefined, type: 1, channel: "email", language: 1 }),
    );
    await waitFor(() => expect(subjectField().value).toBe("{{user_name}}: Alarm raised (email)"));
    expect(screen.queryByRole("button", { name: "Reset to default" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Notification types" });
    expect(within(nav).queryAllByText("Customised")).toHaveLength(0);
  });

  it("is read-only for a user who may view but not edit settings", async () => {
    renderApp(PAGE, handlers({}, false));
    expect(await screen.findByTestId("templates-read-only", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /^Body/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reset to default" })).toBeNull();
    expect(screen.getByTestId("preview-subject").textContent).toBe("High alarm on Roller Mill RM-1");
  });

  it("lets provider staff work on the selected plant's company, or pick another", async () => {
    const staff = makeUser({
      type: 1,
      company_id: null,
      company: null,
      // Provider staff (role type 1) hold the settings and companies sections explicitly.
      role: {
        ...libraryUser(["settings", "companies"]).role,
        id: 1,
        name: "Super Admin",
        type: 1,
        platform_role: 1,
      },
      plants: [
        { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 },
        { id: 8, name: "Harbour Plant", time_zone: "America/Halifax", company_id: 9 },
      ] as never,
    });
    plantStore.set(8);
    const templates = vi.fn(() => templateEntries());
    const save = vi.fn(savedEntry);
    renderApp(
      PAGE,
      handlers({
        "auth.user": () => ({ user: staff }),
        "companies.list": () => ({
          data: [
            { id: 7, name: "Acme Pulp" },
            { id: 9, name: "Harbour Foods" },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 },
        }),
        "notifications.templates": templates,
        "notifications.saveTemplate": save,
      }),
    );
    await editor();
    expect(templates).toHaveBeenCalledWith({ company_id: 9, language: 1 });
    // The samples name the chosen company.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Company" }).textContent).toContain("Harbour Foods"),
    );

    fireEvent.keyDown(screen.getByRole("combobox", { name: "Company" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Acme Pulp" }));
    await waitFor(() => expect(templates).toHaveBeenCalledWith({ company_id: 7, language: 1 }));
    await editor();
    fireEvent.change(bodyField(), { target: { value: "Hello {{user_name}}" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ company_id: 7, type: 1 })),
    );
  });
});

describe("template samples", () => {
  it("give every placeholder of every notification type a value", () => {
    const samples = sampleValues({
      userName: "Ana Ruiz",
      companyName: "Acme Pulp",
      origin: "https://app.test",
    });
    const missing = NOTIFICATION_TYPES.flatMap((t) => t.placeholders).filter((name) => !(name in samples));
    expect(missing).toEqual([]);
    expect(samples.link).toBe("https://app.test/dashboard/alarms");
  });
});
