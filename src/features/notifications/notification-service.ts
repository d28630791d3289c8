/**
 * The notification service: a stub, exactly as the spec has it (part 1 §3, §4; part 2 §2.6,
 * §3.10). Notifications live in memory only; statuses PENDING → READ (readAt) or ARCHIVED
 * (archivedAt); delete removes one. The "server" methods return empty data and make no network
 * call. Failures are only logged as warnings, never thrown at the caller.
 */
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  newNotificationSchema,
  NOTIFICATION_RETENTION_DAYS,
  notificationPreferencesSchema,
  type NewNotification,
  type Notification,
  type NotificationPreferences,
  type NotificationStats,
  type NotificationStatus,
  type QuietHours,
} from '@/contract/notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

export type NotificationServiceOptions = {
  now?: () => Date;
  createId?: () => string;
};

export type PreferencesUpdate = Partial<Omit<NotificationPreferences, 'quietHours'>> & {
  quietHours?: Partial<QuietHours>;
};

export type NotificationService = {
  add(input: NewNotification): Notification | null;
  list(filter?: { status?: NotificationStatus }): Notification[];
  get(id: string): Notification | null;
  markRead(id: string): Notification | null;
  markAllRead(): number;
  archive(id: string): Notification | null;
  delete(id: string): boolean;
  /** Notifications still PENDING. */
  getPendingCount(): number;
  getStats(): NotificationStats;
  /** Removes notifications older than 30 days; returns how many went. */
  cleanup(): number;
  clear(): void;
  getPreferences(): NotificationPreferences;
  updatePreferences(update: PreferencesUpdate): NotificationPreferences;
  subscribe(listener: () => void): () => void;
  /** Stub of the server list: always empty, no network call. */
  getNotifications(): Promise<Notification[]>;
  /** Stub of the server count: always 0, no network call. */
  getUnreadCount(): Promise<number>;
};

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `n-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function createNotificationService(options: NotificationServiceOptions = {}): NotificationService {
  const now = options.now ?? (() => new Date());
  const createId = options.createId ?? defaultId;
  const items = new Map<string, Notification>();
  const listeners = new Set<() => void>();
  let preferences: NotificationPreferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);

  function notify(): void {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        console.warn('Notification listener failed', error);
      }
    }
  }

  function change(id: string, patch: Partial<Notification>): Notification | null {
    const current = items.get(id);
    if (!current) {
      console.warn(`Notification ${id} not found`);
      return null;
    }
    const next = { ...current, ...patch };
    items.set(id, next);
    notify();
    return next;
  }

  const countBy = (status: NotificationStatus) => [...items.values()].filter((item) => item.status === status).length;

  return {
    add(input) {
      const parsed = newNotificationSchema.safeParse(input);
      if (!parsed.success) {
        console.warn('Notification not added: invalid input', parsed.error.issues);
        return null;
      }
      const notification: Notification = {
        id: createId(),
        ...parsed.data,
        status: 'PENDING',
        createdAt: now().toISOString(),
        readAt: null,
        archivedAt: null,
      };
      items.set(notification.id, notification);
      notify();
      return notification;
    },
    list(filter = {}) {
      return [...items.values()]
        .filter((item) => filter.status === undefined || item.status === filter.status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    get(id) {
      return items.get(id) ?? null;
    },
    markRead(id) {
      const current = items.get(id);
      if (current && current.status !== 'PENDING') return current;
      return change(id, { status: 'READ', readAt: now().toISOString() });
    },
    markAllRead() {
      const pending = [...items.values()].filter((item) => item.status === 'PENDING');
      const readAt = now().toISOString();
      for (const item of pending) items.set(item.id, { ...item, status: 'READ', readAt });
      if (pending.length > 0) notify();
      return pending.length;
    },
    archive(id) {
      const current = items.get(id);
      if (current?.status === 'ARCHIVED') return current;
      return change(id, { status: 'ARCHIVED', archivedAt: now().toISOString() });
    },
    delete(id) {
      const removed = items.delete(id);
      if (removed) notify();
      else console.warn(`Notification ${id} not found`);
      return removed;
    },
    getPendingCount: () => countBy('PENDING'),
    getStats: () => ({
      total: items.size,
      unread: countBy('PENDING'),
      read: countBy('READ'),
      archived: countBy('ARCHIVED'),
    }),
    cleanup() {
      const cutoff = now().getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS;
      let removed = 0;
      for (const item of [...items.values()]) {
        if (Date.parse(item.createdAt) < cutoff) {
          items.delete(item.id);
          removed += 1;
        }
      }
      if (removed > 0) notify();
      return removed;
    },
    clear() {
      items.clear();
      notify();
    },
    getPreferences: () => structuredClone(preferences),
    updatePreferences(update) {
      const parsed = notificationPreferencesSchema.safeParse({
        ...preferences,
        ...update,
        quietHours: { ...preferences.quietHours, ...update.quietHours },
      });
      if (!parsed.success) {
        console.warn('Notification preferences not changed: invalid input', parsed.error.issues);
        return structuredClone(preferences);
      }
      preferences = parsed.data;
      notify();
      return structuredClone(preferences);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getNotifications: async () => [],
    getUnreadCount: async () => 0,
  };
}

/** The app's one notification service. */
export const notificationService = createNotificationService();
