/**
 * Signing in and the session (spec part 1 §3, §7): login (public, a plain body), logout, token
 * refresh, the profile, and the password change. None is ever kept on the device: each answers
 * the session the person needs at once (a token, or its end).
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { changePasswordBodySchema, loginBodySchema, loginResponseDataSchema, sessionUserSchema } from '@/contract/auth';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['auth'];

export const sessionAnswerSchema = successResponse(loginResponseDataSchema);
export const logoutAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const login = defineEndpoint({
  method: 'POST',
  path: '/users/login',
  tags,
  summary: 'Sign in with username and password',
  access: 'public',
  body: loginBodySchema,
  answers: { 200: sessionAnswerSchema },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  tags,
  summary: 'Sign out: the token is revoked',
  access: 'authenticated',
  answers: { 200: logoutAnswerSchema },
});

export const refresh = defineEndpoint({
  method: 'POST',
  path: '/auth/refresh',
  tags,
  summary: 'A new token for the signed-in user; the old one is revoked',
  access: 'authenticated',
  answers: { 200: sessionAnswerSchema },
});

export const profile = defineEndpoint({
  method: 'GET',
  path: '/auth/profile',
  tags,
  summary: 'The signed-in user with permissions and data scopes',
  access: 'authenticated',
  answers: { 200: successResponse(sessionUserSchema) },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/me/change-password',
  tags,
  summary: "Change the signed-in user's password: every other session ends, this one gets a fresh token",
  access: 'authenticated',
  body: changePasswordBodySchema,
  answers: { 200: sessionAnswerSchema },
});
