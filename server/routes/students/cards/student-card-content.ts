/** What the ID card shows of a student, and the payload its QR code carries. */
import type { StudentCardContent } from '../../../lib/images/student-card-image';
import type { CardStudent } from './student-card-repository';

/**
 * The QR code's text: `SMIS:STUDENT:{schoolId}:{admissionNo}`. A scanner (or a person) can look the
 * student up by it; it holds nothing private. The admission number is percent-encoded, so a
 * colon in it cannot be mistaken for a separator.
 */
export function studentCardQrPayload(schoolId: number, admissionNo: string): string {
  return `SMIS:STUDENT:${schoolId}:${encodeURIComponent(admissionNo)}`;
}

/** First, middle and last name; the display name or the username when those are empty. */
export function studentEnglishName(student: Pick<CardStudent, 'firstName' | 'middleName' | 'lastName' | 'displayName' | 'username'>): string {
  const fullName = [student.firstName, student.middleName, student.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || student.displayName?.trim() || student.username;
}

export function studentCardContent(student: CardStudent, photo: Buffer | null): StudentCardContent {
  const contact = [student.schoolAddress, student.schoolPhone].map((part) => part?.trim()).filter(Boolean).join(' · ');
  return {
    schoolName: student.schoolName,
    schoolDariName: student.schoolDariName?.trim() || null,
    schoolContact: contact || null,
    englishName: studentEnglishName(student),
    dariName: student.dariName?.trim() || null,
    admissionNo: student.admissionNo,
    className: student.className,
    rollNo: student.rollNo?.trim() || null,
    photo,
    qrPayload: studentCardQrPayload(student.schoolId, student.admissionNo),
  };
}
