import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from '@/contract/auth';
import { httpError } from '../lib/http-error';
import { createBareApp } from '../test-support/bare-app';
import { ERROR_MESSAGES, errorHandlerPlugin, toErrorAnswer } from './error-handler';

let app: FastifyInstance;

beforeEach(async () => {
  app = createBareApp();
  await app.register(errorHandlerPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/login', { schema: { body: loginBodySchema } }, async () => ({ success: true }));
  typed.post(
    '/api/nested',
    { schema: { body: z.object({ guardian: z.object({ phone: z.string().min(1, 'Phone number is required') }) }) } },
    async () => ({ success: true }),
  );
  typed.get('/api/items/:id', { schema: { params: z.object({ id: z.coerce.number().int() }) } }, async () => ({ ok: 1 }));
  typed.get('/api/missing', async () => {
    throw httpError(404, 'Customer not found');
  });
  typed.get('/api/conflict', async () => {
    throw httpError(409, 'Already exists', { phone: 'This phone number is already registered' });
  });
  typed.get('/api/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  typed.get(
    '/api/bad-answer',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: 'not a number' }) as unknown as { id: number },
  );
  await app.ready();
});

afterEach(() => app.close());

describe('error handler', () => {
  it('answers a body that fails its schema with 400, "Validation failed" and the contract messages per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Validation failed',
      errors: {
        username: 'Please enter both username and password',
        password: 'Please enter both username and password',
      },
    });
  });

  it('names nested fields with dots and bad params by their name', async () => {
    const nested = await app.inject({ method: 'POST', url: '/api/nested', payload: { guardian: { phone: '' } } });
    expect(nested.json().errors).toEqual({ 'guardian.phone': 'Phone number is required' });

    const params = await app.inject({ method: 'GET', url: '/api/items/abc' });
    expect(params.statusCode).toBe(400);
    expect(Object.keys(params.json().errors)).toEqual(['id']);
  });

  it('answers a body over 10 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large (10 MB at most)' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('keeps the message and field errors of a 4xx a route throws', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Customer not found' });

    const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      message: 'Already exists',
      errors: { phone: 'This phone number is already registered' },
    });
  });

  it('hides the details of a server fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('treats an answer that breaks its own schema as a server fault, not the client\'s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
  });

  it('answers an unknown route with 404 "Route not found" as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ success: false, message: 'Route not found' });
  });

  it('answers a value the database refuses with 400, whichever driver raised it (never 500)', () => {
    // Drizzle wraps the driver's error, whose message and parameters carry the request's values.
    const refused = (code: string) =>
      Object.assign(new Error('Failed query: insert into "customers" ("name") values ($1)\nparams: Zarghuna'), {
        cause: Object.assign(new Error('driver says no'), { code }),
      });
    expect(toErrorAnswer(refused('22003'))).toEqual({ status: 400, body: { success: false, message: ERROR_MESSAGES.numberOutOfRange } });
    expect(toErrorAnswer(refused('22P02'))).toEqual({ status: 400, body: { success: false, message: ERROR_MESSAGES.invalidValue } });
    expect(toErrorAnswer(refused('22021'))).toEqual({ status: 400, body: { success: false, message: ERROR_MESSAGES.invalidCharacter } });
    expect(toErrorAnswer(refused('22P05'))).toEqual({ status: 400, body: { success: false, message: ERROR_MESSAGES.invalidCharacter } });
    expect(toErrorAnswer(refused('42P01')).status).toBe(500);
  });
});
