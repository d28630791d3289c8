/** The search of the students kept on the device follows the server's picker search. */
import { describe, expect, it } from 'vitest';
import { searchStudentDirectory } from '@/features/finance/api/student-directory';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';

function student(id: number, name: string, admissionNo: string, classId: number | null, phone: string | null = null): StudentPickerOption {
  return { id, name, admissionNo, className: classId ? `Class ${classId}` : null, classId, phone, parentName: null, parentUserId: null };
}

const kept = [
  student(1, 'Ahmad Karimi', 'ADM-001', 7, '+93700555101'),
  student(2, 'Zahra Noori', 'ADM-002', 8),
  student(3, 'Karim Safi', 'ADM-003', 7, '+93799123456'),
  student(4, 'Gul Ahmad', 'ADM-004', null),
];

const names = (options: StudentPickerOption[]) => options.map((option) => option.name);

describe('searchStudentDirectory', () => {
  it('finds the text in the name or the admission number, whatever the case', () => {
    expect(names(searchStudentDirectory(kept, { search: 'karim', classIds: [] }))).toEqual(['Ahmad Karimi', 'Karim Safi']);
    expect(names(searchStudentDirectory(kept, { search: 'adm-004', classIds: [] }))).toEqual(['Gul Ahmad']);
  });

  it("finds a phone by its digits, typed in Dari digits or spaced, from three digits on", () => {
    expect(names(searchStudentDirectory(kept, { search: '۰۷۹۹ ۱۲۳', classIds: [] }))).toEqual(['Karim Safi']);
    expect(names(searchStudentDirectory(kept, { search: '55', classIds: [] }))).toEqual([]);
  });

  it("adds the students of the classes whose name holds the text, each once, after the text's matches", () => {
    expect(names(searchStudentDirectory(kept, { search: 'zahra', classIds: [7] }))).toEqual(['Zahra Noori', 'Ahmad Karimi', 'Karim Safi']);
    expect(names(searchStudentDirectory(kept, { search: 'karim', classIds: [7] }))).toEqual(['Ahmad Karimi', 'Karim Safi']);
  });

  it('lists every kept student for an empty text, at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) => student(index + 1, `Student ${index + 1}`, `ADM-${index + 1}`, null));
    expect(searchStudentDirectory(many, { search: '', classIds: [] })).toHaveLength(20);
  });
});
