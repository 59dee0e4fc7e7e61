import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SLOW } from "@/features/library/test-fixtures";
import { renderApp } from "@/test/render-app";
import { fakeInbox, notification, signInEachTest, stubStream } from "./test-fixtures";
import { parseEvents, STREAM_URL } from "./use-notification-stream";

const items = [
  notification({ id: 3, title: "Alarm: Main motor", link: "/dashboard/alarms" }),
  notification({ id: 2, title: "Battery low: Gateway 3", body: "Battery 35 %", link: null }),
  notification({
    id: 1,
    title: "Daily summary for Mill North",
    body: "4 open alarms",
    read_at: "2026-03-01T11:00:00.000Z",
  }),
];

/** A server with `items`, each a fresh copy: the bell's count follows the mutations. */
const inbox = () =>
  fakeInbox(
    items.map((n) => ({ ...n })),
    "2026-03-01T12:00:00Z",
  );

const bell = (count: number) =>
  screen.findByRole("button", { name: `Notifications, ${count} unread` }, { timeout: 15_000 });

async function openBell(count: number) {
  fireEvent.keyDown(await bell(count), { key: "Enter" });
  return screen.findByRole("menu");
}

signInEachTest();

describe("notification bell", SLOW, () => {
  it("shows the unread count the API gives", async () => {
    stubStream();
    const handlers = inbox();
    renderApp("/profile", handlers);
    const button = await bell(2);
    expect(button.textContent).toBe("2");
    expect(handlers["notifications.list"]).toHaveBeenCalledWith({ page: 1, max: 8, unread: false });
  });

  it("caps a large count at 99+", async () => {
    stubStream();
    renderApp("/profile", { ...inbox(), "notifications.unreadCount": () => ({ unread: 250 }) });
    expect((await bell(250)).textContent).toBe("99+");
  });

  it("lists the latest notifications, unread ones marked for screen readers", async () => {
    stubStream();
    renderApp("/profile", inbox());
    const menu = await openBell(2);
    const entries = within(menu).getAllByRole("menuitem");
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining("Unread: Alarm: Main motor"),
      expect.stringContaining("Unread: Battery low: Gateway 3"),
      expect.stringMatching(/^Daily summary for Mill North4 open alarms/),
      "All notifications",
    ]);
    expect(within(menu).getByText("Battery 35 %")).toBeTruthy();
  });

  it("marks a notification read when it is opened and follows its link", async () => {
    stubStream();
    const handlers = inbox();
    const { currentPath } = renderApp("/profile", handlers);
    const menu = await openBell(2);
    fireEvent.click(within(menu).getByRole("menuitem", { name: /Alarm: Main motor/ }));
    await waitFor(() => expect(handlers["notifications.markRead"]).toHaveBeenCalledWith({ ids: [3] }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/alarms"));
    // The count is asked again after the change.
    expect(await bell(1)).toBeTruthy();
  });

  it("does not mark an already read notification again", async () => {
    stubStream();
    const handlers = inbox();
    renderApp("/profile", handlers);
    const menu = await openBell(2);
    fireEvent.click(within(menu).getByRole("menuitem", { name: /Daily summary/ }));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(handlers["notifications.markRead"]).not.toHaveBeenCalled();
  });

  it("marks all read from the dropdown", async () => {
    stubStream();
    const handlers = inbox();
    renderApp("/profile", handlers);
    const menu = await openBell(2);
    fireEvent.click(within(menu).getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(handlers["notifications.markAllRead"]).toHaveBeenCalledTimes(1));
    // Nothing is left to mark: the menu drops the action, and once closed the bell shows none.
    await waitFor(() => expect(within(menu).queryByRole("button", { name: "Mark all read" })).toBeNull());
    fireEvent.keyDown(menu, { key: "Escape" });
    expect((await bell(0)).textContent).toBe("");
  });

  it("opens the notification centre", async () => {
    stubStream();
    const { currentPath } = renderApp("/profile", inbox());
    const menu = await openBell(2);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "All notifications" }));
    await waitFor(() => expect(currentPath()).toBe("/notifications"));
  });

  it("takes the count from the server's stream, sent with the bearer token", async () => {
    const stream = stubStream();
    const handlers = inbox();
    renderApp("/profile", handlers);
    await bell(2);
    const [url, init] = stream.fetch.mock.calls[0]!;
    expect(url).toBe(STREAM_URL);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe("Bearer live-token");
    stream.send("unread", { unread: 5 });
    expect((await bell(5)).textContent).toBe("5");
    // A new notification refreshes the dropdown's list.
    const listed = handlers["notifications.list"].mock.calls.length;
    stream.send("notification", { id: 4 });
    await waitFor(() => expect(handlers["notifications.list"].mock.calls.length).toBeGreaterThan(listed));
  });
});

describe("stream parsing", () => {
  it("returns whole event blocks and keeps the unfinished rest", () => {
    const { events, rest } = parseEvents(
      'event: unread\ndata: {"unread":2}\n\n: keep-alive\n\nevent: notification\ndata: {"id":9}\n\nevent: unr',
    );
    expect(events).toEqual([
      { event: "unread", data: '{"unread":2}' },
      { event: "notification", data: '{"id":9}' },
    ]);
    expect(rest).toBe("event: unr");
  });
});
