/** Server settings, read once from the environment (README lists them). */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';
import { UPLOAD_STORE_KINDS, type S3StoreConfig, type UploadStoreKind } from './lib/uploads/upload-store-kind';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_KEY: z.string().min(1).default(DEFAULT_PAYLOAD_KEY),
  ENCRYPT_RESPONSES: booleanFromEnv,
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(12 * 60 * 60),
  SHELL_ROLES: z.string().default('TEACHER,PARENT'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  TRUST_PROXY: booleanFromEnv,
  /** API requests per address and minute (the general rate limit), counted before authentication. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** An OpenAI-compatible chat API for POST /ai/request (e.g. https://api.openai.com/v1); unset → 501. */
  AI_PROVIDER_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'AI_PROVIDER_URL must be an http(s) URL' })]).optional(),
  AI_PROVIDER_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** The daily backup's time of day, school time (Asia/Kabul). */
  BACKUP_AT: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_AT must be a time of day as HH:MM, e.g. 02:00').default('02:00'),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Where uploads live (server/lib/uploads/upload-store.ts); unset: `database` with DATABASE_URL, else `folder`. */
  UPLOAD_STORE: z.enum(UPLOAD_STORE_KINDS, { error: 'UPLOAD_STORE must be folder, database or s3' }).optional(),
  /** UPLOAD_STORE=s3: the bucket, and where and how to reach it (README). */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' })]).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().regex(/^([\w-]+\/)*$/, 'S3_PREFIX must be folder names ending in /, e.g. school-mis/').default(''),
  S3_PATH_STYLE: booleanFromEnv,
  /** The bearer token GET /api/metrics wants; unset, the metrics are off (404). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
}).refine((env) => !env.AI_PROVIDER_URL || Boolean(env.AI_MODEL?.trim()), { message: 'AI_MODEL must be set with AI_PROVIDER_URL', path: ['AI_MODEL'] })
  .refine((env) => env.UPLOAD_STORE !== 's3' || Boolean(env.S3_BUCKET?.trim()), { message: 'S3_BUCKET must be set with UPLOAD_STORE=s3', path: ['S3_BUCKET'] });

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  payloadKey: string;
  encryptResponses: boolean;
  seed: 'demo' | 'none';
  adminUsername?: string;
  adminPassword?: string;
  /** When unset, a secret is generated once and kept in the database (server_settings). */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  shellRoles: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  staticDir: string;
  trustProxy: boolean;
  /** API requests per address and minute, anonymous ones included (server/plugins/security.ts). */
  rateLimitPerMinute: number;
  /** Request bodies over this many bytes get 413 (spec part 1 §9: 10 MB). */
  bodyLimit: number;
  /** The AI assistant's provider (docs/decisions.md "AI assistant"), or null: POST /ai/request answers 501. */
  aiProvider: AiProviderConfig | null;
  backups: BackupConfig;
  /** GET /api/metrics wants it as a bearer token; undefined: metrics off. */
  metricsToken?: string;
  /** Where uploads live: the data folder, the database or an S3 bucket (every server of a group sees the last two). */
  uploadStore: UploadStoreKind;
  /** The bucket of UPLOAD_STORE=s3; undefined without S3_BUCKET. */
  s3?: S3StoreConfig;
};

export type BackupConfig = {
  /** The daily backup's time of day, school time, HH:MM. */
  at: string;
  /** Where backups go; unset: `{dataDir}/backups` (backupFolder). */
  dir?: string;
  /** How many backups are kept; older ones are removed after each new one. */
  keep: number;
};

/** The folder backups go to (BACKUP_DIR, or `backups` in the data folder). */
export function backupFolder(config: Pick<AppConfig, 'dataDir' | 'backups'>): string {
  return config.backups.dir ?? path.join(config.dataDir, 'backups');
}

export type AiProviderConfig = {
  url: string;
  key?: string;
  model: string;
  /** How long to wait for an answer; 20 s unless a test sets less. */
  timeoutMs?: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    payloadKey: e.PAYLOAD_KEY,
    encryptResponses: e.ENCRYPT_RESPONSES,
    seed: e.SEED,
    adminUsername: e.ADMIN_USERNAME || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    shellRoles: parseShellRoles(e.SHELL_ROLES),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimit: 10 * 1024 * 1024,
    aiProvider: e.AI_PROVIDER_URL && e.AI_MODEL ? { url: e.AI_PROVIDER_URL, key: e.AI_PROVIDER_KEY || undefined, model: e.AI_MODEL.trim() } : null,
    backups: { at: e.BACKUP_AT, dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined, keep: e.BACKUP_KEEP },
    metricsToken: e.METRICS_TOKEN || undefined,
    uploadStore: e.UPLOAD_STORE ?? (e.DATABASE_URL ? 'database' : 'folder'),
    s3: e.S3_BUCKET?.trim()
      ? {
          bucket: e.S3_BUCKET.trim(),
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          prefix: e.S3_PREFIX,
          pathStyle: e.S3_PATH_STYLE,
        }
      : undefined,
  };
}

export function parseShellRoles(value: string): string[] {
  return value
    .split(',')
    .map((role) => role.trim().toUpperCase())
    .filter(Boolean);
}
