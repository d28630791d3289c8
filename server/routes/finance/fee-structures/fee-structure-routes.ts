/**
 * /fee-structures (spec part 2 §7.4): what each fee costs — a payment type, optionally for one
 * class (else every class), how often (ONE_TIME, MONTHLY, TERM, YEARLY), the academic year, the
 * due day and whether it is in use. The class must be a live class of the fee's school, else
 * 404 'Class not found'. List with type, frequency, class, academic year, active, search, sort
 * and pages; `meta.totalAmount` sums every match.
 *
 * Access: finance:read, finance:create, finance:update, finance:delete (also restore).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EndpointBody } from '@/contract/endpoint';
import * as feeStructureEndpoints from '@/contract/endpoints/finance/fee-structures';
import { FINANCE_LEDGER_MESSAGES as M } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toFeeStructureDtos } from './fee-structure-dto';
import { feeStructureLedger, isLiveClassOfSchool, listFeeStructures } from './fee-structure-repository';
import { ledgerListMeta } from '../ledger/ledger-list';
import { ledgerRecordRoutes } from '../ledger/ledger-routes';

/** A fee's class belongs to the fee's school and is not deleted. */
async function checkClass(tx: DbOrTx, schoolId: number, classId: number | null | undefined): Promise<void> {
  if (classId === null || classId === undefined) return;
  if (!(await isLiveClassOfSchool(tx, schoolId, classId))) throw httpError(404, M.classNotFound, { classId: M.classNotFound });
}

export const feeStructureRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, feeStructureEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, totals } = await listFeeStructures(app.db, requireUser(request.user), request.query);
    return { success: true as const, data: await toFeeStructureDtos(app.db, rows), meta: ledgerListMeta(totals, page, limit) };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: feeStructureEndpoints,
      ledger: feeStructureLedger,
      toDtos: toFeeStructureDtos,
      noun: 'fee structure',
      messages: {
        notFound: M.feeStructureNotFound,
        created: M.feeStructureCreated,
        updated: M.feeStructureUpdated,
        deleted: M.feeStructureDeleted,
        restored: M.feeStructureRestored,
      },
      prepareCreate: async ({ tx, actor }, body: EndpointBody<typeof feeStructureEndpoints.create>) => {
        await checkClass(tx, actor.schoolId, body.classId);
        return body;
      },
      prepareUpdate: async ({ tx }, before, body: EndpointBody<typeof feeStructureEndpoints.update>) => {
        await checkClass(tx, before.schoolId, body.classId);
        return body;
      },
    }),
  );
};
