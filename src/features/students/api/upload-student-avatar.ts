/**
 * POST /students/{id}/avatar (spec part 2 §7.1, §9): the photo as the multipart field `avatar`,
 * bearer authorization, 30-second time-out.
 *
 * The app's API client sends JSON bodies only (it seals them in the payload envelope), so this one
 * call uses ky directly with the client's headers: the same X-Request-ID rule (the server's
 * idempotency key, and what lets the service worker keep the upload in the outbox when the
 * server cannot be reached), the same token check, and the answer decoded the same way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ky, { TimeoutError } from 'ky';
import { CLIENT_HEADERS, CLIENT_VERSION } from '@/contract/api';
import { AUTH_MESSAGES } from '@/contract/auth';
import { AVATAR_UPLOAD_TIMEOUT_MS, STUDENT_MESSAGES } from '@/contract/students';
import { DEVICE_TYPE } from '@/lib/api/api-client';
import { decodeAnswer } from '@/lib/api/answer-envelope';
import { API_ERROR_MESSAGES, ApiError, serverErrorMessage } from '@/lib/api/api-error';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import { createRequestId } from '@/lib/api/request-id';
import { fireSessionExpired } from '@/lib/session/session-events';
import { getToken } from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

export type UploadStudentAvatarVariables = { studentId: number; file: File; requestId?: string };

/** The stored photo's path, or null when the upload was queued to be sent later (offline). */
export type UploadStudentAvatarResult = { avatarPath: string | null; queued: boolean };

type AvatarAnswer = { success?: boolean; message?: string; queued?: boolean; data?: { avatarPath?: string } };

function authorizationHeader(): Record<string, string> {
  const token = getToken();
  if (token === null) return {};
  const check = checkToken(token);
  if (check.expired) {
    fireSessionExpired();
    throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired, { status: 401 });
  }
  return check.valid ? { Authorization: `Bearer ${token}` } : {};
}

async function readJson(response: Response): Promise<AvatarAnswer> {
  try {
    return (await decodeAnswer(await response.json(), PAYLOAD_KEY)) as AvatarAnswer;
  } catch {
    return {};
  }
}

export async function uploadStudentAvatar({ studentId, file, requestId }: UploadStudentAvatarVariables): Promise<UploadStudentAvatarResult> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  const headers = {
    Accept: 'application/json',
    [CLIENT_HEADERS.deviceType]: DEVICE_TYPE,
    [CLIENT_HEADERS.clientVersion]: CLIENT_VERSION,
    [CLIENT_HEADERS.requestTimestamp]: new Date().toISOString(),
    [CLIENT_HEADERS.requestId]: requestId ?? createRequestId(),
    // No Content-Type: the browser writes the multipart boundary itself.
    ...authorizationHeader(),
  };
  let response: Response;
  try {
    response = await ky.post(`/api${studentPath(studentId)}/avatar`, {
      body,
      headers,
      timeout: AVATAR_UPLOAD_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      // Read at call time so tests can replace globalThis.fetch.
      fetch: (input, init) => globalThis.fetch(input, init),
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw new ApiError('TIMEOUT', API_ERROR_MESSAGES.timeout, { cause: error });
    throw new ApiError('NETWORK', API_ERROR_MESSAGES.network, { cause: error });
  }
  const answer = await readJson(response);
  if (response.status >= 500) throw new ApiError('SERVER', serverErrorMessage(response.status), { status: response.status });
  if (response.status >= 400 || answer.success === false) {
    throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.avatarFailed, { status: response.status });
  }
  if (answer.queued === true) return { avatarPath: null, queued: true };
  return { avatarPath: answer.data?.avatarPath ?? null, queued: false };
}

export function useUploadStudentAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStudentAvatar,
    onSuccess: (_result, { studentId }) => {
      void queryClient.invalidateQueries({ queryKey: studentKeys.detail(studentId) });
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
