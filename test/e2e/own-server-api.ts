/**
 * Reading a test's own server directly (not through the browser): what the server really holds
 * after a replay. Plain JSON (the server encrypts answers only when ENCRYPT_RESPONSES is set).
 */
import { DEMO_PASSWORD } from './fixtures';

export type ServerCustomer = { id: string; name: string; serialNumber: string; phone: string | null };

export async function apiToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${username} failed: ${response.status}`);
  const answer = (await response.json()) as { data: { token: string } };
  return answer.data.token;
}

/** Customers whose name, email or phone matches `search` (the list's own search), newest first. */
export async function serverCustomers(baseUrl: string, token: string, search: string): Promise<ServerCustomer[]> {
  const url = `${baseUrl}/api/customers?limit=100&search=${encodeURIComponent(search)}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing customers failed: ${response.status}`);
  return ((await response.json()) as { data: ServerCustomer[] }).data;
}
