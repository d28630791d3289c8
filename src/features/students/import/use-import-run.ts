/**
 * Sends the parts of an import one after another (never two at once: the server sees the rows
 * in file order, so of two rows with one admission number the first wins). A part that fails
 * (after the API client's own retries) stops the run; Try again resumes from that part with the
 * same X-Request-ID, and the parts already answered are not sent again.
 */
import { useRef, useState } from 'react';
import { useImportStudents, type ImportStudentsAnswer } from '@/features/students/api/import-students';
import type { ImportChunk } from '@/features/students/import/import-chunks';

export type ImportRunPhase = 'idle' | 'sending' | 'stopped' | 'done';

export type ImportRun = {
  phase: ImportRunPhase;
  chunks: readonly ImportChunk[];
  answers: readonly ImportStudentsAnswer[];
  /** Rows whose part has been answered. */
  sentRows: number;
  totalRows: number;
  error: unknown;
  start: (chunks: ImportChunk[]) => void;
  resume: () => void;
  reset: () => void;
};

export function useImportRun(): ImportRun {
  const importStudents = useImportStudents();
  const [phase, setPhase] = useState<ImportRunPhase>('idle');
  const [chunks, setChunks] = useState<ImportChunk[]>([]);
  const [answers, setAnswers] = useState<ImportStudentsAnswer[]>([]);
  const [error, setError] = useState<unknown>(null);
  // Guards against a second run while one is going (a double click, Enter held down).
  const running = useRef(false);

  const send = async (plan: ImportChunk[], done: ImportStudentsAnswer[]) => {
    if (running.current) return;
    running.current = true;
    setPhase('sending');
    setError(null);
    const collected = [...done];
    try {
      for (let index = collected.length; index < plan.length; index += 1) {
        const { rows, requestId } = plan[index];
        collected.push(await importStudents.mutateAsync({ students: rows.map((row) => row.payload), requestId }));
        setAnswers([...collected]);
      }
      setPhase('done');
    } catch (failure) {
      setError(failure);
      setPhase('stopped');
    } finally {
      running.current = false;
    }
  };

  const countRows = (list: readonly ImportChunk[]) => list.reduce((sum, chunk) => sum + chunk.rows.length, 0);

  return {
    phase,
    chunks,
    answers,
    sentRows: countRows(chunks.slice(0, answers.length)),
    totalRows: countRows(chunks),
    error,
    start: (plan) => {
      setChunks(plan);
      setAnswers([]);
      void send(plan, []);
    },
    resume: () => void send(chunks, answers),
    reset: () => {
      if (running.current) return;
      setPhase('idle');
      setChunks([]);
      setAnswers([]);
      setError(null);
    },
  };
}
