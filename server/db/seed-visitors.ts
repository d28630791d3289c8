/**
 * Demo visitors (customers) for the demo school: a few hundred people who came to the front desk
 * over the last months, with Latin and Dari names, +93 mobile numbers, and types, purposes,
 * sources, priorities and statuses in plausible proportions (mostly students walking in to
 * enrol). Deterministic: a fixed seed gives the same people on every run (relative to `now`).
 * Serial numbers come from the same per-school counter as the API's creates, taken in blocks.
 * bench/customer-search.bench.ts uses generateVisitors for its 100 000 rows.
 */
import type {
  CustomerDepartment,
  CustomerGender,
  CustomerPriority,
  CustomerPurpose,
  CustomerReferredTo,
  CustomerSource,
  CustomerStatus,
  CustomerType,
} from '@/contract/customers';
import { CUSTOMER_EVENT_TYPES, type CustomerEventInput, formatSerialNumber, reserveSerialValues, schoolYear } from '../routes/customers/public';
import { bulkInsert } from './bulk-insert';
import type { DbOrTx } from './connection';
import { customerEvents, customers } from './schema';
import { createRandom, randomMobileNumber, type Random } from './seed-random';

type Name = readonly [latin: string, dari: string];

const MALE_NAMES: readonly Name[] = [
  ['Ahmad', 'احمد'], ['Mohammad', 'محمد'], ['Ali', 'علی'], ['Hamid', 'حمید'], ['Farhad', 'فرهاد'],
  ['Jawad', 'جواد'], ['Omid', 'امید'], ['Karim', 'کریم'], ['Mustafa', 'مصطفی'], ['Yusuf', 'یوسف'],
  ['Bilal', 'بلال'], ['Hassan', 'حسن'], ['Hussain', 'حسین'], ['Idris', 'ادریس'], ['Javid', 'جاوید'],
  ['Masood', 'مسعود'], ['Nasir', 'ناصر'], ['Rahim', 'رحیم'], ['Tariq', 'طارق'], ['Wahid', 'وحید'],
  ['Zubair', 'زبیر'], ['Sohrab', 'سهراب'], ['Fawad', 'فواد'], ['Haroon', 'هارون'], ['Mansoor', 'منصور'],
  ['Qais', 'قیس'], ['Rashid', 'رشید'], ['Abdullah', 'عبدالله'], ['Naveed', 'نوید'], ['Arash', 'آرش'],
  ['Behzad', 'بهزاد'], ['Dawood', 'داوود'], ['Ehsan', 'احسان'], ['Faisal', 'فیصل'], ['Habib', 'حبیب'],
  ['Jamshid', 'جمشید'], ['Kamran', 'کامران'], ['Milad', 'میلاد'], ['Noorullah', 'نورالله'], ['Parwiz', 'پرویز'],
  ['Ahmad Zia', 'احمد ضیا'], ['Mohammad Yasin', 'محمد یاسین'], ['Abdul Rahman', 'عبدالرحمن'],
  ['Sayed Ali', 'سید علی'], ['Mirwais', 'میرویس'], ['Ghulam Sakhi', 'غلام سخی'], ['Shir Agha', 'شیرآغا'],
];

const FEMALE_NAMES: readonly Name[] = [
  ['Fatima', 'فاطمه'], ['Zahra', 'زهرا'], ['Maryam', 'مریم'], ['Aisha', 'عایشه'], ['Khadija', 'خدیجه'],
  ['Laila', 'لیلا'], ['Mina', 'مینا'], ['Nargis', 'نرگس'], ['Parisa', 'پریسا'], ['Roya', 'رویا'],
  ['Sara', 'سارا'], ['Shabnam', 'شبنم'], ['Sima', 'سیما'], ['Tahmina', 'تهمینه'], ['Yalda', 'یلدا'],
  ['Zainab', 'زینب'], ['Farzana', 'فرزانه'], ['Homa', 'هما'], ['Madina', 'مدینه'], ['Marzia', 'مرضیه'],
  ['Nilofar', 'نیلوفر'], ['Freshta', 'فرشته'], ['Hosna', 'حسنا'], ['Malalai', 'ملالی'], ['Mursal', 'مرسل'],
  ['Nazanin', 'نازنین'], ['Sahar', 'سحر'], ['Setara', 'ستاره'], ['Wajiha', 'وجیهه'], ['Arezo', 'آرزو'],
  ['Fatima Zahra', 'فاطمه زهرا'], ['Bibi Gul', 'بی‌بی گل'],
];

const LAST_NAMES: readonly Name[] = [
  ['Karimi', 'کریمی'], ['Ahmadi', 'احمدی'], ['Rahimi', 'رحیمی'], ['Hashimi', 'هاشمی'], ['Noori', 'نوری'],
  ['Sultani', 'سلطانی'], ['Safi', 'صافی'], ['Amiri', 'امیری'], ['Haidari', 'حیدری'], ['Mohammadi', 'محمدی'],
  ['Rezaei', 'رضایی'], ['Hosseini', 'حسینی'], ['Sadat', 'سادات'], ['Nazari', 'نظری'], ['Jalali', 'جلالی'],
  ['Yousufzai', 'یوسفزی'], ['Popal', 'پوپل'], ['Wardak', 'وردک'], ['Stanikzai', 'ستانکزی'], ['Hotak', 'هوتک'],
  ['Barakzai', 'بارکزی'], ['Durrani', 'درانی'], ['Ghafoori', 'غفوری'], ['Habibi', 'حبیبی'], ['Jafari', 'جعفری'],
  ['Kohistani', 'کوهستانی'], ['Mirzaei', 'میرزایی'], ['Naseri', 'ناصری'], ['Qaderi', 'قادری'], ['Rasuli', 'رسولی'],
  ['Samadi', 'صمدی'], ['Faizi', 'فیضی'], ['Azizi', 'عزیزی'], ['Bakhtiari', 'بختیاری'], ['Sharifi', 'شریفی'],
  ['Akbari', 'اکبری'], ['Mohseni', 'محسنی'], ['Niazi', 'نیازی'], ['Osmani', 'عثمانی'], ['Saberi', 'صابری'],
  ['Wahidi', 'وحیدی'], ['Yaqubi', 'یعقوبی'], ['Zamani', 'زمانی'], ['Ahmadzai', 'احمدزی'], ['Tokhi', 'توخی'],
];

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'];

const AREAS = [
  'Karte Char, District 3', 'Karte Se, District 6', 'Khair Khana, District 11', 'Taimani, District 4',
  'Shahr-e Naw, District 10', 'Macroyan, District 9', 'Dasht-e Barchi, District 13', 'Kot-e Sangi, District 5',
  'Qala-e Fathullah, District 4', 'Wazir Akbar Khan, District 10', 'Deh Mazang, District 3', 'Char Qala, District 8',
];

const REMARKS = [
  'Wants to enrol for the next term',
  'Asked about transport from Khair Khana',
  'Asked about a fee discount for siblings',
  'Will bring a copy of the Tazkira tomorrow',
  'Follow up by phone next week',
  'Interested in the English language programme',
  'Prefers the afternoon shift',
  'Previous school: Habibia High School',
  'Requested a meeting with the principal',
  'Came with two children',
  'Asked about the entrance exam date',
  'Needs the transfer letter from the previous school',
  'Asked about the computer lab and science classes',
  'Father works abroad; mother is the contact',
];

const PREVIOUS_SCHOOLS = ['Habibia High School', 'Amani High School', 'Istiqlal High School', 'Rabia Balkhi School', 'Ghazi High School', 'Malalai High School'];

const TYPES: readonly (readonly [CustomerType, number])[] = [
  ['STUDENT', 55], ['PARENT', 30], ['TEACHER', 8], ['PROSPECT', 4], ['STAFF', 2], ['ALUMNI', 1],
];
const PURPOSES_BY_TYPE: Record<CustomerType, readonly (readonly [CustomerPurpose, number])[]> = {
  STUDENT: [['ENROLLMENT', 70], ['INQUIRY', 25], ['SUPPORT', 5]],
  PARENT: [['ENROLLMENT', 40], ['INQUIRY', 40], ['SUPPORT', 20]],
  TEACHER: [['INQUIRY', 60], ['SUPPORT', 40]],
  PROSPECT: [['INQUIRY', 80], ['ENROLLMENT', 20]],
  STAFF: [['SUPPORT', 70], ['INQUIRY', 30]],
  ALUMNI: [['INQUIRY', 60], ['SUPPORT', 40]],
};
const DEPARTMENTS_BY_PURPOSE: Record<CustomerPurpose, readonly (readonly [CustomerDepartment, number])[]> = {
  ENROLLMENT: [['ACADEMIC', 75], ['ADMINISTRATION', 25]],
  INQUIRY: [['ACADEMIC', 50], ['ADMINISTRATION', 30], ['FINANCE', 20]],
  SUPPORT: [['FINANCE', 50], ['ADMINISTRATION', 40], ['ACADEMIC', 10]],
};
const SOURCES: readonly (readonly [CustomerSource, number])[] = [['WALK_IN', 55], ['REFERRAL', 20], ['FACEBOOK', 18], ['WEBSITE', 7]];
const PRIORITIES: readonly (readonly [CustomerPriority, number])[] = [['MEDIUM', 60], ['LOW', 20], ['HIGH', 17], ['URGENT', 3]];
const REFERRED_TO_BY_DEPARTMENT: Record<CustomerDepartment, CustomerReferredTo> = {
  ACADEMIC: 'ACADEMIC',
  ADMINISTRATION: 'ADMIN',
  FINANCE: 'FINANCE',
};
const MALE_SHARE: Record<CustomerType, number> = { STUDENT: 0.55, PARENT: 0.7, TEACHER: 0.5, PROSPECT: 0.55, STAFF: 0.6, ALUMNI: 0.5 };

/** Older visitors have moved on more often. Never CONVERTED: that needs a student record. */
function statusFor(random: Random, ageDays: number): CustomerStatus {
  if (ageDays < 3) return random.weighted([['NEW', 85], ['CONTACTED', 15]]);
  if (ageDays < 21) return random.weighted([['NEW', 45], ['CONTACTED', 35], ['QUALIFIED', 15], ['LOST', 5]]);
  return random.weighted([['NEW', 20], ['CONTACTED', 30], ['QUALIFIED', 30], ['LOST', 20]]);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Kabul is UTC+4:30 all year. */
const KABUL_OFFSET_MS = 4.5 * 60 * 60 * 1000;

/** An instant during opening hours (08:00-16:00 Kabul) `daysAgo` days before `now`; fewer on Fridays. */
function visitTime(random: Random, now: Date, maxDaysAgo: number): Date {
  for (;;) {
    const daysAgo = random.int(0, maxDaysAgo);
    const kabulMidnight = Math.floor((now.getTime() + KABUL_OFFSET_MS) / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
    const weekday = new Date(kabulMidnight).getUTCDay();
    if (weekday === 5 && !random.chance(0.15)) continue;
    const minutes = 8 * 60 + random.int(0, 8 * 60 - 1);
    const instant = new Date(kabulMidnight + minutes * 60_000 + random.int(0, 59) * 1000 - KABUL_OFFSET_MS);
    if (instant.getTime() <= now.getTime()) return instant;
  }
}

export type VisitorRow = typeof customers.$inferInsert & {
  id: string;
  schoolId: number;
  createdAt: Date;
  updatedAt: Date;
  status: CustomerStatus;
};

export type GenerateVisitorsOptions = {
  schoolId: number;
  createdBy: number | null;
  count: number;
  now: Date;
  /** How far back the visits go. */
  days?: number;
  seed?: number;
};

/** The visitors, oldest first, without serial numbers (seedVisitors assigns them). */
export function generateVisitors(options: GenerateVisitorsOptions): Omit<VisitorRow, 'serialNumber'>[] {
  const random = createRandom(options.seed ?? 20_260_321);
  const days = options.days ?? 120;
  const rows: Omit<VisitorRow, 'serialNumber'>[] = [];
  for (let i = 0; i < options.count; i++) {
    const type = random.weighted(TYPES);
    const male = random.chance(MALE_SHARE[type]);
    const [first, firstDari] = random.pick(male ? MALE_NAMES : FEMALE_NAMES);
    const [last, lastDari] = random.pick(LAST_NAMES);
    const gender: CustomerGender = male ? 'MALE' : 'FEMALE';
    const purpose = random.weighted(PURPOSES_BY_TYPE[type]);
    const department = random.weighted(DEPARTMENTS_BY_PURPOSE[purpose]);
    const createdAt = visitTime(random, options.now, days);
    const ageDays = (options.now.getTime() - createdAt.getTime()) / DAY_MS;
    const status = statusFor(random, ageDays);
    const updatedAt =
      status === 'NEW' ? createdAt : new Date(Math.min(options.now.getTime(), createdAt.getTime() + random.int(1, 10) * DAY_MS));
    const phone = randomMobileNumber(random);
    const emailName = `${first.split(' ')[0]}.${last}`.toLowerCase();
    const email = random.chance(type === 'STUDENT' ? 0.15 : 0.35)
      ? `${emailName}${random.chance(0.5) ? random.int(1, 99) : ''}@${random.pick(EMAIL_DOMAINS)}`
      : null;

    const metadata: Record<string, string> = {};
    if (type === 'STUDENT' && purpose === 'ENROLLMENT' && random.chance(0.6)) {
      metadata['Grade applying for'] = String(random.int(1, 12));
      if (random.chance(0.4)) metadata['Previous school'] = random.pick(PREVIOUS_SCHOOLS);
      if (random.chance(0.3)) metadata.Shift = random.pick(['Morning', 'Afternoon']);
    } else if (type === 'PARENT' && random.chance(0.35)) {
      metadata['Number of children'] = String(random.int(1, 4));
    }

    rows.push({
      id: random.uuid(),
      schoolId: options.schoolId,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      dariName: `${firstDari} ${lastDari}`,
      phone,
      mobile: phone,
      email,
      gender,
      type,
      purpose,
      department,
      source: random.weighted(SOURCES),
      priority: random.weighted(PRIORITIES),
      referredTo: random.chance(0.4) ? REFERRED_TO_BY_DEPARTMENT[department] : null,
      status,
      remarks: random.chance(0.3) ? random.pick(REMARKS) : null,
      metadata,
      address: random.chance(0.3) ? random.pick(AREAS) : null,
      city: random.chance(0.5) ? 'Kabul' : null,
      country: random.chance(0.5) ? 'Afghanistan' : null,
      lastContact: status === 'NEW' ? null : updatedAt,
      createdBy: options.createdBy,
      createdAt,
      updatedAt,
    });
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Gives each row (oldest first) the next serial number of its school year, one block per year. */
export async function assignSerialNumbers(
  tx: DbOrTx,
  schoolId: number,
  rows: readonly Omit<VisitorRow, 'serialNumber'>[],
): Promise<VisitorRow[]> {
  const byYear = new Map<number, Omit<VisitorRow, 'serialNumber'>[]>();
  for (const row of rows) {
    const year = schoolYear(row.createdAt);
    const yearRows = byYear.get(year) ?? [];
    yearRows.push(row);
    byYear.set(year, yearRows);
  }
  const numbered: VisitorRow[] = [];
  for (const [year, yearRows] of [...byYear].sort(([a], [b]) => a - b)) {
    const first = await reserveSerialValues(tx, schoolId, year, yearRows.length);
    yearRows.forEach((row, index) => numbered.push({ ...row, serialNumber: formatSerialNumber(year, first + index) }));
  }
  return numbered;
}

export type SeedVisitorsOptions = {
  schoolId: number;
  createdBy: number | null | undefined;
  count?: number;
  now?: Date;
};

const BATCH_SIZE = 1000;

/** Inserts the demo visitors with their CREATED (and STATUS_CHANGED) events. Returns how many. */
export async function seedVisitors(tx: DbOrTx, options: SeedVisitorsOptions): Promise<number> {
  const createdBy = options.createdBy ?? null;
  const generated = generateVisitors({ schoolId: options.schoolId, createdBy, count: options.count ?? 300, now: options.now ?? new Date() });
  const rows = await assignSerialNumbers(tx, options.schoolId, generated);
  const events: CustomerEventInput[] = rows.flatMap((row) => {
    const created: CustomerEventInput = {
      schoolId: row.schoolId,
      customerId: row.id,
      type: CUSTOMER_EVENT_TYPES.created,
      data: { serialNumber: row.serialNumber },
      createdBy,
      createdAt: row.createdAt,
    };
    if (row.status === 'NEW') return [created];
    return [
      created,
      {
        schoolId: row.schoolId,
        customerId: row.id,
        type: CUSTOMER_EVENT_TYPES.statusChanged,
        data: { from: 'NEW', to: row.status },
        createdBy,
        createdAt: row.updatedAt,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await bulkInsert(tx, customers, rows.slice(start, start + BATCH_SIZE));
  }
  for (let start = 0; start < events.length; start += BATCH_SIZE) {
    await bulkInsert(tx, customerEvents, events.slice(start, start + BATCH_SIZE).map((event) => ({ ...event, data: event.data ?? {} })));
  }
  return rows.length;
}
