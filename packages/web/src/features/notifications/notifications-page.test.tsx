import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SLOW } from "@/features/library/test-fixtures";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { fakeInbox, listMeta, notification, signInEachTest } from "./test-fixtures";

/** The centre's server: 30 notifications, ids 30…1 newest first, the even ones read. */
function inbox() {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const id = 30 - i;
    return notification({
      id,
      title: `Notice ${id}`,
      body: `Body of notice ${id}`,
      link: id === 29 ? "/dashboard/alarms" : null,
      read_at: id % 2 === 0 ? "2026-03-01T12:00:00.000Z" : null,
    });
  });
  return fakeInbox(rows, "2026-03-02T08:00:00Z");
}

/** The centre's rows (the bell's dropdown is closed, so these are the page's own). */
const rowTitles = () =>
  within(screen.getByRole("main"))
    .queryAllByText(/^Notice \d+$/)
    .map((el) => el.textContent);

const listed = (title: string) => screen.findByText(title, {}, { timeout: 15_000 });

signInEachTest({ stream: true });

describe("notification centre", SLOW, () => {
  it("lists the user's notifications newest first, a page at a time", async () => {
    const handlers = inbox();
    renderApp("/notifications", handlers);
    await listed("Notice 30");
    expect(handlers["notifications.list"]).toHaveBeenCalledWith({ page: 1, max: 25, unread: false });
    expect(rowTitles()).toHaveLength(25);
    expect(rowTitles()[0]).toBe("Notice 30");
    // A notification with a link opens its page.
    expect(screen.getByRole("link", { name: "Notice 29" }).getAttribute("href")).toBe("/dashboard/alarms");
    expect(screen.getByText("1 / 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await listed("Notice 5");
    expect(handlers["notifications.list"]).toHaveBeenCalledWith({ page: 2, max: 25, unread: false });
    expect(rowTitles()).toEqual(["Notice 5", "Notice 4", "Notice 3", "Notice 2", "Notice 1"]);
  });

  it("dates each notification in its plant's time zone, as the alarms list dates the alarm", async () => {
    const handlers = {
      ...inbox(),
      "auth.user": () => ({
        user: makeUser({
          plants: [
            { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 },
            { id: 5, name: "Osaka Works", time_zone: "Asia/Tokyo", company_id: 7 },
          ],
        }),
      }),
      "notifications.list": () => ({
        data: [
          notification({ id: 2, title: "Notice Osaka", plant_id: 5, created_at: "2026-03-01T10:00:00.000Z" }),
          notification({
            id: 1,
            title: "Notice Toronto",
            plant_id: 3,
            created_at: "2026-07-01T10:00:00.000Z",
          }),
        ],
        meta: listMeta(2),
      }),
    };
    renderApp("/notifications", handlers);
    await listed("Notice Osaka");
    const main = within(screen.getByRole("main"));
    // 10:00 UTC is 19:00 in Osaka (UTC+9) and 06:00 in Toronto on summer time (UTC-4).
    expect(main.getByText("2026-03-01 19:00:00")).toBeTruthy();
    expect(main.getByText("2026-07-01 06:00:00")).toBeTruthy();
  });

  it("shows only the unread ones with the filter, from the first page", async () => {
    const handlers = inbox();
    renderApp("/notifications", handlers);
    await listed("Notice 30");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await listed("Notice 5");
    const filter = screen.getByRole("group", { name: "Show" });
    fireEvent.click(within(filter).getByRole("button", { name: "Unread" }));
    await waitFor(() =>
      expect(handlers["notifications.list"]).toHaveBeenLastCalledWith({ page: 1, max: 25, unread: true }),
    );
    await waitFor(() => expect(rowTitles()).toHaveLength(15));
    expect(rowTitles().every((title) => Number(title?.split(" ")[1]) % 2 === 1)).toBe(true);
    expect(within(filter).getByRole("button", { name: "Unread" }).getAttribute("aria-pressed")).toBe("true");
    // Unread rows offer "Mark read"; every row here is unread.
    expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(15);
  });

  it("marks one read", async () => {
    const handlers = inbox();
    renderApp("/notifications", handlers);
    await listed("Notice 29");
    // Page one holds 30…6: the twelve odd ones are unread.
    expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(12);
    const row = screen.getByRole("link", { name: "Notice 29" }).closest("div.flex") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Mark read" }));
    await waitFor(() => expect(handlers["notifications.markRead"]).toHaveBeenCalledWith({ ids: [29] }));
    // The list is asked again and the row has lost its action.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(11));
  });

  it("marks all read, after which the unread filter is empty", async () => {
    const handlers = inbox();
    renderApp("/notifications", handlers);
    await listed("Notice 30");
    fireEvent.click(within(screen.getByRole("main")).getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(handlers["notifications.markAllRead"]).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark read" })).toBeNull());
    expect(await screen.findByRole("button", { name: "Notifications, 0 unread" })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("group", { name: "Show" })).getByRole("button", { name: "Unread" }),
    );
    expect(await screen.findByText(/^No notifications\./)).toBeTruthy();
  });

  it("sends a test notification through the user's channels and shows it", async () => {
    const handlers = inbox();
    const emulate = vi.fn(() => ({
      status: "ok",
      message: "notification sended",
      data: { notification_id: 31, email_id: null },
    }));
    renderApp("/notifications", { ...handlers, "notifications.emulate": emulate });
    await listed("Notice 30");
    const calls = handlers["notifications.list"].mock.calls.length;
    fireEvent.click(
      within(screen.getByRole("main")).getByRole("button", { name: "Send a test notification" }),
    );
    await waitFor(() => expect(emulate).toHaveBeenCalledWith({}));
    expect(await screen.findByText("Test notification sent through your channels")).toBeTruthy();
    // The list is fetched again, so the test notification shows without a reload.
    await waitFor(() => expect(handlers["notifications.list"].mock.calls.length).toBeGreaterThan(calls));
  });
});
