/**
 * Conversion of visitors into students (spec part 1 §7 "Conversion"): convert one, the conversion
 * figures and history, a customer's events and the customers not converted yet.
 */
import { z } from 'zod';
import { CALENDAR_PERIODS } from '@/contract/calendar-periods';
import { pagedAnswer, successResponse } from '@/contract/api';
import {
  conversionAnalyticsSchema,
  conversionHistoryItemSchema,
  conversionRatesSchema,
  convertedStudentSchema,
  convertToStudentBodySchema,
  customerEventSchema,
  customerIdParamsSchema,
  pageQuery,
} from '@/contract/customer-extras';
import { customerSchema } from '@/contract/customers';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['customers: conversion'];
const read = { permission: 'customer:read' } as const;
const periodQuery = z.object({ period: z.enum(CALENDAR_PERIODS).default('monthly'), _t: z.unknown().optional() });

export const convertToStudentAnswerSchema = successResponse(z.object({ customer: customerSchema, student: convertedStudentSchema }));

/** No offline policy: the answer names the student account just made (username, admission number), needed at the desk at once. */
export const convertToStudent = defineEndpoint({
  method: 'POST',
  path: '/customers/:id/convert-to-student',
  tags,
  summary: 'Convert a customer into a student (needs customer:update and student:create)',
  description:
    'Creates the student\'s user account (role STUDENT, a username made from the name, no usable password until an admin sets one), ' +
    'the students row (admission number ADM-<year>-<nnnn> unless given; admission date today in Asia/Kabul unless given) and marks the ' +
    'customer CONVERTED with a CONVERTED event, all in one transaction. 409 when already converted or the admission number is taken.',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: convertToStudentBodySchema,
  answers: { 201: convertToStudentAnswerSchema },
});

export const analytics = defineEndpoint({
  method: 'GET',
  path: '/customers/conversion-analytics',
  tags,
  summary: 'New customers and conversions per Kabul period (daily: 30 days, weekly: 12 weeks from Saturday, monthly: 12 months, yearly: 5 years)',
  access: read,
  query: periodQuery,
  answers: { 200: successResponse(conversionAnalyticsSchema) },
});

export const history = defineEndpoint({
  method: 'GET',
  path: '/customers/conversion-history',
  tags,
  summary: 'Conversions (CONVERTED events), newest first, with the customer and the student made',
  access: read,
  query: pageQuery,
  answers: { 200: pagedAnswer(conversionHistoryItemSchema) },
});

export const rates = defineEndpoint({
  method: 'GET',
  path: '/customers/conversion-rates',
  tags,
  summary: 'Share of customers registered in the last 1/7/30/365 days (daily/weekly/monthly/yearly) converted since, by type, source and purpose',
  access: read,
  query: periodQuery,
  answers: { 200: successResponse(conversionRatesSchema) },
});

export const events = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/events',
  tags,
  summary: "A customer's events, newest first (also of a deleted customer)",
  access: read,
  params: customerIdParamsSchema,
  query: pageQuery,
  answers: { 200: pagedAnswer(customerEventSchema) },
});

export const unconverted = defineEndpoint({
  method: 'GET',
  path: '/customers/unconverted',
  tags,
  summary: 'Customers not converted to a student yet (and not deleted), newest first',
  access: read,
  query: pageQuery,
  answers: { 200: pagedAnswer(customerSchema) },
});
