/** Login, session user and the auth messages (spec part 1 §3, §5, §8). */
import { z } from 'zod';

export const AUTH_MESSAGES = {
  loginMissingFields: 'Please enter both username and password',
  loginFailedFallback: 'Login failed. Please try again.',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  tokenExpired: 'Token expired',
  noToken: 'No authentication token available. Please login first.',
  invalidToken: 'Invalid authentication token. Please login again.',
  noAccessToken: 'No access token available',
  failedToGenerateToken: 'Failed to generate access token',
  failedToRefreshToken: 'Failed to refresh access token',
  noUser: 'No user logged in',
  permissionsLoadFailed: 'Failed to load permissions from server',
  permissionsAuthRequired: 'Authentication required. Please login to access permissions.',
  permissionsDenied: 'Access denied. You do not have permission to view permissions.',
  permissionsLoadError: 'Failed to load permissions: {message}',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed',
} as const;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, AUTH_MESSAGES.loginMissingFields).max(100),
  password: z.string().min(1, AUTH_MESSAGES.loginMissingFields).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The session user (spec part 1 §3). `permissions` is a map of name to true. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable().optional(),
  role: z.string(),
  permissions: z.record(z.string(), z.boolean()),
  dataScopes: z.array(z.string()),
  schoolId: z.number().int(),
  department: z.string().nullable(),
  lastLogin: z.string().nullable(),
  isActive: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseDataSchema = z.object({ token: z.string(), user: sessionUserSchema });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(8, 'New password must be at least 8 characters').max(200),
});

/** JWT claims the server signs and the client reads (jwt-decode). */
export type TokenClaims = {
  sub: string;
  role: string;
  schoolId: number;
  exp: number;
  iat: number;
  jti: string;
  /** The user's session version at signing; a new password raises it and ends older tokens. */
  sv: number;
};
