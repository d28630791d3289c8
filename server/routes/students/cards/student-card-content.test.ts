import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../lib/images/student-card-image';
import { studentAvatarUrl, parseAvatarPath } from '../student-avatar-path';
import { studentCardQrPayload, studentEnglishName } from './student-card-content';

describe('the card\'s content', () => {
  it('puts the school and admission number in the QR payload, a colon in the number escaped', () => {
    expect(studentCardQrPayload(1, 'ADM-2024-0012')).toBe('SMIS:STUDENT:1:ADM-2024-0012');
    expect(studentCardQrPayload(3, 'A:7 B')).toBe('SMIS:STUDENT:3:A%3A7%20B');
  });

  it('names the student by first, middle and last name, else the display name, else the username', () => {
    const base = { firstName: null, middleName: null, lastName: null, displayName: null, username: 'student.17' };
    expect(studentEnglishName({ ...base, firstName: 'Maryam', middleName: ' ', lastName: 'Ahmadi' })).toBe('Maryam Ahmadi');
    expect(studentEnglishName({ ...base, displayName: 'Mari' })).toBe('Mari');
    expect(studentEnglishName(base)).toBe('student.17');
  });

  it('shows two initials for the photo placeholder', () => {
    expect(initialsOf('Ahmad Shah Rahimi')).toBe('AR');
    expect(initialsOf('maryam')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('avatar paths', () => {
  it('turns a stored path into the versioned URL of the same student only', () => {
    expect(studentAvatarUrl(12, 'avatars/student-12-1718000000000.png')).toBe('/api/students/12/avatar?v=1718000000000');
    expect(studentAvatarUrl(13, 'avatars/student-12-1718000000000.png')).toBeNull();
    expect(studentAvatarUrl(12, null)).toBeNull();
  });

  it('never accepts a stored value that could name another file', () => {
    for (const value of ['../../etc/passwd', 'avatars/../student-12-1.png', '/abs/avatars/student-12-1.png', 'avatars/student-12-1.svg', 'https://example.af/a.png']) {
      expect(parseAvatarPath(12, value)).toBeNull();
    }
  });
});
