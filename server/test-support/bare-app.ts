/**
 * A Fastify instance with the server's zod compilers and configuration but none of its plugins,
 * for testing one plugin on its own (no database needed).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from '../config';
import { validatorCompiler } from '../lib/validator-compiler';
import '../types';

export function createBareApp(config: Partial<AppConfig> = {}): FastifyInstance {
  const settings: AppConfig = { ...loadConfig({}), ...config };
  const app = Fastify({ logger: false, bodyLimit: settings.bodyLimit });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', settings);
  return app;
}
