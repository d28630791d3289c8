import { describe, expect, it } from 'vitest';
import { isQueueableWrite, meansTryLater, meansUnreachable } from '@/lib/offline/outbox/write-routing';

const ORIGIN = 'http://school.test';
const request = (method: string, path: string, origin = ORIGIN) => ({ method, url: `${origin}${path}` });

const CUSTOMER = '/api/customers/00000000-0000-4000-8000-000000000042';

describe('isQueueableWrite', () => {
  it('takes a write to this origin’s /api whose definition has an offline policy', () => {
    expect(isQueueableWrite(request('POST', '/api/customers'), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request('PUT', `${CUSTOMER}?draft=1`), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request('PATCH', CUSTOMER), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request('PATCH', `${CUSTOMER}/restore`), ORIGIN)).toBe(true);
  });

  it('leaves a method or path no offline definition names to the network', () => {
    for (const method of ['GET', 'HEAD', 'DELETE', 'OPTIONS']) expect(isQueueableWrite(request(method, '/api/customers'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('PUT', '/api/customers'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', `${CUSTOMER}/notes/unknown`), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/users/login'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/auth/logout'), ORIGIN)).toBe(false);
  });

  it('leaves writes to other origins and to pages outside /api alone', () => {
    expect(isQueueableWrite(request('POST', '/api/customers', 'http://other.test'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/customers', 'https://school.test'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/customers', 'http://school.test:8080'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/customers'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/apidocs/x'), ORIGIN)).toBe(false);
  });

  it('never takes file uploads (multipart bodies), even to a kept endpoint', () => {
    const upload = { ...request('POST', '/api/customers'), headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }) };
    expect(isQueueableWrite(upload, ORIGIN)).toBe(false);
    const json = { ...request('POST', '/api/customers'), headers: new Headers({ 'content-type': 'application/json' }) };
    expect(isQueueableWrite(json, ORIGIN)).toBe(true);
  });
});

describe('meansUnreachable', () => {
  it.each([408, 429, 500, 502, 503, 504, 599])('%i: the server could not take it now', (status) => {
    expect(meansUnreachable(status)).toBe(true);
  });

  it.each([200, 201, 204, 400, 401, 403, 404, 409, 413, 422, 499])('%i: an answer to keep', (status) => {
    expect(meansUnreachable(status)).toBe(false);
  });
});

describe('meansTryLater', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

  it('reads a 409 with Retry-After as "still processing", not as a refusal', () => {
    expect(meansTryLater(answer(409, { 'Retry-After': '1' }))).toBe(true);
    expect(meansTryLater(answer(409))).toBe(false);
  });

  it('includes every "unreachable" status, with or without Retry-After', () => {
    expect(meansTryLater(answer(503))).toBe(true);
    expect(meansTryLater(answer(429, { 'Retry-After': '30' }))).toBe(true);
    expect(meansTryLater(answer(408))).toBe(true);
  });

  it('does not read Retry-After on other refusals as "try later"', () => {
    expect(meansTryLater(answer(400, { 'Retry-After': '5' }))).toBe(false);
    expect(meansTryLater(answer(422, { 'Retry-After': '5' }))).toBe(false);
    expect(meansTryLater(answer(201))).toBe(false);
  });
});
