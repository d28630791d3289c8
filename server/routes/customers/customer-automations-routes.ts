/**
 * A customer's automations (spec part 1 §7): GET and POST /customers/{id}/automations,
 * GET /customers/automations/templates (the fixed catalogue in customer-automations-templates.ts).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { CustomerAutomation } from '@/contract/customer-extras';
import * as automationEndpoints from '@/contract/endpoints/customers/automations';
import type { DbOrTx } from '../../db/connection';
import { customerAutomations, customerTasks } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { AUTOMATION_TEMPLATES, findTemplate, renderText, resolveParameters } from './customer-automations-templates';
import { touchCustomer, userRefs } from './extras/customer-activity-helpers';
import { findVisibleCustomer } from './extras/customer-lookup';

export const AUTOMATION_MESSAGES = {
  created: 'Automation added',
  unknownTemplate: 'Unknown automation template',
  invalidParameters: 'Invalid automation parameters',
} as const;

type AutomationRow = typeof customerAutomations.$inferSelect;

async function toAutomations(db: DbOrTx, rows: AutomationRow[]): Promise<CustomerAutomation[]> {
  const people = await userRefs(db, rows.map((row) => row.createdBy));
  return rows.map((row) => {
    const action = row.action as Partial<CustomerAutomation['action']>;
    return {
      id: row.id,
      customerId: row.customerId,
      templateKey: row.templateKey,
      name: row.name,
      trigger: row.trigger,
      action: {
        type: String(action.type ?? ''),
        text: String(action.text ?? ''),
        parameters: action.parameters ?? {},
        taskId: action.taskId ?? null,
        dueDate: action.dueDate ?? null,
      },
      isActive: row.isActive,
      createdBy: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function latestAutomations(db: DbOrTx, customerId: string, limit: number): Promise<CustomerAutomation[]> {
  const rows = await db
    .select()
    .from(customerAutomations)
    .where(eq(customerAutomations.customerId, customerId))
    .orderBy(desc(customerAutomations.createdAt), desc(customerAutomations.id))
    .limit(limit);
  return toAutomations(db, rows);
}

export const customerAutomationsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, automationEndpoints.templates, async () => ({ success: true as const, data: [...AUTOMATION_TEMPLATES] }));

  routeEndpoint(app, automationEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const where = eq(customerAutomations.customerId, customer.id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(customerAutomations)
        .where(where)
        .orderBy(desc(customerAutomations.createdAt), desc(customerAutomations.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db.select({ value: count() }).from(customerAutomations).where(where),
    ]);
    return {
      success: true as const,
      data: await toAutomations(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, Number(total?.value ?? 0)) },
    };
  });

  routeEndpoint(app, automationEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const template = findTemplate(body.templateKey);
    if (!template) throw httpError(400, AUTOMATION_MESSAGES.unknownTemplate, { templateKey: AUTOMATION_MESSAGES.unknownTemplate });
    const { values, errors } = resolveParameters(template, body.parameters);
    if (Object.keys(errors).length > 0) throw httpError(400, AUTOMATION_MESSAGES.invalidParameters, errors);
    const text = renderText(template.action.text, { name: customer.name, serialNumber: customer.serialNumber, ...values });
    const isActive = body.isActive ?? true;

    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      let taskId: number | null = null;
      let dueDate: Date | null = null;
      if (template.runsImmediately && template.action.type === 'CREATE_TASK' && isActive) {
        dueDate = new Date(now.getTime() + Number(values.days) * 86_400_000);
        const [task] = await tx
          .insert(customerTasks)
          .values({
            schoolId: customer.schoolId,
            customerId: customer.id,
            title: text,
            description: `${template.name} (automation)`,
            priority: template.action.priority ?? 'MEDIUM',
            dueDate,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: customerTasks.id });
        taskId = task.id;
      }
      const [row] = await tx
        .insert(customerAutomations)
        .values({
          schoolId: customer.schoolId,
          customerId: customer.id,
          templateKey: template.key,
          name: body.name ?? template.name,
          trigger: template.trigger,
          action: { type: template.action.type, text, parameters: values, taskId, dueDate: dueDate?.toISOString() ?? null },
          isActive,
          createdBy: actor.id,
          createdAt: now,
        })
        .returning();
      await touchCustomer(tx, customer.id, now);
      const [automation] = await toAutomations(tx, [row]);
      reply.code(201);
      return { success: true as const, message: AUTOMATION_MESSAGES.created, data: automation };
    });
  });
};
