import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';

/** The session: user, permissions, login and logout. Only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
