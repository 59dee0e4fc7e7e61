import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from "@plantwise/shared";
import { afterEach, beforeEach, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser } from "@/test/fixtures";
import type { TemplateEntry } from "./template-editor";

/** notifications.templates as the API answers it: every type × channel, defaults unless `custom`. */
export function templateEntries(
  custom: Readonly<Record<string, { subject: string; body: string }>> = {},
): TemplateEntry[] {
  return NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_CHANNELS.map((channel) => {
      const default_subject = `{{user_name}}: ${type.label} (${channel})`;
      const default_body = `Hello {{user_name}},\n${type.label} at {{${type.placeholders.at(-1)}}}.`;
      const own = custom[`${type.id}:${channel}`];
      return {
        type: type.id,
        key: type.key,
        label: type.label,
        channel,
        language: 1,
        subject: own?.subject ?? default_subject,
        body: own?.body ?? default_body,
        default_subject,
        default_body,
        placeholders: [...type.placeholders],
        customised: own !== undefined,
        updated_at: own ? "2026-03-01T10:00:00.000Z" : null,
      };
    }),
  );
}

/** A notification of the bell and the centre. */
export function notification(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    type: 1,
    title: "Alarm: Main motor",
    body: "Velocity RMS X 9.5 mm/s at Roller Mill RM-1",
    link: "/dashboard/alarms",
    plant_id: 3,
    alarm_id: 11,
    read_at: null as string | null,
    created_at: "2026-03-01T10:00:00.000Z",
    ...over,
  };
}

export const listMeta = (total: number, last_page = 1, current_page = 1) => ({
  current_page,
  last_page,
  per_page: 25,
  total,
});

type Notice = ReturnType<typeof notification>;

/**
 * A server that remembers what was read: notifications.list pages and filters `rows` as the API
 * does, and the unread count and the rows follow markRead and markAllRead (read at `readAt`).
 */
export function fakeInbox(rows: Notice[], readAt: string) {
  const unread = () => rows.filter((n) => !n.read_at).length;
  return {
    "auth.user": () => ({ user: makeUser() }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "notifications.unreadCount": vi.fn(() => ({ unread: unread() })),
    "notifications.list": vi.fn((input: unknown) => {
      const { page, max, unread: only } = input as { page: number; max: number; unread: boolean };
      const kept = only ? rows.filter((n) => !n.read_at) : rows;
      const lastPage = Math.max(1, Math.ceil(kept.length / max));
      return { data: kept.slice((page - 1) * max, page * max), meta: listMeta(kept.length, lastPage, page) };
    }),
    "notifications.markRead": vi.fn((input: unknown) => {
      for (const n of rows) if ((input as { ids: number[] }).ids.includes(n.id)) n.read_at = readAt;
      return { status: "ok", unread: unread() };
    }),
    "notifications.markAllRead": vi.fn(() => {
      for (const n of rows) n.read_at ??= readAt;
      return { status: "ok", unread: 0 };
    }),
  };
}

/**
 * Signs in before each test (with the stream stubbed first when `stream`), and gives the real
 * fetch back after it.
 */
export function signInEachTest({ stream = false } = {}) {
  beforeEach(() => {
    if (stream) stubStream();
    tokenStore.set("live-token");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * Replaces fetch for the bell's notification stream (use-notification-stream.ts): every request is
 * answered by one open stream, and `send` writes an event into the open streams, so a test decides
 * when the server speaks. No test reaches for the network or retries on a timer.
 */
export function stubStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const fetchStub = vi.fn((_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.add(controller);
        init?.signal?.addEventListener("abort", () => {
          open.delete(controller);
          controller.close();
        });
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  });
  vi.stubGlobal("fetch", fetchStub);
  const send = (event: string, data: unknown) => {
    const bytes = new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const controller of open) controller.enqueue(bytes);
  };
  return { fetch: fetchStub, send };
}
