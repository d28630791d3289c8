import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_MESSAGES, normalizePhoneNumber, optionalPhoneNumberSchema, phoneNumberSchema } from '@/contract/phone-number';

describe('normalizePhoneNumber (the one phone rule)', () => {
  it.each([
    ['0700123456', '+93700123456'],
    ['0700 123 456', '+93700123456'],
    ['0700-123-456', '+93700123456'],
    ['(0700) 123.456', '+93700123456'],
    ['700123456', '+93700123456'],
    ['+93700123456', '+93700123456'],
    ['+93 70 012 3456', '+93700123456'],
    ['+93 (0) 700 123 456', '+93700123456'],
    ['0093700123456', '+93700123456'],
    ['00 93 700 123 456', '+93700123456'],
    [' 0799 555 010 ', '+93799555010'],
    ['۰۷۰۰ ۱۲۳ ۴۵۶', '+93700123456'],
    ['٠٧٠٠١٢٣٤٥٦', '+93700123456'],
    ['\u200F+۹۳ ۷۰۰ ۱۲۳ ۴۵۶', '+93700123456'],
    ['0700\u2013123\u2013456', '+93700123456'],
    ['020 250 1234', '+93202501234'],
    ['+93202501234', '+93202501234'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['+98 912 345 6789', '+989123456789'],
  ])('%j → %s', (typed, stored) => {
    expect(normalizePhoneNumber(typed)).toBe(stored);
  });

  it.each([
    'abc123',
    '123',
    'not a phone',
    '',
    '   ',
    '0799',
    '07001234567',
    '070012345',
    '0800123456',
    '800123456',
    '+93 800 123 456',
    '+9370012345',
    '+937001234567',
    '+93',
    '+1 23',
    '+0 700 123 456',
    '+1234567890123456',
    '0700 123 456 ext 2',
    '0700+123456',
    '07OO 123 456',
    '+93 700 123 456 / 0799 555 010',
  ])('refuses %j', (typed) => {
    expect(normalizePhoneNumber(typed)).toBeNull();
  });
});

describe('phone schemas', () => {
  it('yields the stored form, or the rule\'s message', () => {
    expect(phoneNumberSchema().parse(' 0700 123 456 ')).toBe('+93700123456');
    const refused = phoneNumberSchema().safeParse('abc123');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(PHONE_NUMBER_MESSAGES.invalid);
    expect(phoneNumberSchema('Please enter a valid phone number').safeParse('123').error?.issues[0].message).toBe(
      'Please enter a valid phone number',
    );
    expect(phoneNumberSchema().safeParse('0'.repeat(31)).success).toBe(false);
  });

  it('optional: blank or absent is not given', () => {
    const schema = optionalPhoneNumberSchema();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('۰۷۹۹۵۵۵۰۱۰')).toBe('+93799555010');
    expect(schema.safeParse('not a phone').success).toBe(false);
  });
});
