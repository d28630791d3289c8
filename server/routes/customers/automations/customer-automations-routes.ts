/**
 * A customer's automations (spec part 1 §7): GET and POST /customers/{id}/automations,
 * GET /customers/automations/templates (the fixed catalogue in customer-automations-templates.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as automationEndpoints from '@/contract/endpoints/customers/automations';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { touchCustomer } from '../customer-activity-helpers';
import { findVisibleCustomer } from '../customer-lookup';
import { insertTask } from '../tasks/customer-task-repository';
import { insertAutomation, listAutomations, toAutomations } from './customer-automation-repository';
import { AUTOMATION_TEMPLATES, findTemplate, renderText, resolveParameters } from './customer-automations-templates';

export const AUTOMATION_MESSAGES = {
  created: 'Automation added',
  unknownTemplate: 'Unknown automation template',
  invalidParameters: 'Invalid automation parameters',
} as const;

export const customerAutomationsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, automationEndpoints.templates, async () => ({ success: true as const, data: [...AUTOMATION_TEMPLATES] }));

  routeEndpoint(app, automationEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const { items, totalCount } = await listAutomations(app.db, customer.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
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
        const task = await insertTask(tx, {
          schoolId: customer.schoolId,
          customerId: customer.id,
          title: text,
          description: `${template.name} (automation)`,
          priority: template.action.priority ?? 'MEDIUM',
          dueDate,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        taskId = task.id;
      }
      const row = await insertAutomation(tx, {
        schoolId: customer.schoolId,
        customerId: customer.id,
        templateKey: template.key,
        name: body.name ?? template.name,
        trigger: template.trigger,
        action: { type: template.action.type, text, parameters: values, taskId, dueDate: dueDate?.toISOString() ?? null },
        isActive,
        createdBy: actor.id,
        createdAt: now,
      });
      await touchCustomer(tx, customer.id, now);
      const [automation] = await toAutomations(tx, [row]);
      reply.code(201);
      return { success: true as const, message: AUTOMATION_MESSAGES.created, data: automation };
    });
  });
};
