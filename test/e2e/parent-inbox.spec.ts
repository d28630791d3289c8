/**
 * The school reads what parents send (issue 9, Messaging screen): the demo parent sends a message
 * about a child (through the API, as the portal does; the portal's form has its own spec), the
 * principal finds it unread in Messaging → Parent messages, opens it, and the parent's own list
 * then shows it read by the school.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, sidebarItem, test } from './fixtures';

type ParentSession = { headers: Record<string, string>; userId: number };

async function signInParent(request: APIRequestContext): Promise<ParentSession> {
  const answer = await request.post('/api/users/login', { data: { username: 'parent', password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const { token, user } = ((await answer.json()) as { data: { token: string; user: { id: number } } }).data;
  return { headers: { authorization: `Bearer ${token}` }, userId: user.id };
}

test.describe('Parent messages at the school', () => {
  test('the principal reads a parent\'s message, and the parent sees it read', async ({ page, request }) => {
    const parent = await signInParent(request);
    const children = await request.get('/api/parents/children', { headers: parent.headers });
    expect(children.status()).toBe(200);
    const [child] = ((await children.json()) as { data: { id: number }[] }).data;
    const subject = `Bus pick-up ${Date.now()}`;
    const body = 'Please let Maryam take the second bus on Thursdays; her aunt will meet her.';
    const sent = await request.post(`/api/parents/${parent.userId}/messages`, {
      headers: { ...parent.headers, 'x-request-id': randomUUID() },
      data: { studentId: child.id, subject, body },
    });
    expect(sent.status()).toBe(201);
    const messageId = ((await sent.json()) as { data: { id: number } }).data.id;

    await login(page, 'principal');
    await sidebarItem(page, 'Messaging').click();
    await expect(page).toHaveURL(/\/messaging$/);
    await page.getByRole('tab', { name: 'Parent messages' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
    const inbox = page.getByRole('navigation', { name: 'Messages from parents' });
    const row = inbox.getByRole('button').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Unread');
    await row.click();

    const message = page.getByRole('article').filter({ hasText: body });
    await expect(message).toBeVisible();
    await expect(message).toContainText(subject);
    await expect(message.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(row).not.toContainText('Unread');

    // The parent's Sent messages read the school's read time from the same row.
    await expect
      .poll(async () => {
        const mine = await request.get(`/api/parents/${parent.userId}/messages`, { headers: parent.headers });
        const list = ((await mine.json()) as { data: { id: number; readAt: string | null }[] }).data;
        return list.find((item) => item.id === messageId)?.readAt ?? null;
      })
      .not.toBeNull();
  });
});
