/**
 * One LISTEN per process and database for new notifications, fanned out in memory to the open
 * streams of each user. The NOTIFY is sent inside the transaction that stored the notification
 * (deliver.ts), and PostgreSQL passes it on only at commit, so a stream never announces a row it
 * could not read. With several API processes each one listens, and each user's streams are served
 * by whichever process holds them.
 */
import { type Database, listenTo } from "@plantwise/db";
import { NOTIFICATION_CHANNEL } from "./deliver";

export interface NotificationSignal {
  user_id: number;
  id: number;
}

type Listener = (signal: NotificationSignal) => void;

class NotificationHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private listening: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** Starts the LISTEN once; a failed start is retried by the next subscriber. */
  private ensureListening(): Promise<void> {
    this.listening ??= listenTo(this.db, NOTIFICATION_CHANNEL, (payload) => this.dispatch(payload)).then(
      () => undefined,
      (error) => {
        this.listening = null;
        throw error;
      },
    );
    return this.listening;
  }

  private dispatch(payload: string): void {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload) as NotificationSignal;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(signal.user_id) ?? []) listener(signal);
  }

  async subscribe(userId: number, listener: Listener): Promise<() => void> {
    await this.ensureListening();
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(userId);
    };
  }

  /** Open subscriptions (tests check that closed streams leave none behind). */
  size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

const hubs = new WeakMap<Database, NotificationHub>();

export function notificationHub(db: Database): NotificationHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new NotificationHub(db);
    hubs.set(db, hub);
  }
  return hub;
}
