import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { daysAgo, insertCustomer } from '../customer-extras-test-fixtures';
import { SEARCH_MESSAGES } from './customer-search-routes';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;
let colleague: TestLogin;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Search School');
  otherSchoolId = await createSchool(t, 'Other Search School');
  desk = await createUserIn(t, schoolId, 'search.desk');
  colleague = await createUserIn(t, schoolId, 'search.colleague');
  const base = { schoolId };
  await insertCustomer(t, { ...base, serialNumber: 'V-2026-000101', name: 'Karim Ahmadi', phone: '+93799100200', type: 'STUDENT', source: 'FACEBOOK', purpose: 'ENROLLMENT', priority: 'HIGH', status: 'NEW', tags: ['vip', 'grade-7'], createdAt: daysAgo(1) });
  await insertCustomer(t, { ...base, serialNumber: 'V-2026-000102', name: 'Abdul Karim Noori', phone: '+93700555666', type: 'PARENT', source: 'WALK_IN', purpose: 'INQUIRY', priority: 'LOW', status: 'CONTACTED', tags: ['grade-7'], createdAt: daysAgo(3) });
  await insertCustomer(t, { ...base, serialNumber: 'V-2026-000103', name: 'Sara Karimi', dariName: 'سارا کریمی', phone: '+93788123123', email: 'sara@example.af', type: 'STUDENT', source: 'WEBSITE', purpose: 'ENROLLMENT', priority: 'MEDIUM', status: 'QUALIFIED', department: 'ACADEMIC', createdAt: daysAgo(10) });
  await insertCustomer(t, { ...base, serialNumber: 'V-2026-000104', name: 'Karim Ahmadi', phone: '+93799100299', type: 'STUDENT', source: 'FACEBOOK', status: 'LOST', createdAt: daysAgo(20) });
  await insertCustomer(t, { ...base, serialNumber: 'V-2026-000105', name: 'Deleted Karim', deletedAt: new Date() });
  await insertCustomer(t, { schoolId: otherSchoolId, serialNumber: 'V-2026-000106', name: 'Karim Elsewhere', phone: '+93799100201' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin = desk) => t.app.inject({ method: 'GET', url, headers: as.headers });
const post = (url: string, payload: object, as: TestLogin = desk) => t.app.inject({ method: 'POST', url, headers: as.headers, payload });
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('POST /api/customers/search/advanced', () => {
  it('combines enumerations (either vocabulary, one or many), text fragments, tags and date ranges', async () => {
    const facebook = await post('/api/customers/search/advanced', { source: 'facebook', sortBy: 'createdAt', sortOrder: 'asc' });
    expect(facebook.statusCode).toBe(200);
    expect(facebook.json().data.map((item: { serialNumber: string }) => item.serialNumber)).toEqual(['V-2026-000104', 'V-2026-000101']);

    const many = await post('/api/customers/search/advanced', { status: ['new', 'CONTACTED'], name: 'karim' });
    expect(names(many.json().data).sort()).toEqual(['Abdul Karim Noori', 'Karim Ahmadi']);

    const tagged = await post('/api/customers/search/advanced', { tags: ['grade-7', 'vip'], tagsMatch: 'all' });
    expect(names(tagged.json().data)).toEqual(['Karim Ahmadi']);
    const anyTag = await post('/api/customers/search/advanced', { tags: ['vip', 'grade-7'] });
    expect(anyTag.json().meta.pagination.totalCount).toBe(2);

    const recent = await post('/api/customers/search/advanced', { createdFrom: daysAgo(5).toISOString().slice(0, 10), phone: '0799 100' });
    expect(names(recent.json().data)).toEqual(['Karim Ahmadi']);
    expect(recent.json().data[0].serialNumber).toBe('V-2026-000101');

    const paged = await post('/api/customers/search/advanced', { search: 'karim', page: 2, limit: 2, sortBy: 'name', sortOrder: 'asc' });
    expect(paged.json().meta.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 4, limit: 2 });
  });

  it('refuses an unknown value with the field named', async () => {
    const response = await post('/api/customers/search/advanced', { source: 'radio', createdFrom: 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['createdFrom', 'source.0']);
  });
});

describe('suggestions and autocomplete', () => {
  it('suggests distinct values holding q, prefix matches first, within the school', async () => {
    const response = await get('/api/customers/search/suggestions?q=karim&limit=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { value: 'Karim Ahmadi', field: 'name', match: 'prefix' },
      { value: 'Sara Karimi', field: 'name', match: 'fragment' },
      { value: 'Abdul Karim Noori', field: 'name', match: 'fragment' },
    ]);
    const phones = await get('/api/customers/search/suggestions?q=0799100');
    expect(phones.json().data.map((item: { value: string }) => item.value)).toEqual(['+93799100200', '+93799100299']);
    const serials = await get('/api/customers/search/suggestions?q=V-2026-00010');
    expect(serials.json().data).toHaveLength(4);
  });

  it('autocompletes customers, starting matches first, with a ready label', async () => {
    const response = await get('/api/customers/search/autocomplete?q=kar&limit=3');
    const items = response.json().data;
    expect(items).toHaveLength(3);
    expect(names(items.slice(0, 2))).toEqual(['Karim Ahmadi', 'Karim Ahmadi']);
    expect(items[0].label).toMatch(/^Karim Ahmadi · \+93799100\d{3} · V-2026-00010\d$/);
    const bySerial = await get('/api/customers/search/autocomplete?q=000103');
    expect(names(bySerial.json().data)).toEqual(['Sara Karimi']);
    expect((await get('/api/customers/search/autocomplete?q=')).statusCode).toBe(400);
  });
});

describe('saved searches', () => {
  it('are kept per user; only your own can be deleted', async () => {
    const saved = await post('/api/customers/search/save', { name: 'Hot leads', criteria: { priority: ['high'], status: 'new' } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: SEARCH_MESSAGES.saved, data: { name: 'Hot leads', criteria: { priority: ['HIGH'], status: ['NEW'] } } });
    const id = saved.json().data.id;
    await post('/api/customers/search/save', { name: 'Theirs', criteria: {} }, colleague);

    const mine = await get('/api/customers/search/saved');
    expect(mine.json().data.map((item: { name: string }) => item.name)).toEqual(['Hot leads']);
    // The saved criteria run as they are.
    const rerun = await post('/api/customers/search/advanced', mine.json().data[0].criteria);
    expect(names(rerun.json().data)).toEqual(['Karim Ahmadi']);

    const stolen = await t.app.inject({ method: 'DELETE', url: `/api/customers/search/saved/${id}`, headers: colleague.headers });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(SEARCH_MESSAGES.notFound);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/customers/search/saved/${id}`, headers: desk.headers });
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/customers/search/saved')).json().data).toEqual([]);
    expect((await get('/api/customers/search/saved', colleague)).json().data).toHaveLength(1);
  });

  it('refuses a nameless search', async () => {
    const response = await post('/api/customers/search/save', { name: ' ', criteria: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Name is required' });
  });
});

describe('filters and pipeline', () => {
  it('lists every filter value with counts (deleted and other schools left out)', async () => {
    for (const url of ['/api/customers/search/filters', '/api/customers/filters']) {
      const data = (await get(url)).json().data;
      expect(data.total).toBe(4);
      expect(data.type.slice(0, 3)).toEqual([
        { value: 'STUDENT', count: 3 },
        { value: 'PARENT', count: 1 },
        { value: 'TEACHER', count: 0 },
      ]);
      expect(data.source).toEqual([
        { value: 'FACEBOOK', count: 2 },
        { value: 'WEBSITE', count: 1 },
        { value: 'REFERRAL', count: 0 },
        { value: 'WALK_IN', count: 1 },
      ]);
      expect(data.department.at(-1)).toEqual({ value: null, count: 3 });
      expect(data.tags).toEqual([
        { value: 'grade-7', count: 2 },
        { value: 'vip', count: 1 },
      ]);
    }
  });

  it('POST applies a filter set: matches and the counts within them', async () => {
    const response = await post('/api/customers/search/filters', { type: 'student', limit: 2 });
    const body = response.json();
    expect(body.data.customers).toHaveLength(2);
    expect(body.meta.pagination.totalCount).toBe(3);
    expect(body.data.facets.total).toBe(3);
    expect(body.data.facets.status.filter((item: { count: number }) => item.count > 0)).toEqual([
      { value: 'NEW', count: 1 },
      { value: 'QUALIFIED', count: 1 },
      { value: 'LOST', count: 1 },
    ]);
  });

  it('pipeline groups by status with the latest of each stage', async () => {
    const data = (await get('/api/customers/pipeline?perStage=1')).json().data;
    expect(data.total).toBe(4);
    expect(data.stages.map((stage: { status: string; count: number }) => [stage.status, stage.count])).toEqual([
      ['NEW', 1],
      ['CONTACTED', 1],
      ['QUALIFIED', 1],
      ['CONVERTED', 0],
      ['LOST', 1],
    ]);
    expect(data.stages[2].customers.map((item: { name: string }) => item.name)).toEqual(['Sara Karimi']);
  });

  it('needs customer:read', async () => {
    const parent = await loginAs(t.app, 'parent');
    expect((await get('/api/customers/pipeline', parent)).statusCode).toBe(403);
    expect((await post('/api/customers/search/advanced', {}, parent)).statusCode).toBe(403);
  });
});

describe('the extras calls of spec part 1 §7 in /api/openapi.json', () => {
  it('documents every one with its answer schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const calls = [
      'get /customers/analytics/dashboard', 'get /customers/analytics/reports', 'get /customers/analytics/trends',
      'get /customers/analytics/forecasting', 'post /customers/analytics/export', 'get /customers/{id}/documents',
      'post /customers/{id}/documents', 'get /customers/documents/analytics', 'get /customers/{id}/tasks',
      'post /customers/{id}/tasks', 'get /customers/tasks/dashboard', 'get /customers/{id}/automations',
      'post /customers/{id}/automations', 'get /customers/automations/templates', 'get /customers/{id}/collaborations',
      'post /customers/{id}/collaborations', 'get /customers/collaborations/feed', 'get /customers/reports',
      'get /customers/reports/comparisons', 'get /customers/{id}/dashboard', 'get /customers/suggestions',
      'get /customers/suggestions/id', 'post /customers/search/advanced', 'get /customers/search/suggestions',
      'get /customers/search/autocomplete', 'post /customers/search/save', 'get /customers/search/saved',
      'delete /customers/search/saved/{id}', 'get /customers/search/filters', 'post /customers/search/filters',
      'get /customers/pipeline', 'get /customers/filters', 'get /customers/conversion-analytics',
      'get /customers/conversion-history', 'get /customers/conversion-rates', 'post /customers/{id}/convert-to-student',
      'get /customers/{id}/events', 'get /customers/unconverted',
    ];
    for (const call of calls) {
      const [method, path] = call.split(' ');
      const operation = document.paths[`/api${path}`]?.[method];
      expect(operation, call).toBeDefined();
      const success = operation.responses['200'] ?? operation.responses['201'];
      expect(Object.values(success.content)[0], call).toHaveProperty('schema');
      expect(operation.responses['403'], call).toBeDefined();
    }
    expect(document.paths['/api/customers/analytics/export'].post.responses['200'].content).toHaveProperty('text/csv');
  });
});
