import { describe, expect, it } from 'vitest';
import { isQueueableWrite, meansTryLater, meansUnreachable } from '@/lib/offline/outbox/write-routing';

const ORIGIN = 'http://school.test';
const request = (method: string, path: string, origin = ORIGIN) => ({ method, url: `${origin}${path}` });

describe('isQueueableWrite', () => {
  it.each(['POST', 'PUT', 'PATCH'])('takes a %s to this origin’s /api', (method) => {
    expect(isQueueableWrite(request(method, '/api/customers'), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request(method, '/api/customers/3f1c?draft=1'), ORIGIN)).toBe(true);
  });

  it.each(['GET', 'HEAD', 'DELETE', 'OPTIONS'])('leaves a %s to the network', (method) => {
    expect(isQueueableWrite(request(method, '/api/customers'), ORIGIN)).toBe(false);
  });

  it('leaves writes to other origins and to pages outside /api alone', () => {
    expect(isQueueableWrite(request('POST', '/api/customers', 'http://other.test'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/customers', 'https://school.test'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/customers', 'http://school.test:8080'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/customers'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/apidocs/x'), ORIGIN)).toBe(false);
  });

  it('never takes batch calls whose answer reports refused rows', () => {
    expect(isQueueableWrite(request('POST', '/api/students/import'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/students/bulk/create'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('PUT', '/api/students/bulk'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('PUT', '/api/teachers/bulk/update'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/staff/bulk'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('PUT', '/api/staff/bulk'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('DELETE', '/api/teachers/bulk/delete'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/teachers/import'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/students'), ORIGIN)).toBe(true);
  });

  it('never takes file uploads (multipart bodies)', () => {
    const upload = { ...request('POST', '/api/students/7/avatar'), headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }) };
    expect(isQueueableWrite(upload, ORIGIN)).toBe(false);
    const json = { ...request('POST', '/api/students'), headers: new Headers({ 'content-type': 'application/json' }) };
    expect(isQueueableWrite(json, ORIGIN)).toBe(true);
  });

  it('never takes the session calls: login, logout, refresh', () => {
    expect(isQueueableWrite(request('POST', '/api/users/login'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/users/login/'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/users/login?next=%2F'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/auth/logout'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/auth/refresh'), ORIGIN)).toBe(false);
    expect(isQueueableWrite(request('POST', '/api/auth'), ORIGIN)).toBe(false);
  });

  it('takes writes whose path only begins like a session call', () => {
    expect(isQueueableWrite(request('POST', '/api/users/login-history'), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request('PUT', '/api/users/12'), ORIGIN)).toBe(true);
    expect(isQueueableWrite(request('POST', '/api/authors'), ORIGIN)).toBe(true);
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
