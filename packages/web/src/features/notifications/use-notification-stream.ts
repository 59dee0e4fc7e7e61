import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useToken } from "@/auth/auth-store";
import { requestHeaders, useTRPC } from "@/lib/trpc";

/** Where the server streams new notifications (api notifications/stream.ts). */
export const STREAM_URL = "/api/notifications/stream";
const RETRY_MS = 5000;

/** Parses server-sent-event blocks out of a text buffer; returns the events and the rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  let rest = buffer;
  for (let end = rest.indexOf("\n\n"); end >= 0; end = rest.indexOf("\n\n")) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data !== undefined) events.push({ event, data });
  }
  return { events, rest };
}

/**
 * Keeps the bell's queries fresh from the server's stream: the unread count is written into the
 * query cache, a new notification invalidates the lists. The stream is read with fetch so the
 * bearer token travels in a header (EventSource cannot send one); when it drops, it reconnects
 * after RETRY_MS, and meanwhile the count query's own polling keeps the bell roughly right.
 */
export function useNotificationStream(): void {
  const token = useToken();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof fetch === "undefined" || typeof TextDecoderStream === "undefined") return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const res = await fetch(STREAM_URL, { headers: requestHeaders(), signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const e of parsed.events) {
            if (e.event === "unread") {
              queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), JSON.parse(e.data));
            } else if (e.event === "notification") {
              void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
            }
          }
        }
      } catch {
        // dropped or refused: try again below
      }
      if (!controller.signal.aborted) timer = setTimeout(connect, RETRY_MS);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [token, trpc, queryClient]);
}
