import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUsername, usernameFromNames } from '@/contract/usernames';
import type { DatabaseHandle } from '../db/connection';
import { schools, users } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { isUsernameTaken, uniqueUsername } from './usernames';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const [school] = await database.db.insert(schools).values({ name: 'Usernames School' }).returning();
  const [other] = await database.db.insert(schools).values({ name: 'Other School' }).returning();
  // Taken: a base, its 2 in mixed case and its 4 in another school (so the lowest free number is
  // 3), and a name with LIKE's "_" wildcard in it.
  const rows = await database.db
    .insert(users)
    .values(
      [
        ['ahmad.rahimi', school.id],
        ['Ahmad.Rahimi2', school.id],
        ['ahmad.rahimi4', other.id],
        ['zahra_karimi', school.id],
      ].map(([username, schoolId]) => ({ username: String(username), schoolId: Number(schoolId), passwordHash: '!locked', role: 'STUDENT' })),
    )
    .returning({ id: users.id, username: users.username });
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(async () => {
  await dispose?.();
});

// The names → base half (src/contract/usernames.ts, shared with the client's form).
describe('usernameFromNames', () => {
  it('joins the Latin words of the names with dots, in lower case and without accents', () => {
    expect(usernameFromNames(['Ahmad Shāh', '', 'Rahimi'])).toBe('ahmad.shah.rahimi');
    expect(usernameFromNames(['Zahra', null, undefined])).toBe('zahra');
    expect(usernameFromNames(["Abdul-Rahman O'Neil", 'Karimi 2'])).toBe('abdul.rahman.o.neil.karimi.2');
  });

  it('gives nothing for names in Dari script alone', () => {
    expect(usernameFromNames(['احمد', 'رحیمی'])).toBe('');
    expect(usernameFromNames([])).toBe('');
  });

  it('stops at 40 characters without leaving a dot at the end', () => {
    expect(usernameFromNames(['a'.repeat(20), 'b'.repeat(19), 'cde'])).toBe(`${'a'.repeat(20)}.${'b'.repeat(19)}`);
    expect(usernameFromNames(['a'.repeat(39), 'bcd'])).toBe('a'.repeat(39));
  });
});

describe('baseUsername', () => {
  it('is the Latin username when it has three characters or more', () => {
    expect(baseUsername(['Ahmad', 'Rahimi'], 'student')).toBe('ahmad.rahimi');
    expect(baseUsername(['Ali'], 'parent')).toBe('ali');
  });

  it('puts the fallback in front of a shorter one and uses it alone for Dari-only names', () => {
    expect(baseUsername(['Al'], 'student')).toBe('student.al');
    expect(baseUsername(['مریم', 'احمدی'], 'student')).toBe('student');
    expect(baseUsername([null, ''], 'parent')).toBe('parent');
  });
});

// The database half.
describe('uniqueUsername', () => {
  it('gives the base when nobody has it', async () => {
    expect(await uniqueUsername(database.db, 'maryam.ahmadi')).toBe('maryam.ahmadi');
  });

  it('gives the lowest free number over every school, case-insensitively', async () => {
    expect(await uniqueUsername(database.db, 'ahmad.rahimi')).toBe('ahmad.rahimi3');
  });

  it("takes LIKE's special characters in a given base literally", async () => {
    expect(await uniqueUsername(database.db, 'zahra_karimi')).toBe('zahra_karimi2');
    // Unescaped, a trailing backslash would be an invalid LIKE pattern.
    expect(await uniqueUsername(database.db, 'odd\\')).toBe('odd\\');
    expect(await uniqueUsername(database.db, '100%')).toBe('100%');
  });
});

describe('isUsernameTaken', () => {
  it('finds a username in any case, except on the user being edited', async () => {
    expect(await isUsernameTaken(database.db, 'AHMAD.RAHIMI')).toBe(true);
    expect(await isUsernameTaken(database.db, 'ahmad.rahimi', ids['ahmad.rahimi'])).toBe(false);
    expect(await isUsernameTaken(database.db, 'ahmad.rahimi3')).toBe(false);
  });
});
