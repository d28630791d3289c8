/**
 * A record's name in Dari and in Pashto, beside its (English) `name`: classes, subjects, exams
 * and the school (issue 23). The screens pick one with `localRecordName` (src/lib/names); null
 * or absent means "not given", and the screens fall back to `name`.
 *
 * One shape everywhere: a record and a nested reference (`subject: { id, name, code, … }`) carry
 * `dariName` / `pashtoName`; an answer that embeds a joined name flat (`className`) carries the
 * forms beside it with the same prefix (`classDariName`, `classPashtoName`).
 */
import { z } from 'zod';

const blankToNull = (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input);

/** Input: optional; blank clears (null); bounded like the record's `name`. */
export const localNameInput = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

/** The input fields of a record with a name of at most `max` characters. */
export const localNameInputFields = (max: number) => ({ dariName: localNameInput(max), pashtoName: localNameInput(max) });

/** Answer: the stored forms (null: not given; a copy stored on a device before they existed reads as null). */
export const localNameAnswerFields = { dariName: z.string().nullable().default(null), pashtoName: z.string().nullable().default(null) };

/**
 * Answer, in a nested reference: optional too, so a reference made where the forms are not read
 * (an older device's stored copy, a figure) still parses; the screens then show `name`.
 */
export const localNameRefFields = { dariName: z.string().nullable().optional(), pashtoName: z.string().nullable().optional() };

export type LocalNameForms = { name: string; dariName?: string | null; pashtoName?: string | null };
