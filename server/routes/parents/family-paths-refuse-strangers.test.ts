/**
 * Issue 8: "a parent cannot read another family's child through ANY path". Rather than a list
 * that a new route could miss, this walks every GET path of the API document that names a
 * student (`/students/{id}/...`) or a parent (`/parents/{id}/...`) and calls it as the demo
 * parent with another family's child and another parent's account: each must answer 403. The
 * parent's own paths must answer 200 with their own ids, so the refusals are not a blanket 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import { demoFamily } from '../../test-support/demo-family';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let parent: TestLogin;
let paths: string[];
let ids: { ownChild: number; strangerChild: number; otherParent: number };

/** A path of the API document with its ids filled in, or null when it needs ids this test has no value for. */
function fill(path: string, values: Record<string, number>): string | null {
  let missing = false;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) missing = true;
    return String(values[name]);
  });
  return missing ? null : filled;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  const db = t.database.db;
  const family = await demoFamily(db);
  const otherParent = await createUserIn(t, parent.user.schoolId, 'other-family-parent', { role: 'PARENT' });
  await db.update(students).set({ parentUserId: otherParent.user.id }).where(eq(students.id, family.strangerChild));
  ids = { ownChild: family.children[0], strangerChild: family.strangerChild, otherParent: otherParent.user.id };

  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  paths = Object.entries(document.paths)
    .filter(([path, operations]) => 'get' in operations && /^\/api\/(students|parents)\/\{/.test(path))
    .map(([path]) => path.replace(/^\/api/, ''));
});

afterAll(async () => {
  await t?.close();
});

describe('every path about a student or a parent refuses another family', () => {
  it('finds the family paths in the API document', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths).toContain('/students/{id}/fees');
  });

  it("answers 403 to another family's child on every /students/{id}/... path", async () => {
    const answers: string[] = [];
    for (const path of paths.filter((candidate) => candidate.startsWith('/students/'))) {
      const url = fill(path, { id: ids.strangerChild });
      if (url === null) continue;
      const response = await callApi(t.app, parent, { method: 'GET', url });
      answers.push(`${path} ${response.statusCode}`);
    }
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });

  it("answers 403 to another parent's account and to another family's child on every /parents/{id}/... path", async () => {
    const answers: string[] = [];
    for (const path of paths.filter((candidate) => candidate.startsWith('/parents/'))) {
      for (const values of [
        { id: ids.otherParent, sid: ids.ownChild },
        { id: ids.otherParent, sid: ids.strangerChild },
        { id: parent.user.id, sid: ids.strangerChild },
      ]) {
        // A path without {sid} is only about the account: the own account is not a refusal case.
        if (!path.includes('{sid}') && values.id === parent.user.id) continue;
        const url = fill(path, values);
        if (url === null) continue;
        const response = await callApi(t.app, parent, { method: 'GET', url });
        answers.push(`${url} ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });

  it('answers 200 to the parent with their own account and child on the same paths', async () => {
    const failures: string[] = [];
    for (const path of paths.filter((candidate) => candidate.startsWith('/parents/'))) {
      const url = fill(path, { id: parent.user.id, sid: ids.ownChild });
      if (url === null) continue;
      const response = await callApi(t.app, parent, { method: 'GET', url });
      if (response.statusCode !== 200) failures.push(`${url} ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
