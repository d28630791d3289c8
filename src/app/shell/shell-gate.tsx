import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { findRoleInStoredTokens } from '@/lib/session/session-storage';
import { AccessRestrictedScreen } from '@/app/shell/access-restricted-screen';
import { goToPath } from '@/app/shell/location-store';
import { canUseShell } from '@/app/shell/shell-access';
import { useShellRoles } from '@/app/shell/shell-roles';

export type ShellGateProps = {
  /** The build setting VITE_SHELL_ROLES: what applies until the server's setting is known. */
  buildRoles: readonly string[];
  children: ReactNode;
};

/**
 * The signed-in user's way into the shell (spec part 1 §6): their role, or a role claim in a
 * stored token, must be one of the shell roles of the server's system setting (shell-roles.ts).
 * A user the build setting lets in sees the shell at once (the common case waits for nothing); a
 * user it refuses waits for the server's answer before "Access restricted", so a role the owner has
 * let in never sees that screen flash. Should the server's setting refuse a user the build let in,
 * the shell gives way to "Access restricted" when the answer comes.
 */
export function ShellGate({ buildRoles, children }: ShellGateProps) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const { roles, settled } = useShellRoles(buildRoles);

  if (canUseShell([user?.role, findRoleInStoredTokens()], roles)) return children;
  if (!settled) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('shell.checkingAccess')} />
      </Center>
    );
  }
  const handleLogout = async () => {
    await logout();
    goToPath('/', { replace: true });
  };
  return <AccessRestrictedScreen shellRoles={roles} onLogout={handleLogout} />;
}
