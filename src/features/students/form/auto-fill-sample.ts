/**
 * Auto Fill (spec part 2 §2.1 "fills sample data"): a believable Afghan student and parent for
 * demonstrations and quick trials. `random` is injectable so a test can pin the choice.
 */
import { STUDENT_DEFAULTS, type ClassListItem } from '@/contract/students';
import { emptyParentValues, type StudentFormValues } from '@/features/students/form/student-form-values';

type SampleFamily = {
  firstName: string;
  dariName: string;
  gender: 'MALE' | 'FEMALE';
  familyName: string;
  parentFirstName: string;
  parentDariName: string;
};

const FAMILIES: readonly SampleFamily[] = [
  { firstName: 'Ahmad', dariName: 'احمد رحیمی', gender: 'MALE', familyName: 'Rahimi', parentFirstName: 'Karim', parentDariName: 'کریم رحیمی' },
  { firstName: 'Zahra', dariName: 'زهرا نوری', gender: 'FEMALE', familyName: 'Noori', parentFirstName: 'Hamid', parentDariName: 'حمید نوری' },
  { firstName: 'Mariam', dariName: 'مریم احمدزی', gender: 'FEMALE', familyName: 'Ahmadzai', parentFirstName: 'Nasir', parentDariName: 'ناصر احمدزی' },
  { firstName: 'Farhad', dariName: 'فرهاد صدیقی', gender: 'MALE', familyName: 'Sediqi', parentFirstName: 'Jawad', parentDariName: 'جواد صدیقی' },
  { firstName: 'Sahar', dariName: 'سحر هاشمی', gender: 'FEMALE', familyName: 'Hashimi', parentFirstName: 'Rahmatullah', parentDariName: 'رحمت‌الله هاشمی' },
];

const PLACES = [
  { city: 'Kabul', province: 'Kabul', address: 'House 12, Street 4, Karte Char', postalCode: '1006' },
  { city: 'Herat', province: 'Herat', address: 'House 7, Jada-e-Mahbas, Shahr-e-Naw', postalCode: '3001' },
] as const;

const OCCUPATIONS = ['Teacher', 'Engineer', 'Shopkeeper', 'Doctor'] as const;
const BLOOD = ['A+', 'B+', 'O+', 'AB+', 'O-'] as const;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length];
}

function digits(count: number, random: () => number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

/** `today` is YYYY-MM-DD; the student is about 12 years old, the parent about 42. */
export function autoFillSample(options: { today: string; classes: readonly ClassListItem[]; random?: () => number }): StudentFormValues {
  const random = options.random ?? Math.random;
  const family = pick(FAMILIES, random);
  const origin = PLACES[1];
  const current = PLACES[0];
  const year = Number(options.today.slice(0, 4));
  const mobile = `+93 7${digits(1, random)} ${digits(3, random)} ${digits(4, random)}`;
  const parentMobile = `+93 7${digits(1, random)} ${digits(3, random)} ${digits(4, random)}`;
  const admissionNo = `ADM-${year}-${digits(4, random)}`;
  const classItem = options.classes.length > 0 ? pick(options.classes, random) : null;
  const parentTemplate = emptyParentValues();
  return {
    admissionNo,
    rollNo: String(1 + Math.floor(random() * 40)),
    classId: classItem ? String(classItem.id) : '',
    admissionDate: options.today,
    bloodGroup: pick(BLOOD, random),
    nationality: STUDENT_DEFAULTS.nationality,
    religion: 'Islam',
    caste: '',
    tazkiraNo: `${year - 12}-0101-${digits(5, random)}`,
    bankAccountNo: `0${digits(11, random)}`,
    bankName: pick(['Azizi Bank', 'Afghanistan International Bank', 'Bank-e-Millie Afghan'], random),
    previousSchool: pick(['Habibia High School', 'Esteqlal High School', 'Sultan Razia School'], random),
    originAddress: origin.address,
    originCity: origin.city,
    originState: origin.province,
    originProvince: origin.province,
    originCountry: STUDENT_DEFAULTS.country,
    originPostalCode: origin.postalCode,
    currentAddress: current.address,
    currentCity: current.city,
    currentState: current.province,
    currentProvince: current.province,
    currentCountry: STUDENT_DEFAULTS.country,
    currentPostalCode: current.postalCode,
    user: {
      firstName: family.firstName,
      middleName: '',
      lastName: family.familyName,
      dariName: family.dariName,
      displayName: `${family.firstName} ${family.familyName}`,
      phone: mobile,
      gender: family.gender,
      dateOfBirth: `${year - 12}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      bio: '',
      timezone: STUDENT_DEFAULTS.timezone,
      locale: STUDENT_DEFAULTS.locale,
      username: '',
    },
    parent: {
      ...parentTemplate,
      user: {
        ...parentTemplate.user,
        firstName: family.parentFirstName,
        lastName: family.familyName,
        dariName: family.parentDariName,
        displayName: `${family.parentFirstName} ${family.familyName}`,
        phone: parentMobile,
        gender: 'MALE',
        dateOfBirth: `${year - 42}-03-21`,
        email: `${family.parentFirstName.toLowerCase()}.${family.familyName.toLowerCase()}@example.af`,
      },
      occupation: pick(OCCUPATIONS, random),
      annualIncome: String(120_000 + Math.floor(random() * 30) * 10_000),
      education: 'Bachelor',
      relationship: 'Father',
      workPhone: parentMobile,
      emergencyContact: parentMobile,
    },
  };
}
