/**
 * Conversion of visitors into students (spec part 1 §7 "Conversion"):
 * POST /customers/{id}/convert-to-student, GET /customers/conversion-analytics?period,
 * /customers/conversion-history?page&limit, /customers/conversion-rates?period,
 * /customers/{id}/events?page&limit and /customers/unconverted?page&limit (defaults 1 and 20).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { CUSTOMER_MESSAGES, customerSchema } from '@/contract/customers';
import { errorAnswers, pagedAnswer } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { PERIODS } from '../../lib/kabul-time';
import { paginationMeta } from '../../lib/pagination';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { unusablePasswordHash } from '../../lib/unusable-password-hash';
import {
  conversionAnalytics,
  conversionAnalyticsSchema,
  conversionHistory,
  conversionHistoryItemSchema,
  conversionRates,
  conversionRatesSchema,
  customerEventSchema,
  customerEventsPage,
  unconvertedCustomers,
} from './customer-conversion-queries';
import {
  CONVERSION_MESSAGES,
  convertCustomerToStudent,
  convertedStudentSchema,
  convertToStudentBodySchema,
} from './customer-conversion-service';
import { findVisibleCustomer } from './extras/customer-lookup';
import { customerIdParamsSchema, pageQuery } from './extras/extras-schemas';

const periodQuery = z.object({ period: z.enum(PERIODS).default('monthly'), _t: z.unknown().optional() });
const read = { access: { permission: 'customer:read' } } as const;
const tags = ['customers: conversion'];

export const customerConversionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/:id/convert-to-student',
    {
      config: { access: { permission: 'customer:update' } },
      schema: {
        tags,
        summary: 'Convert a customer into a student (needs customer:update and student:create)',
        description:
          'Creates the student\'s user account (role STUDENT, a username made from the name, no usable password until an admin sets one), ' +
          'the students row (admission number ADM-<year>-<nnnn> unless given; admission date today in Asia/Kabul unless given) and marks the ' +
          'customer CONVERTED with a CONVERTED event, all in one transaction. 409 when already converted or the admission number is taken.',
        params: customerIdParamsSchema,
        body: convertToStudentBodySchema,
        response: {
          201: successResponse(z.object({ customer: customerSchema, student: convertedStudentSchema })),
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      requirePermission(actor, 'student:create');
      // Answer the common refusals before spending time on a password hash.
      const customer = await findVisibleCustomer(app.db, actor, request.params.id);
      if (customer.convertedStudentId !== null) throw httpError(409, CUSTOMER_MESSAGES.alreadyConverted);
      const passwordHash = await unusablePasswordHash();
      return app.writeTransaction(request, reply, async (tx) => {
        const result = await convertCustomerToStudent(tx, actor, request.params.id, request.body, passwordHash);
        reply.code(201);
        return { success: true as const, message: CONVERSION_MESSAGES.converted, data: result };
      });
    },
  );

  app.get(
    '/customers/conversion-analytics',
    {
      config: read,
      schema: {
        tags,
        summary: 'New customers and conversions per Kabul period (daily: 30 days, weekly: 12 weeks from Saturday, monthly: 12 months, yearly: 5 years)',
        querystring: periodQuery,
        response: { 200: successResponse(conversionAnalyticsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await conversionAnalytics(app.db, actor, request.query.period) };
    },
  );

  app.get(
    '/customers/conversion-history',
    {
      config: read,
      schema: {
        tags,
        summary: 'Conversions (CONVERTED events), newest first, with the customer and the student made',
        querystring: pageQuery,
        response: { 200: pagedAnswer(conversionHistoryItemSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { page, limit } = request.query;
      const { items, totalCount } = await conversionHistory(app.db, actor, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/customers/conversion-rates',
    {
      config: read,
      schema: {
        tags,
        summary: 'Share of customers registered in the last 1/7/30/365 days (daily/weekly/monthly/yearly) converted since, by type, source and purpose',
        querystring: periodQuery,
        response: { 200: successResponse(conversionRatesSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await conversionRates(app.db, actor, request.query.period) };
    },
  );

  app.get(
    '/customers/:id/events',
    {
      config: read,
      schema: {
        tags,
        summary: "A customer's events, newest first (also of a deleted customer)",
        params: customerIdParamsSchema,
        querystring: pageQuery,
        response: { 200: pagedAnswer(customerEventSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { page, limit } = request.query;
      const { items, totalCount } = await customerEventsPage(app.db, actor, request.params.id, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/customers/unconverted',
    {
      config: read,
      schema: {
        tags,
        summary: 'Customers not converted to a student yet (and not deleted), newest first',
        querystring: pageQuery,
        response: { 200: pagedAnswer(customerSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { page, limit } = request.query;
      const { items, totalCount } = await unconvertedCustomers(app.db, actor, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );
};
