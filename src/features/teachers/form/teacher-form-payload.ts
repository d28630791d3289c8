/**
 * The form's values as the body of POST /teachers or PUT /teachers/{id} (contract
 * `teacherWriteSchema`): texts trimmed, numbers as numbers when they read as one. A text that is
 * not a number is sent as it is, so the contract's rule (client or server) names the problem.
 */
import type { TeacherWriteInput } from '@/contract/teachers';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';

function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

export function toTeacherPayload(values: TeacherFormValues): TeacherWriteInput {
  const payload: TeacherWriteInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
    gender: values.gender,
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: values.country.trim(),
    qualification: values.qualification.trim(),
    degree: values.degree.trim(),
    experience: numberOrText(values.experience),
    department: values.department.trim(),
    subject: values.subject.trim(),
    salary: numberOrText(values.salary),
    status: values.status,
    hireDate: values.hireDate.trim(),
    emergencyContact: {
      name: values.emergencyContact.name.trim(),
      relationship: values.emergencyContact.relationship.trim(),
      phone: values.emergencyContact.phone.trim(),
    },
  };
  // Left empty: the server makes one on create, and an edit keeps the stored one.
  const employeeId = values.employeeId.trim();
  if (employeeId !== '') payload.employeeId = employeeId;
  return payload;
}
