import { eq, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, ROLE_DEFAULT_PERMISSIONS, ROLES } from '@/contract/permissions';
import { loadConfig, type AppConfig } from '../config';
import { verifyPassword } from '../lib/password';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { permissions, rolePermissions, schools, staff, teachers, userPermissions, users } from './schema';
import { seedDatabase } from './seed';

let dispose: (() => Promise<void>) | undefined;

afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

/** In-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDb(): Promise<DatabaseHandle> {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  return opened.database;
}

function config(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), ...overrides };
}

async function grantsOf(db: DatabaseHandle['db'], username: string): Promise<string[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .innerJoin(users, eq(users.id, userPermissions.userId))
    .where(eq(users.username, username));
  return rows.map((row) => row.permission).sort();
}

describe('seedDatabase', () => {
  it('creates the demo school, the demo accounts with their roles and grants, staff and teachers', async () => {
    const { db } = await freshDb();
    const report = await seedDatabase(db, config({ seed: 'demo' }));

    expect(report.demoPassword).toBe('demo1234');
    expect(report.demoAccounts.map((account) => account.username)).toEqual([
      'teacher',
      'frontdesk',
      'cashier',
      'principal',
      'parent',
      'admin',
      'owner',
    ]);

    // The seed's 120 demo students have accounts too (seed-academics.ts, its own test).
    const rows = await db.select().from(users).where(ne(users.role, 'STUDENT'));
    const roleOf = Object.fromEntries(rows.map((row) => [row.username, row.role]));
    expect(roleOf).toEqual({
      teacher: 'TEACHER',
      frontdesk: 'TEACHER',
      cashier: 'TEACHER',
      principal: 'TEACHER',
      parent: 'PARENT',
      admin: 'SCHOOL_ADMIN',
      owner: 'SUPER_ADMIN',
    });
    for (const row of rows) {
      expect(row.schoolId).toBe(1);
      expect(row.phone).toMatch(/^\+937\d{8}$/);
      expect(row.dariName).toMatch(/[\u0600-\u06FF]/);
    }
    expect(rows.find((row) => row.username === 'owner')?.dataScopes).toEqual(['*']);
    // One hash, reused: every account takes the demo password.
    expect(await verifyPassword(rows[0].passwordHash, 'demo1234')).toBe(true);
    expect(await verifyPassword(rows[0].passwordHash, 'wrong')).toBe(false);

    expect(await grantsOf(db, 'teacher')).toEqual([]);
    expect(await grantsOf(db, 'frontdesk')).toEqual(['customer:delete']);
    expect(await grantsOf(db, 'principal')).toEqual(['*']);
    const cashier = await grantsOf(db, 'cashier');
    expect(cashier).toHaveLength(16);
    expect(cashier).toEqual(expect.arrayContaining(['payroll:delete', 'expense:create', 'finance:read', 'payment:update']));

    const [school] = await db.select().from(schools);
    expect(school.name).toMatch(/\w/);
    expect(school.dariName).toMatch(/[\u0600-\u06FF]/);
    expect(school.phone).toMatch(/^\+93/);
    expect(school.socialLinks).toEqual(expect.objectContaining({ facebook: expect.any(String), website: expect.any(String) }));

    const staffRows = await db.select().from(staff);
    expect(staffRows.length).toBeGreaterThanOrEqual(6);
    expect(staffRows.map((row) => row.employeeId)).toContain('EMP-001');
    const teacherRows = await db.select().from(teachers);
    expect(teacherRows.length).toBeGreaterThanOrEqual(8);
    expect(teacherRows.map((row) => row.employeeId)).toContain('TCH-001');
    expect(teacherRows.every((row) => Number(row.salary) > 0)).toBe(true);

    // A school created later does not collide with the explicitly numbered demo school.
    const [next] = await db.insert(schools).values({ name: 'Second campus' }).returning();
    expect(next.id).toBe(2);
  });

  it('stores the permission catalogue, the roles and every role default', async () => {
    const { db } = await freshDb();
    await seedDatabase(db, config({ seed: 'none' }));
    const stored = await db.select({ name: permissions.name }).from(permissions);
    expect(stored.map((row) => row.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    const teacherDefaults = await db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.role, 'TEACHER'));
    expect(teacherDefaults.map((row) => row.permission).sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.TEACHER].sort());
    const allDefaults = await db.select().from(rolePermissions);
    expect(allDefaults).toHaveLength(ROLES.reduce((sum, role) => sum + ROLE_DEFAULT_PERMISSIONS[role].length, 0));
  });

  it('is idempotent: a second start creates nothing twice and keeps grants an admin added', async () => {
    const { db } = await freshDb();
    await seedDatabase(db, config({ seed: 'demo' }));
    await db.insert(rolePermissions).values({ role: 'TEACHER', permission: 'customer:export' });

    const second = await seedDatabase(db, config({ seed: 'demo' }));
    expect(second.demoAccounts).toEqual([]);
    expect(second.demoPassword).toBeNull();
    expect(await db.select().from(users).where(ne(users.role, 'STUDENT'))).toHaveLength(7);
    expect(await db.select().from(teachers)).toHaveLength(8);
    expect(await db.select().from(schools)).toHaveLength(1);
    const teacherDefaults = await db.select().from(rolePermissions).where(eq(rolePermissions.role, 'TEACHER'));
    expect(teacherDefaults).toHaveLength(ROLE_DEFAULT_PERMISSIONS.TEACHER.length + 1);
  });

  it('creates no users with SEED=none', async () => {
    const { db } = await freshDb();
    const report = await seedDatabase(db, config({ seed: 'none' }));
    expect(report.demoAccounts).toEqual([]);
    expect(await db.select().from(users)).toEqual([]);
  });

  it('creates the ADMIN_USERNAME account as SUPER_ADMIN once, also with SEED=none', async () => {
    const { db } = await freshDb();
    const settings = config({ seed: 'none', adminUsername: 'Nadia', adminPassword: 'a-strong-secret' });
    const report = await seedDatabase(db, settings);
    expect(report.adminAccount).toBe('Nadia');

    const [admin] = await db.select().from(users);
    expect(admin).toEqual(expect.objectContaining({ username: 'Nadia', role: 'SUPER_ADMIN', schoolId: 1 }));
    expect(await verifyPassword(admin.passwordHash, 'a-strong-secret')).toBe(true);
    expect(await db.select().from(schools)).toHaveLength(1);

    const again = await seedDatabase(db, { ...settings, adminUsername: 'nadia' });
    expect(again.adminAccount).toBeNull();
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('adds the ADMIN_USERNAME account beside the demo accounts', async () => {
    const { db } = await freshDb();
    await seedDatabase(db, config({ seed: 'demo', adminUsername: 'director', adminPassword: 'another-secret' }));
    const rows = await db.select().from(users).where(ne(users.role, 'STUDENT'));
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.username === 'director')?.role).toBe('SUPER_ADMIN');
  });
});
