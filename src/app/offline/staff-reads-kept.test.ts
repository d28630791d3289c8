/**
 * The staff reads kept on the device for offline use (issue 24, "Reads kept for staff";
 * docs/decisions.md): each of these queries opts in with `offlineRead()`, so the persister saves
 * its answers, encrypted, and shows them with the saved-data notice when the server cannot be
 * reached. (test/e2e/staff-offline-reads.spec.ts shows two of them offline in the browser.)
 */
import { describe, expect, it } from 'vitest';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { classSummaryQueryOptions } from '@/features/attendance/api/get-class-summary';
import { classStudentsQueryOptions } from '@/features/attendance/api/get-class-students';
import { classesQueryOptions as registerClassesQueryOptions } from '@/features/attendance/api/get-classes';
import { registerMarksQueryOptions } from '@/features/attendance/api/register-marks';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { expensesQueryOptions } from '@/features/finance/api/get-expenses';
import { financeStatsQueryOptions } from '@/features/finance/api/get-finance-stats';
import { paymentsQueryOptions } from '@/features/finance/api/get-payments';
import { payrollEmployeesQueryOptions } from '@/features/finance/api/get-payroll-employees';
import { studentDirectoryQueryOptions } from '@/features/finance/api/student-directory';
import { studentPickerQueryOptions } from '@/features/finance/api/student-picker-students';
import { payrollsQueryOptions } from '@/features/finance/api/get-payrolls';
import { conversationMessagesQueryOptions } from '@/features/messaging/api/get-conversation-messages';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { studentsQueryOptions } from '@/features/students/api/get-students';
import { teachersQueryOptions } from '@/features/teachers/api/get-teachers';

const KEPT = {
  "today's class summary": classSummaryQueryOptions('2026-11-29'),
  "a register's class list": classStudentsQueryOptions(3),
  "the register's classes": registerClassesQueryOptions(),
  "a register's marks": registerMarksQueryOptions(3, '2026-11-29'),
  'the class list': classesQueryOptions({ search: '', grade: null, page: 1, limit: 12 }),
  'the expenses': expensesQueryOptions({ search: '', status: '', category: '', sortBy: 'date', sortOrder: 'desc', page: 1, limit: 20 }),
  'the Finance overview': financeStatsQueryOptions(),
  'the payments': paymentsQueryOptions({ page: 1, limit: 20 }),
  "the payroll form's employees": payrollEmployeesQueryOptions(),
  "the payment form's student searches": studentPickerQueryOptions({ search: 'karim', classIds: [] }),
  "the school's students, searched on the device offline": studentDirectoryQueryOptions(),
  'the payroll': payrollsQueryOptions({ search: '', status: '', month: '', sortBy: 'date', sortOrder: 'desc', page: 1, limit: 20 }),
  "a student's record": studentQueryOptions(7),
  "a conversation's messages, every page loaded": conversationMessagesQueryOptions(4),
  'the student list': studentsQueryOptions({ search: '', status: '', gender: '', page: 1, limit: 20 }),
  'the teacher list': teachersQueryOptions({ search: '', filters: {}, sortBy: 'name', sortOrder: 'asc', page: 1, limit: 12 }),
};

describe('staff reads kept for offline use', () => {
  it.each(Object.entries(KEPT))('%s opts in', (_name, options) => {
    expect(options).toMatchObject(offlineRead());
  });
});
