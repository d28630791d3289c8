/**
 * The Kabul days a performance call covers: the range asked for, a missing `to` being today and a
 * missing `from` PERFORMANCE_DEFAULT_DAYS - 1 days before `to` (the teacher score's own 90 days),
 * checked by the contract's one rule (in order, at most PERFORMANCE_MAX_DAYS days) once filled in.
 */
import { PERFORMANCE_DEFAULT_DAYS, performanceRangeProblem } from '@/contract/performance';
import { httpError } from '../../lib/http-error';
import { addDays, kabulDay } from '../../lib/kabul-time';

export type PerformanceRange = { from: string; to: string };

export function performanceRange(query: { from?: string; to?: string }, today: string = kabulDay()): PerformanceRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(PERFORMANCE_DEFAULT_DAYS - 1));
  const problem = performanceRangeProblem(from, to);
  if (problem) throw httpError(400, problem, { to: problem });
  return { from, to };
}
