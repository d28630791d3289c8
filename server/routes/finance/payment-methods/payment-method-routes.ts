/**
 * /payments/methods (spec part 2 §7.4): the school's settings per payment method — display name,
 * enabled, details for the payer (account number, wallet). GET lists every code of
 * PAYMENT_METHODS, set up or not (payment-method-dto.ts), optionally only the enabled ones. One
 * live row per school and code: setting up a code twice answers 409, as does restoring one whose
 * code was set up again meanwhile. The code never changes.
 *
 * Access: GET /payments/methods payment:read (the payment form reads it); the rest finance:read,
 * finance:create, finance:update, finance:delete (also restore).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EndpointBody } from '@/contract/endpoint';
import * as paymentMethodEndpoints from '@/contract/endpoints/finance/payment-methods';
import { FINANCE_LEDGER_MESSAGES as M, PAYMENT_METHOD_LABELS } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { canAccessSchool } from '../../../lib/school-scope';
import { ledgerRecordRoutes } from '../ledger/ledger-routes';
import { allPaymentMethods, toPaymentMethodDtos } from './payment-method-dto';
import { findPaymentMethod, isPaymentMethodCodeTaken, listPaymentMethods, paymentMethodLedger } from './payment-method-repository';

const alreadySetUp = () => httpError(409, M.methodAlreadySetUp, { code: M.methodAlreadySetUp });

async function checkCodeFree(tx: DbOrTx, schoolId: number, code: string): Promise<void> {
  if (await isPaymentMethodCodeTaken(tx, schoolId, code)) throw alreadySetUp();
}

export const paymentMethodRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, paymentMethodEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const schoolId = request.query.schoolId ?? user.schoolId;
    if (!canAccessSchool(user, schoolId)) throw httpError(403, `You do not have access to school ${schoolId}`);
    const rows = await listPaymentMethods(app.db, schoolId);
    const { enabled } = request.query;
    const data = allPaymentMethods(schoolId, rows).filter((method) => enabled === undefined || method.enabled === enabled);
    return { success: true as const, data, meta: { total: data.length } };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: paymentMethodEndpoints,
      ledger: paymentMethodLedger,
      toDtos: toPaymentMethodDtos,
      noun: 'payment method',
      messages: {
        notFound: M.paymentMethodNotFound,
        created: M.paymentMethodCreated,
        updated: M.paymentMethodUpdated,
        deleted: M.paymentMethodDeleted,
        restored: M.paymentMethodRestored,
      },
      prepareCreate: async ({ tx, actor }, body: EndpointBody<typeof paymentMethodEndpoints.create>) => {
        await checkCodeFree(tx, actor.schoolId, body.code);
        return { ...body, displayName: body.displayName ?? PAYMENT_METHOD_LABELS[body.code] };
      },
      beforeRestore: async ({ tx, actor }, id) => {
        const deleted = await findPaymentMethod(tx, id);
        // Absent, live or out of scope: restoreRecord answers 404 afterwards.
        if (deleted?.deletedAt && canAccessSchool(actor, deleted.schoolId)) await checkCodeFree(tx, deleted.schoolId, deleted.code);
      },
    }),
  );
};
