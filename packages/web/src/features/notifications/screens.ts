import type { ComponentType } from "react";
import { NotificationsPage } from "./notifications-page";
import { NotificationTemplatesPage } from "./templates-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/notifications": NotificationsPage,
  "/settings/notification-templates": NotificationTemplatesPage,
};
