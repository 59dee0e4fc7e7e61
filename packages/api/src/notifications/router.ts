import { router } from "../trpc";
import { emulate } from "./emulate";
import { unreadCount } from "./get-unread-count";
import { list } from "./list-notifications";
import { templates } from "./list-templates";
import { markAllRead } from "./mark-all-notifications-read";
import { markRead } from "./mark-notifications-read";
import { resetTemplate } from "./reset-template";
import { saveTemplate } from "./save-template";

/** Notifications: the caller's bell and centre, templates (settings) and the test notification. */
export const notificationsRouter = router({
  list,
  unreadCount,
  markRead,
  markAllRead,
  templates,
  saveTemplate,
  resetTemplate,
  emulate,
});
