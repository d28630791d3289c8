/** A staff_collaborations row as the API shows it (the contract's collaborationNoteSchema). */
import type { CollaborationKind, CollaborationNote } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import type { staffCollaborations } from '../../db/schema';
import { personOf, readPeople } from './staff-record-people';

type NoteRow = typeof staffCollaborations.$inferSelect;

/** The notes with their authors' and mentioned users' names, in the order given. */
export async function toCollaborationNotes(db: DbOrTx, rows: readonly NoteRow[]): Promise<CollaborationNote[]> {
  const people = await readPeople(db, rows.flatMap((row) => [row.createdBy, ...row.mentions]));
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staffId,
    kind: row.kind as CollaborationKind,
    message: row.message,
    mentions: row.mentions.map((id) => personOf(people, id) ?? { id, name: `User ${id}` }),
    author: personOf(people, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toCollaborationNote(db: DbOrTx, row: NoteRow): Promise<CollaborationNote> {
  const [note] = await toCollaborationNotes(db, [row]);
  return note;
}
