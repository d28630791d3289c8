/**
 * POST /ai/request with a provider configured: a real HTTP server on 127.0.0.1 stands where the
 * OpenAI-compatible provider would be, records what it is sent and answers per test. The app sends
 * the key, the model, the type's instructions and the conversation's messages, and passes the
 * provider's text back as it came; a failing, silent or unreachable provider is a 502 or 504.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type ProviderRequest = { path: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } };
type ProviderReply = (response: ServerResponse) => void;

let provider: Server;
let providerUrl: string;
const received: ProviderRequest[] = [];
let reply: ProviderReply = () => undefined;
let t: TestApp;
let principal: TestLogin;
let teacher: TestLogin;

const completion = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ model: 'school-model-2026', choices: [{ message: { role: 'assistant', content } }] }));
};

beforeAll(async () => {
  provider = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) as ProviderRequest['body'] });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ config: { aiProvider: { url: providerUrl, key: 'provider-key', model: 'school-model', timeoutMs: 500 } } });
  [principal, teacher] = await Promise.all([loginAs(t.app, 'principal'), loginAs(t.app, 'teacher')]);
});
afterAll(async () => {
  await t?.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const ask = (payload: unknown) => callApi(t.app, principal, { method: 'POST', url: '/ai/request', payload });

describe('POST /ai/request with a provider', () => {
  it("sends the type's instructions and the conversation, and answers with the provider's text", async () => {
    const created = await callApi(t.app, principal, { method: 'POST', url: '/conversations', payload: { type: 'DIRECT', memberIds: [teacher.user.id] } });
    expect(created.statusCode, created.body).toBe(201);
    const conversationId = (created.json() as { data: { id: number } }).data.id;
    for (const [as, body] of [[principal, 'Can you cover period 3 on Monday?'], [teacher, 'Yes, I will take 7-A.']] as const) {
      const sent = await callApi(t.app, as, { method: 'POST', url: `/conversations/${conversationId}/messages`, payload: { body } });
      expect(sent.statusCode, sent.body).toBe(201);
    }

    reply = completion('Ahmad will cover period 3 for 7-A on Monday.');
    received.length = 0;
    const answer = await ask({ type: 'SUMMARIZE', context: 'Summarise this for the timetable', conversationId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: 'AI answer ready',
      data: { type: 'SUMMARIZE', text: 'Ahmad will cover period 3 for 7-A on Monday.', model: 'school-model-2026' },
    });

    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer provider-key');
    expect(sent.body.model).toBe('school-model');
    expect(sent.body.messages[0]).toMatchObject({ role: 'system' });
    expect(sent.body.messages[0].content).toContain('Summarise');
    expect(sent.body.messages[1].content).toBe(
      'Summarise this for the timetable\n\nConversation (oldest first):\nAbdul Qadir Noori: Can you cover period 3 on Monday?\nAhmad Rahimi: Yes, I will take 7-A.',
    );
  });

  it('asks for a translation with the context alone', async () => {
    reply = completion('Parents meeting on Thursday at 10.');
    received.length = 0;
    const answer = await ask({ type: 'TRANSLATE', context: 'جلسه والدین روز پنجشنبه ساعت ۱۰' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.text).toBe('Parents meeting on Thursday at 10.');
    expect(received[0].body.messages[0].content).toContain('Translate');
    expect(received[0].body.messages[1].content).toBe('جلسه والدین روز پنجشنبه ساعت ۱۰');
  });

  it('answers 502 when the provider refuses or answers nothing, 504 when it is silent; never a made-up text', async () => {
    reply = (response) => {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end('{"error":"rate limited"}');
    };
    const refused = await ask({ type: 'DRAFT', context: 'Reminder: fees due Saturday' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ success: false, message: 'The AI provider refused the request (HTTP 429)' });

    reply = completion('   ');
    const empty = await ask({ type: 'DRAFT', context: 'Reminder: fees due Saturday' });
    expect(empty.statusCode).toBe(502);
    expect(empty.json().message).toBe('The AI provider gave no answer');

    reply = () => undefined; // never answers
    const silent = await ask({ type: 'SUGGEST_REPLY', context: 'Thank you for the update' });
    expect(silent.statusCode).toBe(504);
    expect(silent.json().message).toBe('The AI provider did not answer within 0.5 s');
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const configured = t.app.config.aiProvider;
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once.
    t.app.config.aiProvider = { url: 'http://127.0.0.1:9/v1', model: 'school-model', timeoutMs: 2_000 };
    try {
      const response = await ask({ type: 'DRAFT', context: 'Reminder: fees due Saturday' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ success: false, message: 'The AI provider could not be reached' });
    } finally {
      t.app.config.aiProvider = configured;
    }
  });
});

describe('AI provider configuration', () => {
  it('needs AI_MODEL with AI_PROVIDER_URL and an http(s) address; none set means no provider', () => {
    expect(loadConfig({}).aiProvider).toBeNull();
    expect(loadConfig({ AI_PROVIDER_URL: 'https://api.example.org/v1', AI_MODEL: ' gpt-school ', AI_PROVIDER_KEY: 'k' }).aiProvider).toEqual({
      url: 'https://api.example.org/v1',
      key: 'k',
      model: 'gpt-school',
    });
    expect(() => loadConfig({ AI_PROVIDER_URL: 'https://api.example.org/v1' })).toThrow('AI_MODEL must be set with AI_PROVIDER_URL');
    expect(() => loadConfig({ AI_PROVIDER_URL: 'ftp://example.org', AI_MODEL: 'm' })).toThrow('AI_PROVIDER_URL must be an http(s) URL');
  });
});
