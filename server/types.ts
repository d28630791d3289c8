/**
 * Type augmentations shared by the server's plugins and routes: what an authenticated request
 * carries, and the access rule every route declares in its `config.access`.
 */
import type { EndpointAccess } from '@/contract/endpoint';
import type { PermissionMap } from '@/contract/permissions';
import type { BackupService } from './backup/backup-service';
import type { AppConfig } from './config';
import type { AppMetrics } from './lib/metrics/app-metrics';
import type { UploadStore } from './lib/uploads/upload-store';
import type { Db, DbOrTx } from './db/connection';

export type AuthUser = {
  id: number;
  username: string;
  role: string;
  schoolId: number;
  /** Effective permissions: role defaults plus per-user grants, less per-user revocations. */
  permissions: PermissionMap;
  /** Extra data scopes; `*` means every school. The user's own school is always in scope. */
  dataScopes: string[];
  /** The token's id, so logout can revoke exactly this token. */
  tokenId: string;
  tokenExpiresAt: Date;
  /** The user's session version, equal to the token's `sv` (a new password raises it). */
  sessionVersion: number;
};

/** The access rule of a route: its endpoint definition's (src/contract/endpoint.ts). */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The server's backups (server/backup/backup-service.ts). */
    backups: BackupService;
    /** GET /api/metrics's figures (server/lib/metrics/app-metrics.ts). */
    metrics: AppMetrics;
    /** Where uploaded files live (server/lib/uploads/upload-store.ts). */
    uploads: UploadStore;
    /**
     * Runs a write in one transaction and records the answer under the request's idempotency key
     * in the same transaction, so a replay gets that answer and the write happens once.
     * `fn` returns the body to send; set the status with reply.code() before returning.
     */
    writeTransaction: <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      fn: (tx: DbOrTx) => Promise<T>,
    ) => Promise<T>;
  }
  interface FastifyRequest {
    /** Set by the auth plugin for a request with a valid, unrevoked token. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
