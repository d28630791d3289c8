import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from '@/contract/notifications';
import { createNotificationService } from '@/features/notifications/notification-service';

const START = new Date('2025-03-21T08:00:00Z');
let clock: Date;
let ids: number;
let fetchSpy: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;

function service() {
  return createNotificationService({ now: () => clock, createId: () => `n${(ids += 1)}` });
}

const payment = { type: 'PAYMENT_RECEIVED', title: 'Payment received', message: '1,500 AFN from Ahmad' } as const;

beforeEach(() => {
  clock = new Date(START);
  ids = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  // The stub never reaches the network, whatever was called.
  expect(fetchSpy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('the contract', () => {
  it('lists the spec\'s types, priorities and statuses', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'STUDENT_CREATED',
      'STUDENT_UPDATED',
      'STUDENT_DELETED',
      'PAYMENT_RECEIVED',
      'PAYMENT_FAILED',
      'PAYMENT_PENDING',
      'EXAM_SCHEDULED',
      'EXAM_RESULTS',
      'ATTENDANCE_MARKED',
      'SYSTEM_UPDATE',
      'MAINTENANCE_NOTICE',
      'CUSTOM_NOTIFICATION',
    ]);
    expect(NOTIFICATION_PRIORITIES).toEqual(['URGENT', 'HIGH', 'NORMAL', 'LOW']);
    expect(NOTIFICATION_STATUSES).toEqual(['PENDING', 'READ', 'ARCHIVED']);
  });
});

describe('notifications', () => {
  it('adds a notification as PENDING with its fields', () => {
    const notifications = service();
    const added = notifications.add({ ...payment, priority: 'HIGH' });
    expect(added).toEqual({
      id: 'n1',
      ...payment,
      priority: 'HIGH',
      status: 'PENDING',
      createdAt: START.toISOString(),
      readAt: null,
      archivedAt: null,
    });
    expect(notifications.list()).toEqual([added]);
    expect(notifications.get('n1')).toEqual(added);
  });

  it('gives a notification NORMAL priority by default', () => {
    expect(service().add(payment)?.priority).toBe('NORMAL');
  });

  it('marks a notification READ and sets readAt', () => {
    const notifications = service();
    notifications.add(payment);
    clock = new Date(START.getTime() + 60_000);
    const read = notifications.markRead('n1');
    expect(read).toMatchObject({ status: 'READ', readAt: clock.toISOString(), archivedAt: null });
  });

  it('archives a notification and sets archivedAt', () => {
    const notifications = service();
    notifications.add(payment);
    clock = new Date(START.getTime() + 120_000);
    expect(notifications.archive('n1')).toMatchObject({ status: 'ARCHIVED', archivedAt: clock.toISOString() });
    expect(notifications.list({ status: 'ARCHIVED' })).toHaveLength(1);
    expect(notifications.list({ status: 'PENDING' })).toHaveLength(0);
  });

  it('deletes a notification', () => {
    const notifications = service();
    notifications.add(payment);
    expect(notifications.delete('n1')).toBe(true);
    expect(notifications.list()).toEqual([]);
    expect(notifications.get('n1')).toBeNull();
  });

  it('raises the pending count on adding and lowers it on read or delete', () => {
    const notifications = service();
    expect(notifications.getPendingCount()).toBe(0);
    notifications.add(payment);
    notifications.add({ ...payment, type: 'EXAM_SCHEDULED' });
    notifications.add({ ...payment, type: 'SYSTEM_UPDATE' });
    expect(notifications.getPendingCount()).toBe(3);
    notifications.markRead('n1');
    expect(notifications.getPendingCount()).toBe(2);
    notifications.delete('n2');
    expect(notifications.getPendingCount()).toBe(1);
    // Reading one twice, or deleting a read one, does not lower it again.
    notifications.markRead('n1');
    notifications.delete('n1');
    expect(notifications.getPendingCount()).toBe(1);
  });

  it('counts total, unread, read and archived', () => {
    const notifications = service();
    for (let i = 0; i < 4; i += 1) notifications.add(payment);
    notifications.markRead('n1');
    notifications.markRead('n2');
    notifications.archive('n3');
    expect(notifications.getStats()).toEqual({ total: 4, unread: 1, read: 2, archived: 1 });
  });

  it('marks every pending notification read at once', () => {
    const notifications = service();
    notifications.add(payment);
    notifications.add(payment);
    expect(notifications.markAllRead()).toBe(2);
    expect(notifications.getStats()).toMatchObject({ unread: 0, read: 2 });
  });

  it('lists the newest first', () => {
    const notifications = service();
    notifications.add(payment);
    clock = new Date(START.getTime() + 1000);
    notifications.add({ ...payment, title: 'Later' });
    expect(notifications.list().map((item) => item.title)).toEqual(['Later', 'Payment received']);
  });

  it('cleans up notifications older than 30 days', () => {
    const notifications = service();
    notifications.add({ ...payment, title: 'Old' });
    clock = new Date(START.getTime() + 20 * 24 * 3600_000);
    notifications.add({ ...payment, title: 'Recent' });
    clock = new Date(START.getTime() + 30 * 24 * 3600_000);
    expect(notifications.cleanup()).toBe(0);
    clock = new Date(START.getTime() + 30 * 24 * 3600_000 + 1);
    expect(notifications.cleanup()).toBe(1);
    expect(notifications.list().map((item) => item.title)).toEqual(['Recent']);
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const notifications = service();
    const listener = vi.fn();
    const unsubscribe = notifications.subscribe(listener);
    notifications.add(payment);
    notifications.markRead('n1');
    unsubscribe();
    notifications.delete('n1');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('failures are only logged', () => {
  it('logs and returns nothing for an unknown id', () => {
    const notifications = service();
    expect(notifications.markRead('missing')).toBeNull();
    expect(notifications.archive('missing')).toBeNull();
    expect(notifications.delete('missing')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('logs and adds nothing for invalid input', () => {
    const notifications = service();
    expect(notifications.add({ ...payment, type: 'NOT_A_TYPE' as never })).toBeNull();
    expect(notifications.add({ ...payment, title: '  ' })).toBeNull();
    expect(notifications.getStats().total).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs a failing subscriber and carries on', () => {
    const notifications = service();
    notifications.subscribe(() => {
      throw new Error('listener broke');
    });
    expect(notifications.add(payment)).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('preferences', () => {
  it('starts with email and push on, sms off, quiet hours off from 22:00 to 08:00', () => {
    expect(service().getPreferences()).toEqual({
      email: true,
      push: true,
      sms: false,
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    expect(DEFAULT_NOTIFICATION_PREFERENCES.quietHours).toEqual({ enabled: false, start: '22:00', end: '08:00' });
  });

  it('updates some preferences and keeps the rest', () => {
    const notifications = service();
    expect(notifications.updatePreferences({ sms: true, quietHours: { enabled: true } })).toEqual({
      email: true,
      push: true,
      sms: true,
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });
  });

  it('refuses an invalid quiet-hours time and logs it', () => {
    const notifications = service();
    notifications.updatePreferences({ quietHours: { start: '25:00' } });
    expect(notifications.getPreferences().quietHours.start).toBe('22:00');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not let a caller change preferences through a returned copy', () => {
    const notifications = service();
    notifications.getPreferences().quietHours.enabled = true;
    expect(notifications.getPreferences().quietHours.enabled).toBe(false);
  });
});

describe('the server side of the stub', () => {
  it('returns empty data and makes no network call', async () => {
    const notifications = service();
    notifications.add(payment);
    await expect(notifications.getNotifications()).resolves.toEqual([]);
    await expect(notifications.getUnreadCount()).resolves.toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
