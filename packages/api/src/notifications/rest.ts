import type { RestRoute } from "../rest/routes";

/**
 * Notification templates and the test notification (part 2 §5). The caller's own notifications
 * (bell, centre) have no documented path: the web app reads them over tRPC and the stream
 * (GET /api/notifications/stream, notifications/stream.ts).
 */
export const NOTIFICATION_ROUTES: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/notifications/emulate",
    procedure: "notifications.emulate",
    envelope: "action",
    summary: "Send a test notification to the caller (or a user of the caller's company)",
  },
  {
    method: "GET",
    path: "/notifications/templates",
    procedure: "notifications.templates",
    envelope: "data",
    summary: "Every notification type and channel with its effective template and placeholders",
  },
  {
    method: "POST",
    path: "/notifications/templates",
    procedure: "notifications.saveTemplate",
    envelope: "data",
    summary: "Save the caller's company's template of one notification type and channel",
  },
];
