import { usernameFromNames } from '@/contract/usernames';
import { describe, expect, it } from 'vitest';
import { createStudentSchema } from '@/contract/students';
import { toStudentPayload } from '@/features/students/form/student-form-payload';
import { newStudentValues, studentToValues, type StudentFormValues } from '@/features/students/form/student-form-values';
import { makeStudent } from '@/features/students/form/testing/student-form-fixture';

const TODAY = '2026-05-12';
const CLASSES = [
  { id: 5, name: 'Grade 1', code: 'G1' },
  { id: 6, name: 'Grade 2', code: 'G2' },
];

function filled(change: (values: StudentFormValues) => void = () => {}): StudentFormValues {
  const values = newStudentValues(TODAY);
  values.user.firstName = '  Ahmad ';
  values.user.lastName = 'Rahimi';
  values.admissionNo = ' ADM-7 ';
  change(values);
  return values;
}

describe('toStudentPayload', () => {
  it('sends the spec defaults for a new student and a payload the contract accepts', () => {
    const payload = toStudentPayload(filled(), { classes: CLASSES, today: TODAY, schoolId: 3 });
    expect(payload).toMatchObject({
      admissionNo: 'ADM-7',
      classId: 5,
      admissionDate: TODAY,
      nationality: 'Afghanistan',
      originCountry: 'Afghanistan',
      currentCountry: 'Afghanistan',
      schoolId: 3,
      user: { firstName: 'Ahmad', lastName: 'Rahimi', timezone: 'Asia/Kabul', locale: 'en-AF', role: 'STUDENT' },
    });
    expect(payload).not.toHaveProperty('parent');
    expect(payload).not.toHaveProperty('status');
    // Not typed: the server makes a free one from the names.
    expect(payload.user).not.toHaveProperty('username');
    expect(createStudentSchema.safeParse(payload).success).toBe(true);
  });

  it('defaults a missing class to 1 when offered, else the first class, and a missing admission date to today', () => {
    const values = filled((draft) => (draft.admissionDate = ''));
    const withClassOne = toStudentPayload(values, { classes: [...CLASSES, { id: 1, name: 'Grade 3', code: 'G3' }], today: TODAY, schoolId: 1 });
    expect(withClassOne.classId).toBe(1);
    expect(withClassOne.admissionDate).toBe(TODAY);
    expect(toStudentPayload(values, { classes: CLASSES, today: TODAY, schoolId: 1 }).classId).toBe(5);
    // No list loaded: left out, and the server applies the same rule.
    expect(toStudentPayload(values, { classes: [], today: TODAY, schoolId: 1 })).not.toHaveProperty('classId');
  });

  it('normalises dates to YYYY-MM-DD', () => {
    const payload = toStudentPayload(
      filled((values) => {
        values.admissionDate = '2026-03-21T00:00:00.000Z';
        values.user.dateOfBirth = '2014/5/9';
      }),
      { classes: CLASSES, today: TODAY, schoolId: 1 },
    );
    expect(payload.admissionDate).toBe('2026-03-21');
    expect(payload.user.dateOfBirth).toBe('2014-05-09');
  });

  it('sends the parent only with a parent first name, as PARENT with relationship Parent and both flags by default', () => {
    const withoutName = toStudentPayload(
      filled((values) => {
        values.parent.user.lastName = 'Rahimi';
        values.parent.user.phone = '+93 70 000 1111';
      }),
      { classes: CLASSES, today: TODAY, schoolId: 1 },
    );
    expect(withoutName).not.toHaveProperty('parent');

    const withName = toStudentPayload(filled((values) => (values.parent.user.firstName = ' Karim ')), { classes: CLASSES, today: TODAY, schoolId: 1 });
    expect(withName.parent).toMatchObject({
      user: { firstName: 'Karim', role: 'PARENT', timezone: 'Asia/Kabul', locale: 'en-AF' },
      relationship: 'Parent',
      isGuardian: true,
      isEmergencyContact: true,
    });
    expect(withName.parent?.user).not.toHaveProperty('id');
  });

  it('on edit sends the existing parent user id and leaves out what the form does not show', () => {
    const student = makeStudent();
    const payload = toStudentPayload(studentToValues(student), { student, classes: CLASSES, today: TODAY, schoolId: 3 });
    expect(payload).toMatchObject({
      schoolId: 1,
      classId: 2,
      admissionDate: '2026-03-21',
      user: { username: 'zahra.noori', dateOfBirth: '2014-05-09' },
      parent: { user: { id: 302, firstName: 'Hamid' }, relationship: 'Father', isEmergencyContact: false, annualIncome: '150000' },
    });
    // Left out, the server keeps them: never sent as a clearing null.
    expect(payload).not.toHaveProperty('status');
    expect(payload.user).not.toHaveProperty('email');
    expect(payload.user).not.toHaveProperty('avatar');
    expect(payload.parent?.user).not.toHaveProperty('dateOfBirth');
    expect(payload.parent?.user).not.toHaveProperty('tazkiraNo');
    expect(createStudentSchema.safeParse(payload).success).toBe(true);
  });

  it('fills address fields the row lacks from the user metadata', () => {
    const values = studentToValues(makeStudent());
    expect(values.originCity).toBe('Herat');
    expect(values.originAddress).toBe('Jada-e-Mahbas');
    expect(values.currentCity).toBe('Kabul');
  });
});

describe('usernameFromNames (the suggestion the form shows)', () => {
  it("follows the server's rule: Latin words of the names in lower case, dot-separated; nothing for Dari script only", () => {
    expect(usernameFromNames(['Ahmad Shāh', '', 'Rahimi'])).toBe('ahmad.shah.rahimi');
    expect(usernameFromNames(['Zahra', ''])).toBe('zahra');
    expect(usernameFromNames(['احمد', ''])).toBe('');
  });
});
