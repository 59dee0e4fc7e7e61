import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/notifications": () => import("./notifications-page").then((m) => m.NotificationsPage),
  "/settings/notification-templates": () =>
    import("./templates-page").then((m) => m.NotificationTemplatesPage),
};
