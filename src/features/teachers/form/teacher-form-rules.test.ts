import { describe, expect, it } from 'vitest';
import { teacherWriteSchema } from '@/contract/teachers';
import { i18n } from '@/lib/i18n/i18n';
import { makeTeacher } from '@/features/teachers/form/testing/teacher-form-fixture';
import { toTeacherPayload } from '@/features/teachers/form/teacher-form-payload';
import { validateTeacherForm } from '@/features/teachers/form/teacher-form-rules';
import { newTeacherValues, teacherToValues, type TeacherFormValues } from '@/features/teachers/form/teacher-form-values';

const t = i18n.t.bind(i18n);
const filled = (change: (values: TeacherFormValues) => void = () => {}): TeacherFormValues => {
  const values = teacherToValues(makeTeacher());
  change(values);
  return values;
};

describe('the teacher form rules (the contract write schema, spec part 2 §5)', () => {
  it('marks every §3.4 field required on an empty new teacher, with the defaults already valid', () => {
    const errors = validateTeacherForm(t, newTeacherValues('2026-05-12'));
    expect(errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      mobile: 'Mobile is required',
      dateOfBirth: 'Date of birth is required',
      gender: 'Please choose a gender',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      qualification: 'Qualification is required',
      degree: 'Degree is required',
      experience: 'Experience is required',
      department: 'Department is required',
      subject: 'Subject is required',
      salary: 'Salary is required',
      'emergencyContact.name': 'Emergency contact name is required',
      'emergencyContact.relationship': 'Emergency contact relationship is required',
      'emergencyContact.phone': 'Emergency contact phone is required',
    });
    // Defaults: Afghanistan, Active, hired today; the employee ID is optional.
    expect(errors).not.toHaveProperty('country');
    expect(errors).not.toHaveProperty('status');
    expect(errors).not.toHaveProperty('hireDate');
    expect(errors).not.toHaveProperty('employeeId');
  });

  it('takes experience as a whole number ≥ 0 and salary ≥ 0 with at most 2 decimals', () => {
    const experienceRule = 'Experience must be a whole number of years, 0 or more';
    const salaryRule = 'Salary must be 0 or more, with at most 2 decimals';
    expect(validateTeacherForm(t, filled((values) => (values.experience = '2.5'))).experience).toBe(experienceRule);
    expect(validateTeacherForm(t, filled((values) => (values.experience = '-1'))).experience).toBe(experienceRule);
    expect(validateTeacherForm(t, filled((values) => (values.salary = '-0.01'))).salary).toBe(salaryRule);
    expect(validateTeacherForm(t, filled((values) => (values.salary = '10.555'))).salary).toBe(salaryRule);
    expect(validateTeacherForm(t, filled((values) => {
      values.experience = '0';
      values.salary = '0';
    }))).toEqual({});
    expect(validateTeacherForm(t, filled((values) => (values.salary = '1234.56')))).toEqual({});
  });

  it("refuses a salary above the school's limit per amount, with the limit's message", () => {
    const limit = { maxAmountCents: 50_000_00, message: 'At most 50,000.00 per amount' };
    expect(validateTeacherForm(t, filled((values) => (values.salary = '50000')), limit)).toEqual({});
    expect(validateTeacherForm(t, filled((values) => (values.salary = '50000.01')), limit)).toEqual({ salary: limit.message });
  });

  it('checks the email and the phones', () => {
    const errors = validateTeacherForm(t, filled((values) => {
      values.email = 'not-an-email';
      values.mobile = 'call me';
      values.emergencyContact.phone = 'abc';
    }));
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid mobile number',
      'emergencyContact.phone': 'Please enter a valid emergency contact phone number',
    });
  });
});

describe('toTeacherPayload', () => {
  it('trims texts, sends numbers as numbers, leaves an empty employee ID out, and the contract accepts it', () => {
    const payload = toTeacherPayload(
      filled((values) => {
        values.firstName = '  Farida ';
        values.employeeId = '  ';
        values.experience = ' 9 ';
        values.salary = '850.50';
      }),
    );
    expect(payload).toMatchObject({ firstName: 'Farida', experience: 9, salary: 850.5, status: 'On Leave', gender: 'Female' });
    expect(payload).not.toHaveProperty('employeeId');
    expect(teacherWriteSchema.safeParse(payload).success).toBe(true);
    expect(toTeacherPayload(filled()).employeeId).toBe('TCH-012');
  });

  it('round-trips a teacher through the form values', () => {
    const teacher = makeTeacher();
    expect(toTeacherPayload(teacherToValues(teacher))).toEqual({
      employeeId: teacher.employeeId,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      email: teacher.email,
      mobile: teacher.mobile,
      dateOfBirth: teacher.dateOfBirth,
      gender: teacher.gender,
      address: teacher.address,
      city: teacher.city,
      state: teacher.state,
      zipCode: teacher.zipCode,
      country: teacher.country,
      qualification: teacher.qualification,
      degree: teacher.degree,
      experience: teacher.experience,
      department: teacher.department,
      subject: teacher.subject,
      salary: teacher.salary,
      status: teacher.status,
      hireDate: teacher.hireDate,
      emergencyContact: teacher.emergencyContact,
    });
  });
});
