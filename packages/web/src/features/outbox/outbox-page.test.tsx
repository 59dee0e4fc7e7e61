import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser, onePage, staffRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { outboxInput } from "./outbox-page";

const staff = makeUser({ type: 1, role: staffRole });

const rows = [
  {
    id: 2,
    channel: "sms",
    recipient: "+15550100",
    subject: null,
    body: "Your Plantwise code is 123456",
    status: "stored",
    created_at: "2026-11-23T10:05:00.000Z",
    attachments: [],
  },
  {
    id: 1,
    channel: "email",
    recipient: "ana.ruiz@example.com",
    subject: "Reset your Plantwise password",
    body: "Open this link to set a new password:\nhttp://localhost:5173/login/password/reset/abc.def\nIt can be used once.",
    status: "stored",
    created_at: "2026-11-23T10:00:00.000Z",
    attachments: [],
  },
];

describe("outbox", () => {
  it("lists messages newest first and opens a body with clickable links", async () => {
    tokenStore.set("live-token");
    const list = vi.fn((input: unknown) => {
      const channel = (input as { channel?: string }).channel;
      const data = channel ? rows.filter((row) => row.channel === channel) : rows;
      return onePage(data);
    });
    renderApp("/outbox", {
      "auth.user": () => ({ user: staff }),
      "outbox.list": list,
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    expect(await screen.findByText("Reset your Plantwise password")).toBeTruthy();
    const cells = screen.getAllByRole("row").map((row) => row.textContent ?? "");
    expect(cells.findIndex((text) => text.includes("+15550100"))).toBeLessThan(
      cells.findIndex((text) => text.includes("ana.ruiz@example.com")),
    );
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 1, channel: undefined }));

    fireEvent.click(screen.getByText("Reset your Plantwise password"));
    const dialog = await screen.findByTestId("outbox-message");
    const link = within(dialog).getByRole("link");
    expect(link.getAttribute("href")).toBe("http://localhost:5173/login/password/reset/abc.def");
    expect(dialog.textContent).toContain("It can be used once.");
  });

  it("passes the channel filter only when it is e-mail or SMS", () => {
    expect(outboxInput({ page: 2, max: 10, channel: "sms", q: "code" })).toEqual({
      page: 2,
      max: 10,
      q: "code",
      channel: "sms",
    });
    expect(outboxInput({ page: 1, max: 10, channel: "fax" }).channel).toBeUndefined();
  });

  it("is limited access for a customer user", async () => {
    tokenStore.set("live-token");
    const list = vi.fn();
    renderApp("/outbox", { "auth.user": () => ({ user: makeUser() }), "outbox.list": list });
    expect(await screen.findByTestId("limited-access")).toBeTruthy();
    await waitFor(() => expect(list).not.toHaveBeenCalled());
  });
});
