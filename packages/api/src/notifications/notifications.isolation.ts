/**
 * Tenant isolation classification of every `notifications.*` procedure, spread into
 * isolation.test.ts's REGISTRY. The bell and centre procedures work on ctx.user's rows only (no
 * id of another user can be named: the query is on the caller's user id). Templates belong to the
 * caller's company: naming B's company is NOT_FOUND. Emulate to B's user is NOT_FOUND.
 */
import type { IsolationEntry } from "../sensors/sensors.isolation";

/** The part of isolation.test.ts's Tenant these entries read. */
interface TenantFixtures {
  company: number;
  user: number;
}
type Fixtures = { a: TenantFixtures; b: TenantFixtures };
type Entry = IsolationEntry<(f: Fixtures) => unknown>;

const template = { type: 11, channel: "email", subject: "Test {{time}}", body: "Hello {{user_name}}" };

export const NOTIFICATION_ENTRIES: Record<string, Entry> = {
  "notifications.list": { kind: "self", why: "the caller's own notifications", read: () => ({}) },
  "notifications.unreadCount": { kind: "self", why: "the caller's own unread count", read: () => undefined },
  "notifications.markRead": { kind: "self", why: "marks the caller's own notifications (others: NOT_FOUND)" },
  "notifications.markAllRead": { kind: "self", why: "marks the caller's own notifications" },
  "notifications.templates": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ company_id: f.b.company })],
    own: () => ({}),
  },
  "notifications.saveTemplate": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ ...template, company_id: f.b.company })],
    own: () => template,
  },
  "notifications.resetTemplate": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ type: 11, channel: "email", company_id: f.b.company })],
    own: () => ({ type: 11, channel: "email" }),
  },
  "notifications.emulate": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ user_id: f.b.user })],
    own: () => ({}),
  },
};
