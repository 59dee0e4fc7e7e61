import { router } from "../trpc";
import { emulate } from "./emulate";
import { list, markAllRead, markRead, unreadCount } from "./inbox";
import { resetTemplate, saveTemplate, templates } from "./template-procedures";

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
