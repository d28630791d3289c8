/** Time-outs and size limits of the API client (spec part 1 §9). */
import * as authEndpoints from '@/contract/endpoints/auth';

/** GET and DELETE. */
export const READ_TIMEOUT_MS = 30_000;
/** The login call. */
export const LOGIN_TIMEOUT_MS = 30_000;
/** POST, PUT and PATCH in the base client. */
export const WRITE_TIMEOUT_MS = 90_000;
/** Per-call override: customer, student, payment, payroll, expense and class writes, blob downloads. */
export const SERVICE_WRITE_TIMEOUT_MS = 60_000;
/** Per-call override: attendance mark in and mark out. */
export const ATTENDANCE_MARK_TIMEOUT_MS = 30_000;

export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;
export const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

/** The login call: sent plain (no payload envelope), with its own time-out. */
export const LOGIN_PATH = authEndpoints.login.path;
