import { createContext } from 'react';
import type { SessionUser } from '@/contract/auth';
import type { PermissionMap } from '@/contract/permissions';

export type LoginResult = { success: true } | { success: false; message: string };

/** How the current session began: restored from storage at load, or by the login form. */
export type SessionOrigin = 'restored' | 'login';

export type AuthContextValue = {
  user: SessionUser | null;
  /** A token exists and a user is stored (spec part 1 §4). */
  isAuthenticated: boolean;
  sessionOrigin: SessionOrigin;
  /** The user's role as stored ("user" when none), not normalised. */
  role: string;
  /** Display-only: the server enforces every permission anyway. */
  permissions: PermissionMap;
  permissionsLoaded: boolean;
  reloadPermissions: () => void;
  /** Never throws: a failure comes back with the message to show. */
  login: (username: string, password: string) => Promise<LoginResult>;
  /** Calls the server (its failure is ignored), then clears the session locally. */
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
