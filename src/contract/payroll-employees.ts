/**
 * The Add Payroll modal's employee picker (spec part 2 §3.8 "Employee picker item", §5 "Employee
 * picker search"): GET /payrolls/employees answers the active staff members AND teachers of the
 * user's school in one list, so a cashier with payroll:create can pick an employee without
 * staff:read or teacher:read. `kind` says which of the payroll's staffId / teacherId `id` is.
 */
import { z } from 'zod';

export const PAYROLL_EMPLOYEE_KINDS = ['staff', 'teacher'] as const;
export type PayrollEmployeeKind = (typeof PAYROLL_EMPLOYEE_KINDS)[number];

export const payrollEmployeeSchema = z.object({
  kind: z.enum(PAYROLL_EMPLOYEE_KINDS),
  /** The staff or teacher record's id (the payroll's staffId or teacherId, per `kind`). */
  id: z.number().int(),
  employeeId: z.string(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Staff: their designation; teachers: "Teacher". */
  designation: z.string().nullable(),
  department: z.string().nullable(),
  /** Teachers only (null for staff). */
  subject: z.string().nullable(),
  /** Amounts as numbers (teachers: `salary` is the basic salary). */
  salary: z.object({ basicSalary: z.number(), allowances: z.number() }),
});
export type PayrollEmployee = z.infer<typeof payrollEmployeeSchema>;

export const payrollEmployeesAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(payrollEmployeeSchema),
});
export type PayrollEmployeesAnswer = z.infer<typeof payrollEmployeesAnswerSchema>;
