/**
 * A customer's automations (spec part 1 §7): GET and POST /customers/{id}/automations,
 * GET /customers/automations/templates (the fixed catalogue in customer-automations-templates.ts).
 */
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { createCustomerAutomationSchema } from '@/contract/customer-activity';
import type { DbOrTx } from '../../db/connection';
import { customerAutomations, customerTasks } from '../../db/schema';
import { errorAnswers, pagedAnswer } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { AUTOMATION_TEMPLATES, automationTemplateSchema, findTemplate, renderText, resolveParameters } from './customer-automations-templates';
import { touchCustomer, userRefs } from './extras/customer-activity-helpers';
import { findVisibleCustomer } from './extras/customer-lookup';
import { customerIdParamsSchema, pageQuery, userRefSchema } from './extras/extras-schemas';

export const AUTOMATION_MESSAGES = {
  created: 'Automation added',
  unknownTemplate: 'Unknown automation template',
  invalidParameters: 'Invalid automation parameters',
} as const;

type AutomationRow = typeof customerAutomations.$inferSelect;

export const customerAutomationSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  templateKey: z.string(),
  name: z.string(),
  trigger: z.string(),
  action: z.object({
    type: z.string(),
    text: z.string().describe('The rendered task title or message'),
    parameters: z.record(z.string(), z.union([z.string(), z.number()])),
    taskId: z.number().int().nullable().describe('The task created at once (CREATE_TASK templates)'),
    dueDate: calendarDaySchema.nullable(),
  }),
  isActive: z.boolean(),
  createdBy: userRefSchema.nullable(),
  createdAt: timestampSchema,
});
export type CustomerAutomation = z.infer<typeof customerAutomationSchema>;

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

const read = { access: { permission: 'customer:read' } } as const;
const tags = ['customers: automations'];

export const customerAutomationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/automations/templates',
    {
      config: read,
      schema: {
        tags,
        summary: 'The automation templates a customer automation is made from',
        querystring: z.object({ _t: z.unknown().optional() }),
        response: { 200: successResponse(z.array(automationTemplateSchema)), ...errorAnswers },
      },
    },
    async () => ({ success: true as const, data: [...AUTOMATION_TEMPLATES] }),
  );

  app.get(
    '/customers/:id/automations',
    {
      config: read,
      schema: {
        tags,
        summary: "A customer's automations, newest first",
        params: customerIdParamsSchema,
        querystring: pageQuery,
        response: { 200: pagedAnswer(customerAutomationSchema), ...errorAnswers },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/customers/:id/automations',
    {
      config: { access: { permission: 'customer:update' } },
      schema: {
        tags,
        summary: 'Add an automation from a template (templateKey; parameters take their defaults unless given). CREATE_TASK templates create their task at once.',
        params: customerIdParamsSchema,
        body: createCustomerAutomationSchema,
        response: { 201: successResponse(customerAutomationSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
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
    },
  );
};
