/**
 * Two versions of one record, field by field (issue 24, "No silent overwrite"): a change that
 * the server refused with 412 because someone else saved the record after it was made
 * (src/contract/record-version.ts). "Mine" is the change as it was sent (its body), "theirs" the
 * record as the server has it now. The person keeps mine, keeps theirs, or picks per field; what
 * is sent again is the body with the fields where theirs was kept left out (a versioned edit
 * keeps the fields it leaves out), made from the current version.
 */
import { staleVersionAnswer } from '@/contract/record-version';
import { isApiError } from '@/lib/api/api-error';

export type FieldChoice = 'mine' | 'theirs';

/** One field that differs: my value, and the one saved by someone else. */
export type ConflictField = { field: string; mine: unknown; theirs: unknown };

export type RecordConflict = {
  /** The fields of my change whose value differs from the record's now, in my body's order. */
  differing: ConflictField[];
  /** How many fields of my change already hold the same value in both. */
  same: number;
  /** The record's version now: what the change is made from when sent again. */
  currentVersion: string;
};

/** The record as the server has it now, from a 412 answer (an ApiError's, or an outbox item's). */
export function currentRecordOf(answerOrError: unknown): Record<string, unknown> | null {
  const answer = isApiError(answerOrError) ? (answerOrError.status === 412 ? answerOrError.answer : null) : answerOrError;
  const parsed = staleVersionAnswer.safeParse(answer);
  return parsed.success && typeof parsed.data.current.updatedAt === 'string' ? parsed.data.current : null;
}

/** A reference to another record as a read answers it (`assignedTo: { id, username, name }`). */
export function referenceOf(value: unknown): { id: string; name: string | null } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { id: String(id), name: typeof name === 'string' ? name : null };
}

/** Empty text, null and absent are one "no value"; a number and its text are one value ("125" and 125). */
function comparable(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return /^-?\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Whether two values are one. A reference and its id are one value: a change sends
 * `assignedTo: 3`, the record answers `assignedTo: { id: 3, name }`.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const [referenceA, referenceB] = [referenceOf(a), referenceOf(b)];
  if (referenceA && !referenceB && typeof b !== 'object') return comparable(referenceA.id) === comparable(b);
  if (referenceB && !referenceA && typeof a !== 'object') return comparable(a) === comparable(referenceB.id);
  return comparable(a) === comparable(b);
}

/** A field of a JSON body that is a group of fields (not a list, not null). */
function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * My change beside the record now. Only the fields the record shows are compared: a field of the
 * body the record does not answer (an instruction such as `allowDuplicatePhone`) is kept as sent.
 * A field named in `parts` (a student's `user`, its `parent` and `parent.user`) is compared part by
 * part when both sides hold one, each part its own field (`parent.user.firstName`).
 */
export function compareVersions(mine: Record<string, unknown>, current: Record<string, unknown>, parts: readonly string[] = []): RecordConflict {
  const differing: ConflictField[] = [];
  let same = 0;
  const walk = (mineGroup: Record<string, unknown>, currentGroup: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(mineGroup)) {
      if (value === undefined || !(name in currentGroup)) continue;
      const field = `${prefix}${name}`;
      const theirs = currentGroup[name];
      if (parts.includes(field) && isGroup(value) && isGroup(theirs)) walk(value, theirs, `${field}.`);
      else if (sameValue(value, theirs)) same += 1;
      else differing.push({ field, mine: value, theirs });
    }
  };
  walk(mine, current, '');
  return { differing, same, currentVersion: String(current.updatedAt) };
}

/**
 * The change to send again: mine, with the saved value where theirs is kept. A field of my body
 * is left out (a versioned edit keeps what it leaves out); a part of a group takes the saved value,
 * as a group is sent whole (its required parts cannot be left out).
 */
export function mergedChange(mine: Record<string, unknown>, differing: readonly ConflictField[], choices: Readonly<Record<string, FieldChoice>>): Record<string, unknown> {
  const change = structuredClone(mine);
  for (const { field, theirs } of differing) {
    if (choices[field] !== 'theirs') continue;
    const path = field.split('.');
    const name = path.pop()!;
    const group = path.reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, change);
    if (path.length === 0) delete group[name];
    else group[name] = theirs;
  }
  return change;
}
