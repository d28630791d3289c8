/**
 * Seeds the database at start.
 *
 * Always (every start, idempotent): the permission catalogue, the roles and the role defaults of
 * spec part 1 §6. Only missing rows are inserted (a default added in a later release reaches an
 * existing database); nothing is updated or deleted here, so per-user grants and edited role
 * descriptions survive restarts.
 * On an empty users table with SEED=demo: a demo school (Afghan: its currency setting is AFN and
 * every seeded amount is in afghanis; its manager is named for the bills), the demo accounts,
 * staff, teachers and a few hundred visitors (seed-visitors.ts).
 * With ADMIN_USERNAME/ADMIN_PASSWORD: that account as SUPER_ADMIN, once.
 * Everything runs in one transaction, so a crash never leaves a half-seeded database.
 */
import { count, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  ROLE_DEFAULT_PERMISSIONS,
  ROLES,
  WILDCARD_PERMISSION,
  type Role,
} from '@/contract/permissions';
import type { Currency } from '@/contract/settings';
import type { AppConfig } from '../config';
import { hashPassword } from '../lib/password';
import type { Db, Tx } from './connection';
import { permissions, rolePermissions, roles, schools, staff, teachers, userPermissions, users } from './schema';
import { seedAcademics } from './seed-academics';
import { seedFinance } from './seed-finance';
import { seedParentPortal } from './seed-parent-portal';
import { seedTeachers } from './seed-teachers';
import { seedVisitors } from './seed-visitors';
import { pauseAuditLog } from '../lib/audit-actor';
import { createUploadStore, type UploadStore } from '../lib/uploads/upload-store';
import { readSchoolGeneralSettings, saveSchoolGeneralSettings } from '../routes/settings/public';

export const DEMO_PASSWORD = 'demo1234';

export type SeededAccount = { username: string; role: string; note: string };

export type SeedReport = {
  /** Demo accounts created on this start (empty when the database already had users). */
  demoAccounts: SeededAccount[];
  /** The shared demo password, when demo accounts were created. */
  demoPassword: string | null;
  /** The ADMIN_USERNAME account, when it was created on this start. */
  adminAccount: string | null;
};

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  SUPER_ADMIN: 'Full access to every school and setting',
  OWNER: 'Owner of the school group; full access',
  SCHOOL_ADMIN: 'Administers one school',
  TEACHER: 'Teaching staff; front desk and classroom work',
  STAFF: 'Non-teaching staff',
  STUDENT: 'A student',
  ACCOUNTANT: 'Finance and payments',
  PARENT: 'A parent or guardian (parent portal)',
  CRM_MANAGER: 'Manages visitors and enquiries',
  LIBRARIAN: 'Manages the library and resources',
};

const FINANCE_GRANTS = ['finance', 'payment', 'expense', 'payroll'].flatMap((resource) =>
  ['read', 'create', 'update', 'delete'].map((action) => `${resource}:${action}`),
);

type DemoUser = {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  dariName: string;
  phone: string;
  department: string;
  dataScopes?: string[];
  grants?: string[];
  note: string;
};

const EMAIL_DOMAIN = 'nooracademy.edu.af';

const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'teacher',
    role: 'TEACHER',
    firstName: 'Ahmad',
    lastName: 'Rahimi',
    dariName: 'احمد رحیمی',
    phone: '+93799123456',
    department: 'Mathematics',
    note: 'role defaults',
  },
  {
    username: 'frontdesk',
    role: 'TEACHER',
    firstName: 'Farida',
    lastName: 'Ahmadi',
    dariName: 'فریده احمدی',
    phone: '+93700234567',
    department: 'Front Desk',
    grants: ['customer:delete'],
    note: 'role defaults plus customer:delete',
  },
  {
    username: 'cashier',
    role: 'TEACHER',
    firstName: 'Mohammad',
    lastName: 'Karimi',
    dariName: 'محمد کریمی',
    phone: '+93788345678',
    department: 'Finance',
    grants: FINANCE_GRANTS,
    note: 'plus finance, payment, expense and payroll',
  },
  {
    username: 'principal',
    role: 'TEACHER',
    firstName: 'Abdul Qadir',
    lastName: 'Noori',
    dariName: 'عبدالقادر نوری',
    phone: '+93772456789',
    department: 'Administration',
    grants: [WILDCARD_PERMISSION],
    note: 'every permission',
  },
  {
    username: 'parent',
    role: 'PARENT',
    firstName: 'Gul Ahmad',
    lastName: 'Safi',
    dariName: 'گل‌احمد صافی',
    phone: '+93780567890',
    department: 'Parents',
    note: 'parent portal',
  },
  {
    username: 'admin',
    role: 'SCHOOL_ADMIN',
    firstName: 'Zahra',
    lastName: 'Hashimi',
    dariName: 'زهرا هاشمی',
    phone: '+93795678901',
    department: 'Administration',
    note: 'school administrator',
  },
  {
    username: 'owner',
    role: 'SUPER_ADMIN',
    firstName: 'Hamid',
    lastName: 'Sultani',
    dariName: 'حمید سلطانی',
    phone: '+93744789012',
    department: 'Management',
    dataScopes: ['*'],
    note: 'every school',
  },
];

/** The demo school's one currency: every amount seeded here and in seed-*.ts is in afghanis. */
export const DEMO_CURRENCY: Currency = 'AFN';

const DEMO_SCHOOL = {
  id: 1,
  name: 'Noor Academy High School',
  dariName: 'لیسه عالی نور',
  pashtoName: 'د نور عالي لیسه',
  complexName: 'Noor Educational Complex',
  address: 'Street 4, Karte Char, District 3, Kabul, Afghanistan',
  dariAddress: 'سرک ۴، کارته چهار، ناحیه ۳، کابل، افغانستان',
  pashtoAddress: '۴ سړک، کارته چهار، درېیمه ناحیه، کابل، افغانستان',
  phone: '+93202501234',
  email: `info@${EMAIL_DOMAIN}`,
  // The principal (the `principal` demo account), printed as "Manager: …" on bills.
  managerName: 'Abdul Qadir Noori',
  socialLinks: {
    facebook: 'https://www.facebook.com/nooracademy.kabul',
    website: `https://${EMAIL_DOMAIN}`,
    instagram: 'https://www.instagram.com/nooracademy.kabul',
    whatsapp: '+93799250123',
  },
};

type DemoStaff = Omit<typeof staff.$inferInsert, 'schoolId'> & { username?: string };

const DEMO_STAFF: readonly DemoStaff[] = [
  { employeeId: 'EMP-001', firstName: 'Farida', lastName: 'Ahmadi', dariName: 'فریده احمدی', phone: '+93700234567', designation: 'Front Desk Officer', department: 'Administration', basicSalary: '18000.00', allowances: '2000.00', username: 'frontdesk' },
  { employeeId: 'EMP-002', firstName: 'Mohammad', lastName: 'Karimi', dariName: 'محمد کریمی', phone: '+93788345678', designation: 'Cashier', department: 'Finance', basicSalary: '22000.00', allowances: '2500.00', username: 'cashier' },
  { employeeId: 'EMP-003', firstName: 'Nasrin', lastName: 'Haidari', dariName: 'نسرین حیدری', phone: '+93791112233', designation: 'Accountant', department: 'Finance', basicSalary: '28000.00', allowances: '3000.00' },
  { employeeId: 'EMP-004', firstName: 'Rahmatullah', lastName: 'Wardak', dariName: 'رحمت‌الله وردک', phone: '+93702223344', designation: 'Librarian', department: 'Library', basicSalary: '17000.00', allowances: '1500.00' },
  { employeeId: 'EMP-005', firstName: 'Shafiq', lastName: 'Popal', dariName: 'شفیق پوپل', phone: '+93783334455', designation: 'IT Officer', department: 'Information Technology', basicSalary: '25000.00', allowances: '2500.00' },
  { employeeId: 'EMP-006', firstName: 'Bashir', lastName: 'Stanikzai', dariName: 'بشیر ستانکزی', phone: '+93774445566', designation: 'Security Guard', department: 'Operations', basicSalary: '12000.00', allowances: '1000.00' },
];

type DemoTeacher = Omit<typeof teachers.$inferInsert, 'schoolId'> & { username?: string };

const kabul = { city: 'Kabul', state: 'Kabul', country: 'Afghanistan' };

const DEMO_TEACHERS: readonly DemoTeacher[] = [
  { employeeId: 'TCH-001', firstName: 'Ahmad', lastName: 'Rahimi', dariName: 'احمد رحیمی', gender: 'Male', mobile: '+93799123456', subject: 'Mathematics', department: 'Mathematics', qualification: 'Bachelor', degree: 'B.Sc. Mathematics, Kabul University', experience: 9, salary: '32000.00', allowances: '3000.00', hireDate: '2017-03-21', dateOfBirth: '1989-06-14', address: 'Karte Se, District 6', emergencyContact: { name: 'Mahmood Rahimi', relationship: 'Brother', phone: '+93799654321' }, username: 'teacher' },
  { employeeId: 'TCH-002', firstName: 'Mariam', lastName: 'Sadat', dariName: 'مریم سادات', gender: 'Female', mobile: '+93700987654', subject: 'Dari Literature', department: 'Languages', qualification: 'Master', degree: 'M.A. Persian Literature, Kabul University', experience: 12, salary: '35000.00', allowances: '3000.00', hireDate: '2013-09-01', dateOfBirth: '1985-02-03', address: 'Khair Khana, District 11', emergencyContact: { name: 'Sayed Jawad Sadat', relationship: 'Husband', phone: '+93700876543' } },
  { employeeId: 'TCH-003', firstName: 'Khalid', lastName: 'Amiri', dariName: 'خالد امیری', gender: 'Male', mobile: '+93788765432', subject: 'Physics', department: 'Science', qualification: 'Bachelor', degree: 'B.Sc. Physics, Kabul Education University', experience: 6, salary: '30000.00', allowances: '2500.00', hireDate: '2019-03-21', dateOfBirth: '1992-11-27', address: 'Taimani, District 4', emergencyContact: { name: 'Nadia Amiri', relationship: 'Wife', phone: '+93788123987' } },
  { employeeId: 'TCH-004', firstName: 'Sima', lastName: 'Nazari', dariName: 'سیما نظری', gender: 'Female', mobile: '+93772654321', subject: 'English', department: 'Languages', qualification: 'Bachelor', degree: 'B.A. English Language, Kabul University', experience: 5, salary: '29000.00', allowances: '2500.00', hireDate: '2020-03-21', dateOfBirth: '1994-04-09', address: 'Shahr-e Naw, District 10', emergencyContact: { name: 'Ghulam Nazari', relationship: 'Father', phone: '+93772111222' } },
  { employeeId: 'TCH-005', firstName: 'Abdul Wahid', lastName: 'Mohammadi', dariName: 'عبدالواحد محمدی', gender: 'Male', mobile: '+93795543210', subject: 'Chemistry', department: 'Science', qualification: 'Master', degree: 'M.Sc. Chemistry, Kabul University', experience: 15, salary: '38000.00', allowances: '3500.00', hireDate: '2010-09-01', dateOfBirth: '1981-08-18', address: 'Macroyan, District 9', emergencyContact: { name: 'Shabnam Mohammadi', relationship: 'Wife', phone: '+93795222333' } },
  { employeeId: 'TCH-006', firstName: 'Fatima', lastName: 'Yousufzai', dariName: 'فاطمه یوسفزی', gender: 'Female', mobile: '+93780432109', subject: 'Biology', department: 'Science', qualification: 'Bachelor', degree: 'B.Sc. Biology, Kabul Education University', experience: 7, salary: '30000.00', allowances: '2500.00', hireDate: '2018-03-21', dateOfBirth: '1991-01-25', address: 'Karte Char, District 3', emergencyContact: { name: 'Hamida Yousufzai', relationship: 'Mother', phone: '+93780333444' } },
  { employeeId: 'TCH-007', firstName: 'Najibullah', lastName: 'Hotak', dariName: 'نجیب‌الله هوتک', gender: 'Male', mobile: '+93744321098', subject: 'Pashto', department: 'Languages', qualification: 'Bachelor', degree: 'B.A. Pashto Literature, Nangarhar University', experience: 10, salary: '31000.00', allowances: '2500.00', hireDate: '2015-09-01', dateOfBirth: '1987-07-30', address: 'Dasht-e Barchi, District 13', emergencyContact: { name: 'Zarghona Hotak', relationship: 'Wife', phone: '+93744555666' } },
  { employeeId: 'TCH-008', firstName: 'Laila', lastName: 'Jalali', dariName: 'لیلا جلالی', gender: 'Female', mobile: '+93701210987', subject: 'Computer Science', department: 'Information Technology', qualification: 'Bachelor', degree: 'B.Sc. Computer Science, Kabul Polytechnic University', experience: 4, salary: '28000.00', allowances: '2000.00', hireDate: '2021-03-21', dateOfBirth: '1996-10-12', address: 'Wazir Akbar Khan, District 10', emergencyContact: { name: 'Omid Jalali', relationship: 'Brother', phone: '+93701666777' } },
];

export async function seedDatabase(db: Db, config: AppConfig, log?: (line: string) => void): Promise<SeedReport> {
  const report: SeedReport = { demoAccounts: [], demoPassword: null, adminAccount: null };
  // Hash outside the transaction: argon2 is slow by design and PGlite has one connection.
  const userCount = await countUsers(db);
  const needsDemo = userCount === 0 && config.seed === 'demo';
  const demoHash = needsDemo ? await hashPassword(DEMO_PASSWORD) : null;
  const adminHash =
    config.adminUsername && config.adminPassword && !(await usernameExists(db, config.adminUsername))
      ? await hashPassword(config.adminPassword)
      : null;

  await db.transaction(async (tx) => {
    await pauseAuditLog(tx);
    await seedAccessCatalogue(tx);
    // Re-checked inside the transaction: another API process may have seeded meanwhile.
    if (demoHash && (await countUsers(tx)) === 0) {
      report.demoAccounts = await seedDemo(tx, demoHash, createUploadStore(config, tx));
      report.demoPassword = DEMO_PASSWORD;
      log?.(`Seeded the demo school and ${report.demoAccounts.length} demo accounts`);
    }
    if (adminHash && config.adminUsername && !(await usernameExists(tx, config.adminUsername))) {
      await seedAdmin(tx, config.adminUsername, adminHash);
      report.adminAccount = config.adminUsername;
      log?.(`Created the administrator account "${config.adminUsername}" (SUPER_ADMIN)`);
    }
  });
  return report;
}

async function countUsers(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return Number(row?.value ?? 0);
}

async function usernameExists(db: Db | Tx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

async function seedAccessCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(permissions)
    .values(
      ALL_PERMISSIONS.map((name) => {
        const [resource, action] = name.split(':');
        return { name, resource, action, description: `${capitalize(action)} ${resource}` };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(roles)
    .values(ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  await tx
    .insert(rolePermissions)
    .values(ROLES.flatMap((role) => ROLE_DEFAULT_PERMISSIONS[role].map((permission) => ({ role, permission }))))
    .onConflictDoNothing();
}

async function seedDemo(tx: Tx, passwordHash: string, uploads: UploadStore): Promise<SeededAccount[]> {
  await tx.insert(schools).values(DEMO_SCHOOL).onConflictDoNothing();
  await syncSchoolSequence(tx);
  // An Afghan school: money in afghanis on every screen, bill and file (the other sections keep theirs).
  const settings = await readSchoolGeneralSettings(tx, DEMO_SCHOOL.id);
  await saveSchoolGeneralSettings(tx, DEMO_SCHOOL.id, { ...settings, currency: DEMO_CURRENCY });

  const idByUsername = new Map<string, number>();
  for (const demo of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        schoolId: DEMO_SCHOOL.id,
        username: demo.username,
        email: `${demo.username}@${EMAIL_DOMAIN}`,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        dariName: demo.dariName,
        phone: demo.phone,
        role: demo.role,
        department: demo.department,
        dataScopes: demo.dataScopes ?? [],
      })
      .returning({ id: users.id });
    idByUsername.set(demo.username, row.id);
    if (demo.grants?.length) {
      await tx
        .insert(userPermissions)
        .values(demo.grants.map((permission) => ({ userId: row.id, permission, granted: true })));
    }
  }

  await tx.insert(staff).values(
    DEMO_STAFF.map(({ username, ...row }) => ({
      ...row,
      schoolId: DEMO_SCHOOL.id,
      userId: username ? idByUsername.get(username) : undefined,
      email: `${row.firstName.toLowerCase()}.${(row.lastName ?? '').toLowerCase()}@${EMAIL_DOMAIN}`,
    })),
  );
  await tx.insert(teachers).values(
    DEMO_TEACHERS.map(({ username, ...row }) => ({
      ...row,
      ...kabul,
      schoolId: DEMO_SCHOOL.id,
      userId: username ? idByUsername.get(username) : undefined,
      email: `${row.firstName.toLowerCase().replace(/\s+/g, '')}.${row.lastName.toLowerCase()}@${EMAIL_DOMAIN}`,
      status: 'Active',
    })),
  );

  await seedVisitors(tx, { schoolId: DEMO_SCHOOL.id, createdBy: idByUsername.get('frontdesk') });
  await seedAcademics(tx, { schoolId: DEMO_SCHOOL.id, parentUserId: idByUsername.get('parent') as number, createdBy: idByUsername.get('admin') });
  await seedTeachers(tx, { schoolId: DEMO_SCHOOL.id });
  await seedFinance(tx, { schoolId: DEMO_SCHOOL.id, createdBy: idByUsername.get('cashier') });
  await seedParentPortal(tx, { schoolId: DEMO_SCHOOL.id, parentUserId: idByUsername.get('parent') as number, createdBy: idByUsername.get('teacher'), uploads });
  return DEMO_USERS.map((demo) => ({ username: demo.username, role: demo.role, note: demo.note }));
}

async function seedAdmin(tx: Tx, username: string, passwordHash: string): Promise<void> {
  const [anySchool] = await tx.select({ id: schools.id }).from(schools).limit(1);
  if (!anySchool) {
    await tx.insert(schools).values({ id: 1, name: 'School' }).onConflictDoNothing();
    await syncSchoolSequence(tx);
  }
  await tx.insert(users).values({
    schoolId: 1,
    username,
    passwordHash,
    role: 'SUPER_ADMIN',
    firstName: username,
    dataScopes: ['*'],
  });
}

/** An explicit id does not advance the serial sequence; move it past the highest id. */
async function syncSchoolSequence(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('schools', 'id'), (select coalesce(max(id), 1) from schools))`,
  );
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
