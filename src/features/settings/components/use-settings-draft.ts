/**
 * One settings form's edit state: the saved value until the user changes something, then their
 * draft. Save is offered only while the draft differs from what is saved; the draft is checked
 * with the contract before it is sent (problems by field, as the server names them), and one
 * X-Request-ID is kept per logical save so a retried save is applied once.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/api/api-error';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';

export type FieldErrors = Record<string, string>;

export type SettingsDraft<Value> = {
  value: Value | undefined;
  update: (change: (current: Value) => Value) => void;
  changed: boolean;
  saving: boolean;
  fieldErrors: FieldErrors;
  /** The failed save, for the form's alert (its own message is shown when the server sent one). */
  saveError: unknown;
  save: () => void;
  discard: () => void;
};

type DraftOptions<Value, Payload> = {
  saved: Value | undefined;
  /** What is sent for a value; checked against `schema` first. */
  toPayload: (value: Value) => Payload;
  schema: z.ZodType;
  /** Problems the schema cannot see (e.g. a link row without a name), keyed like the schema's. */
  check?: (value: Value) => FieldErrors;
  send: (payload: Payload, requestId: string) => Promise<unknown>;
  onSaved: (answer: unknown) => void;
};

function issuesByField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export function useSettingsDraft<Value, Payload>({ saved, toPayload, schema, check, send, onSaved }: DraftOptions<Value, Payload>): SettingsDraft<Value> {
  const [draft, setDraft] = useState<Value | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const write = useWriteRequestId();
  const mutation = useMutation({
    mutationFn: (payload: Payload) => send(payload, write.requestIdFor(payload)),
    onSuccess: (answer) => {
      write.settled();
      setDraft(null);
      onSaved(answer);
    },
  });

  const value = draft ?? saved;
  const changed = draft !== null && saved !== undefined && JSON.stringify(toPayload(draft)) !== JSON.stringify(toPayload(saved));
  const serverErrors = isApiError(mutation.error) ? (mutation.error.errors ?? {}) : {};

  return {
    value,
    update: (change) => {
      if (saved === undefined) return;
      setDraft((current) => change(current ?? saved));
      setClientErrors({});
      if (mutation.isError) mutation.reset(); // the refusal was about the old draft
    },
    changed,
    saving: mutation.isPending,
    fieldErrors: { ...serverErrors, ...clientErrors },
    saveError: mutation.error,
    save: () => {
      if (draft === null || !changed || mutation.isPending) return;
      const payload = toPayload(draft);
      const parsed = schema.safeParse(payload);
      const errors = { ...(parsed.success ? {} : issuesByField(parsed.error.issues)), ...check?.(draft) };
      setClientErrors(errors);
      if (Object.keys(errors).length > 0) return;
      mutation.reset();
      mutation.mutate(payload);
    },
    discard: () => {
      setDraft(null);
      setClientErrors({});
      mutation.reset();
    },
  };
}
