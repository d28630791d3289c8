import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatTimeLabel } from '@/features/notifications/format-time-label';

const now = new Date('2025-03-21T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatTimeLabel', () => {
  it('says "Just now" under one minute', () => {
    expect(formatTimeLabel(ago(0), now)).toEqual({ key: 'notifications.justNow', values: {} });
    expect(formatTimeLabel(ago(59_999), now).key).toBe('notifications.justNow');
    expect(formatTimeLabel(new Date(now.getTime() + 5000), now).key).toBe('notifications.justNow');
  });

  it('counts minutes under one hour', () => {
    expect(formatTimeLabel(ago(60_000), now)).toEqual({ key: 'notifications.minutesAgo', values: { count: 1 } });
    expect(formatTimeLabel(ago(59 * 60_000 + 59_000), now)).toEqual({ key: 'notifications.minutesAgo', values: { count: 59 } });
  });

  it('counts hours under one day', () => {
    expect(formatTimeLabel(ago(3_600_000), now)).toEqual({ key: 'notifications.hoursAgo', values: { count: 1 } });
    expect(formatTimeLabel(ago(23 * 3_600_000 + 3_599_000), now)).toEqual({ key: 'notifications.hoursAgo', values: { count: 23 } });
  });

  it('gives the date from one day on', () => {
    const at = ago(24 * 3_600_000);
    expect(formatTimeLabel(at, now)).toEqual({ key: 'notifications.onDate', values: { date: at } });
  });

  it('accepts an ISO string', () => {
    expect(formatTimeLabel(ago(5 * 60_000).toISOString(), now)).toEqual({ key: 'notifications.minutesAgo', values: { count: 5 } });
  });

  it('renders the spec\'s texts through i18next', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: {
          translation: {
            notifications: { justNow: 'Just now', minutesAgo: '{{count}}m ago', hoursAgo: '{{count}}h ago' },
          },
        },
      },
    });
    const render = (date: Date) => {
      const label = formatTimeLabel(date, now);
      return i18n.t(label.key, label.values);
    };
    expect(render(ago(10_000))).toBe('Just now');
    expect(render(ago(5 * 60_000))).toBe('5m ago');
    expect(render(ago(3 * 3_600_000))).toBe('3h ago');
  });
});
