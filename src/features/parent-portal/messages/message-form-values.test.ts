/** The message form's payload and rules, and the catalogue's copy of the contract's messages. */
import { describe, expect, it } from 'vitest';
import { PARENT_ACCOUNT_MESSAGES, PARENT_MESSAGE_BODY_MAX, PARENT_MESSAGE_SUBJECT_MAX } from '@/contract/parent-account';
import { i18n } from '@/lib/i18n/i18n';
import { accountMessageText } from '@/features/parent-portal/messages/account-message-text';
import { newMessageValues, toMessagePayload, validateMessageForm } from '@/features/parent-portal/messages/message-form-values';

const t = i18n.t.bind(i18n);

describe('message form values', () => {
  it('starts about the given child, or about no one child', () => {
    expect(newMessageValues(12)).toEqual({ studentId: '12', subject: '', body: '' });
    expect(toMessagePayload(newMessageValues(null))).toEqual({ studentId: null, subject: '', body: '' });
  });

  it('sends the texts trimmed and the child as a number', () => {
    expect(toMessagePayload({ studentId: '31', subject: ' Bus ', body: '\nLate today\n' })).toEqual({ studentId: 31, subject: 'Bus', body: 'Late today' });
  });

  it("checks with the contract's rules and says what the server would", () => {
    expect(validateMessageForm(t, { studentId: '', subject: '  ', body: '' })).toEqual({
      subject: PARENT_ACCOUNT_MESSAGES.subjectRequired,
      body: PARENT_ACCOUNT_MESSAGES.bodyRequired,
    });
    expect(
      validateMessageForm(t, { studentId: '', subject: 'x'.repeat(PARENT_MESSAGE_SUBJECT_MAX + 1), body: 'y'.repeat(PARENT_MESSAGE_BODY_MAX + 1) }),
    ).toEqual({ subject: PARENT_ACCOUNT_MESSAGES.subjectTooLong, body: PARENT_ACCOUNT_MESSAGES.bodyTooLong });
    expect(validateMessageForm(t, { studentId: '', subject: 'x'.repeat(PARENT_MESSAGE_SUBJECT_MAX), body: 'ok' })).toEqual({});
  });
});

describe('accountMessageText', () => {
  it("has every contract message in the English catalogue, word for word", () => {
    for (const [key, message] of Object.entries(PARENT_ACCOUNT_MESSAGES)) {
      // Without its own text, the contract's message would come back as the default: check the key too.
      expect(i18n.exists(`portalMessages.account.${key}`), key).toBe(true);
      expect(accountMessageText(t, message)).toBe(message);
    }
  });

  it('shows a message it does not know as it came', () => {
    expect(accountMessageText(t, 'Something else')).toBe('Something else');
  });
});
