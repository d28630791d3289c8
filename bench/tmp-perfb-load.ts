// Throwaway (perf helper B): builds the bench school into a PGlite data folder once.
import { eq } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { openDatabase } from '../server/db/connection';
import { seedDatabase } from '../server/db/seed';
import { loadConfig } from '../server/config';
import { loadStudentAcademics } from './support/student-academics';
import { loadStudentPopulation } from './support/student-population';

const today = new Date(Date.now() + 4.5 * 3_600_000).toISOString().slice(0, 10);
const database = await openDatabase({ kind: 'pglite', dataDir: '/tmp/perfb/db' });
const { db } = database;
await seedDatabase(db, { ...loadConfig({}), seed: 'demo' });
const [admin] = await db.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.username, 'admin'));
let t = performance.now();
await loadStudentPopulation(db, { schoolId: admin.schoolId, studentCount: 20_000, classCount: 42, createdBy: admin.id, today });
console.log('population', (performance.now() - t) / 1000); t = performance.now();
const a = await loadStudentAcademics(db, { schoolId: admin.schoolId, today, createdBy: admin.id, attendanceDays: 90, gradesPerMonth: 4, months: 12 });
console.log('academics', a, (performance.now() - t) / 1000);
await database.exec('VACUUM ANALYZE');
console.log('today', today);
await database.close();
