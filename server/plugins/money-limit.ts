/**
 * The school's limit per money amount on every write (issue 23): after validation, a route whose
 * body schema has money fields (marked with `markMoney` in src/contract, found once per
 * definition) has each amount compared with the caller's school's `moneyLimits` setting; one above
 * it is refused with 400 and the field's message, and the handler never runs, so nothing is
 * written. Registered before the idempotency plugin: a refused write claims no X-Request-ID, so
 * the same write sent again after the school raised its limit goes through.
 *
 * Routes that take their items as unknown and check them one by one (the bulk and import routes)
 * call refuseAmountsOverLimit per item themselves.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { moneyFieldPaths } from '@/contract/money-fields';
import { refuseAmountsOverLimit } from '../lib/money-limit';
import { readMoneyLimitCents } from '../routes/settings/public';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const body = request.routeOptions.config.endpoint?.body;
    const user = request.user;
    if (!body || !user || moneyFieldPaths(body).length === 0) return;
    refuseAmountsOverLimit(body, request.body, await readMoneyLimitCents(app.db, user.schoolId));
  });
};

export const moneyLimitPlugin = fp(plugin, { name: 'money-limit' });
