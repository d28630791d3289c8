import { describe, expect, it } from 'vitest';
import { localChoiceLabel, localFlatName, localRecordName } from '@/lib/names/local-record-name';

const grade7 = { name: 'Grade 7 A', dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' };

describe('localRecordName', () => {
  it('shows the Pashto name in Pashto, the Dari one in Dari and the English one in English', () => {
    expect(localRecordName(grade7, 'ps')).toBe('ټولګی ۷ الف');
    expect(localRecordName(grade7, 'fa')).toBe('صنف ۷ الف');
    expect(localRecordName(grade7, 'fa-AF')).toBe('صنف ۷ الف');
    expect(localRecordName(grade7, 'en')).toBe('Grade 7 A');
  });

  it('falls back: Pashto to Dari to English, Dari to English; blank counts as missing', () => {
    expect(localRecordName({ name: 'Physics', dariName: 'فزیک', pashtoName: ' ' }, 'ps')).toBe('فزیک');
    expect(localRecordName({ name: 'Physics', pashtoName: 'فزیک' }, 'fa')).toBe('Physics');
    expect(localRecordName({ name: 'Physics', dariName: null, pashtoName: null }, 'ps')).toBe('Physics');
    expect(localRecordName(null, 'fa')).toBe('');
  });

  it('reads flat joined names by prefix and labels choices with their code', () => {
    expect(localFlatName({ className: 'Grade 7 A', classDariName: 'صنف ۷ الف', classPashtoName: null }, 'class', 'ps')).toBe('صنف ۷ الف');
    expect(localChoiceLabel({ name: 'Mathematics', dariName: 'ریاضی', code: 'MATH' }, 'fa')).toBe('ریاضی (MATH)');
    expect(localChoiceLabel({ name: 'Grade 7 A' }, 'fa')).toBe('Grade 7 A');
  });
});
