/**
 * Several servers on one PostgreSQL each keep their own cache of resolved sessions
 * (auth-context-cache.ts). What one forgets (a logout, a refresh, a user changed: grants, role,
 * password, deactivation) it also tells the others through PostgreSQL's LISTEN/NOTIFY, and each
 * forgets it on hearing, so a logout or a removed grant holds on every server within moments, not
 * after the cache's few seconds. On PGlite there are no others (one server holds the data folder).
 * If the listening connection is lost, the cache's time to live still bounds what a server keeps.
 */
import type { DatabaseHandle } from '../db/connection';
import type { AuthContextCache } from './auth-context-cache';

export const AUTH_CHANGES_CHANNEL = 'school_mis_auth_changes';

type Log = { warn: (details: object, message: string) => void };

export async function shareAuthCache(
  cache: AuthContextCache,
  database: DatabaseHandle,
  log: Log,
): Promise<{ cache: AuthContextCache; stop: () => Promise<void> }> {
  const channel = database.channel;
  if (!channel) return { cache, stop: async () => undefined };
  const stop = await channel.listen(AUTH_CHANGES_CHANNEL, (message) => {
    const [kind, id = ''] = message.split(':');
    if (kind === 'token') cache.forgetToken(id);
    else if (kind === 'user' && /^\d+$/.test(id)) cache.forgetUser(Number(id));
  });
  const tell = (message: string) => {
    channel.notify(AUTH_CHANGES_CHANNEL, message).catch((error: unknown) => log.warn({ err: error }, 'could not tell the other servers of a session change'));
  };
  return {
    cache: {
      ...cache,
      forgetToken: (tokenId) => {
        cache.forgetToken(tokenId);
        tell(`token:${tokenId}`);
      },
      forgetUser: (userId) => {
        cache.forgetUser(userId);
        tell(`user:${userId}`);
      },
    },
    stop,
  };
}
