/**
 * Every call that §7 of the two spec documents names, transcribed by hand (issue 9: "a check
 * that every path named in spec §7 of both parts answers"). Read by server/routes/spec-paths.test.ts.
 *
 * How the spec's wording became entries:
 * - Paths as in the spec, under /api, with its `{id}`-style parameters (the test ignores their
 *   names when it looks the route up, so `{id}` matches `:studentId`).
 * - "CRUD on /x" and a path named with no method (e.g. "/reports") become GET /x, POST /x,
 *   GET /x/{id}, PUT /x/{id}, DELETE /x/{id}; "GET and POST /x" becomes both.
 * - A path the spec names only by its end ("/analytics/trends" after "/customers/analytics/...")
 *   is written out in full under the same base.
 * - Where the spec names client variants (POST /students/bulk and /students/bulk/create), both.
 * - A call whose path the spec does not show ("GET student analytics", "the classes list for
 *   the form", §7.9's permissions call) is not listed: there is nothing to check it against.
 * - A query string the spec names with the call is kept (`{name}` in it is filled like a path
 *   parameter), so the live GET sends what the client sends.
 * - The same call named in several sections is listed in each (the test checks it once).
 * Part 2 §7.8 "Secondary client (parking)" is left out: it is another product's client (car
 * parking: inparking, outparking, cartype, parkingtype ... all POST to users/, user/, income/,
 * report/* ...), not a call of this school system.
 */

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SpecPath = {
  method: SpecMethod;
  /** Path under /api as the spec writes it, e.g. /students/{id}/card. */
  path: string;
  /** Query string the spec names with the call, without '?', e.g. limit=all. */
  query?: string;
  /** The spec section that names it, e.g. 'part 2 §7.1 Students'. */
  section: string;
};

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One section's calls, each written as the spec says it: 'GET /x', 'GET /x?limit=all', or
 * 'CRUD /x' (the five calls above). The parent id of a nested CRUD is named by `itemParam`.
 */
function section(name: string, calls: string[]): SpecPath[] {
  return calls.flatMap((call) => {
    const [verb, target, itemParam = 'id'] = call.split(' ');
    const [path, query] = target.split('?');
    if (verb === 'CRUD') {
      const item = `${path}/{${itemParam}}`;
      return [
        { method: 'GET', path, section: name },
        { method: 'POST', path, section: name },
        { method: 'GET', path: item, section: name },
        { method: 'PUT', path: item, section: name },
        { method: 'DELETE', path: item, section: name },
      ];
    }
    if (!METHODS.has(verb) || !path.startsWith('/')) throw new Error(`Unreadable spec call "${call}" in ${name}`);
    return [{ method: verb as SpecMethod, path, section: name, ...(query ? { query } : {}) }];
  });
}

// Part 1 §7 (shell, session, access, customers).
const part1Auth = section('part 1 §7 Auth', [
  'POST /users/login',
  'POST /auth/logout',
  'POST /auth/refresh',
  'GET /auth/profile',
  'GET /health',
  'POST /me/change-password',
]);

const part1AccessControl = section('part 1 §7 Access control', [
  'GET /rbac/permissions/user/{id}/effective',
  'GET /rbac/permissions',
  'GET /rbac/roles',
  'POST /rbac/access/check',
]);

const part1Customers = section('part 1 §7 Customers', [
  'GET /customers?limit=50',
  'GET /customers?purpose=academic',
  'POST /customers',
  'GET /customers/{id}',
  'PUT /customers/{id}',
  'PATCH /customers/{id}',
  'DELETE /customers/{id}',
  // Analytics: "GET /customers/analytics/dashboard, /analytics/reports, /analytics/trends, /analytics/forecasting".
  'GET /customers/analytics/dashboard',
  'GET /customers/analytics/reports',
  'GET /customers/analytics/trends',
  'GET /customers/analytics/forecasting',
  'POST /customers/analytics/export',
  'GET /customers/{id}/documents',
  'POST /customers/{id}/documents',
  'GET /customers/documents/analytics',
  'GET /customers/{id}/tasks',
  'POST /customers/{id}/tasks',
  'GET /customers/tasks/dashboard',
  'GET /customers/{id}/automations',
  'POST /customers/{id}/automations',
  'GET /customers/automations/templates',
  'GET /customers/{id}/collaborations',
  'POST /customers/{id}/collaborations',
  'GET /customers/collaborations/feed',
  'GET /customers/reports',
  'GET /customers/reports/comparisons',
  'GET /customers/{id}/dashboard',
  'GET /customers/suggestions',
  'GET /customers/suggestions/id',
  // Search.
  'POST /customers/search/advanced',
  'GET /customers/search/suggestions?q=a&limit=5',
  'GET /customers/search/autocomplete?q=a&limit=5',
  'POST /customers/search/save',
  'GET /customers/search/saved',
  'DELETE /customers/search/saved/{id}',
  'GET /customers/search/filters',
  'POST /customers/search/filters',
  'GET /customers/pipeline',
  'GET /customers/filters',
  // Conversion.
  'GET /customers/conversion-analytics?period=monthly',
  'GET /customers/conversion-history?page=1&limit=20',
  'GET /customers/conversion-rates?period=monthly',
  'POST /customers/{id}/convert-to-student',
  'GET /customers/{id}/events?page=1&limit=20',
  'GET /customers/unconverted?page=1&limit=20',
]);

const part1StaffLookups = section('part 1 §7 Staff lookups used by pickers', ['GET /staff?limit=all', 'GET /teachers?limit=all']);

// Part 1 §7 "Users and staff" and part 2 §7.3 name the same calls, so both sections list them.
function staffRecordCalls(name: string): SpecPath[] {
  return section(name, [
    'GET /users',
    'POST /users',
    'GET /users/{id}',
    'PUT /users/{id}',
    'DELETE /users/{id}',
    // "/staff/{id}/collaboration, /documents, /tasks (CRUD, plus documents/verify and
    // tasks/{taskId}/complete)". No method is named for the two actions: they change state, so POST.
    'CRUD /staff/{id}/collaboration noteId',
    'CRUD /staff/{id}/documents docId',
    'CRUD /staff/{id}/tasks taskId',
    'POST /staff/{id}/documents/verify',
    'POST /staff/{id}/tasks/{taskId}/complete',
    'POST /staff/bulk',
    'PUT /staff/bulk',
  ]);
}

const part1UsersAndStaff = staffRecordCalls('part 1 §7 Users and staff');

// Part 2 §7 (students, teachers, finance, parent portal, attendance, other resources).
const part2Students = section('part 2 §7.1 Students', [
  'GET /students?page=1&limit=20',
  // "the older client lists them as POST /students and PUT /students/{id}".
  'POST /students',
  'PUT /students/{id}',
  'GET /students/{id}',
  'DELETE /students/{id}',
  'GET /students?limit=all',
  'GET /students/{id}/card',
  'GET /students/{id}/card/print-count',
  'GET /students/conversion-analytics',
  'GET /students/conversion-stats',
  'GET /students/{id}/events?page=1&limit=20',
  'GET /students/converted',
  'PATCH /students/{id}/restore',
  'GET /students/{id}/stats',
  'GET /students/{id}/analytics',
  'GET /students/{id}/performance',
  // Both bulk variants the spec names.
  'POST /students/bulk/create',
  'PUT /students/bulk/update',
  'DELETE /students/bulk/delete',
  'POST /students/bulk',
  'PUT /students/bulk',
  'DELETE /students/bulk',
  'GET /students/search',
  'GET /students/export?format=csv',
  'POST /students/import',
  'GET /students/suggestions/code?name=Ahmad',
  'GET /students/stats/class',
  'GET /students/stats/status',
  'GET /students/school/{id}',
  'GET /students/class/{id}',
  'GET /students/cache/stats',
  'POST /students/cache/warm',
  'GET /students/{id}/attendance',
  'GET /students/{id}/grades',
  'GET /students/{id}/payments',
  'POST /students/{id}/avatar',
  'DELETE /students/{id}/avatar',
]);

const part2Teachers = section('part 2 §7.2 Teachers', [
  'POST /teachers',
  'GET /teachers?page=1&limit=20',
  'GET /teachers/{id}',
  'PUT /teachers/{id}',
  'DELETE /teachers/{id}',
  'PATCH /teachers/{id}/restore',
  'GET /teachers/search',
  'GET /teachers/{id}/stats',
  'GET /teachers/stats',
  'GET /teachers/{id}/analytics?period=30d',
  'GET /teachers/{id}/performance',
  'POST /teachers/bulk/create',
  'PUT /teachers/bulk/update',
  'DELETE /teachers/bulk/delete',
  'GET /teachers/export',
  'POST /teachers/import',
  'GET /teachers/suggestions/code?name=Ahmad',
  'GET /teachers/stats/department',
  'GET /teachers/stats/experience',
  'GET /teachers/school/{id}',
  'GET /teachers/department/{id}',
  'GET /teachers/{id}/insights',
  'GET /teachers/{id}/predictions/performance',
  'GET /teachers/{id}/analysis/behavioral',
  'GET /teachers/{id}/notifications',
  'PATCH /teachers/notifications/{id}/read',
  'POST /teachers/validate',
  'POST /teachers/{id}/photo',
  'POST /teachers/{id}/documents',
  'GET /teachers?limit=all',
]);

const part2Staff = [
  ...section('part 2 §7.3 Staff', ['GET /staff?limit=all', 'POST /me/change-password']),
  ...staffRecordCalls('part 2 §7.3 Staff'),
];

const part2Finance = section('part 2 §7.4 Finance', [
  'GET /payments',
  'GET /payments/{id}',
  'GET /expenses',
  'GET /expenses/{id}',
  'GET /payrolls',
  'GET /payrolls/{id}',
  // "Wider client paths".
  'CRUD /payments',
  'CRUD /payrolls',
  'CRUD /expenses',
  'CRUD /incomes',
  'CRUD /budgets',
  'CRUD /fee-structures',
  'CRUD /transactions',
  'CRUD /payments/methods',
  'GET /payments/analytics',
  'GET /payments/analytics/detailed',
  'GET /payments/analytics/revenue',
  'GET /payments/analytics/recent',
  'GET /finance/analytics',
  'GET /finance/dashboard',
  'GET /finance/reports',
  'POST /finance/reports/generate',
]);

/** "GET /parents/{id}/students/{sid}/ followed by attendance, grades, assignments, ...". */
const CHILD_RECORDS = ['attendance', 'grades', 'assignments', 'exams', 'timetable', 'fees', 'payments', 'reports', 'documents', 'announcements', 'messages'];

const part2ParentPortal = section('part 2 §7.5 Parent portal', [
  'GET /parents/children',
  'GET /parents/notifications',
  'GET /parents/dashboard',
  'GET /students/{id}/attendance',
  'GET /students/{id}/attendance/stats',
  'GET /students/{id}/grades',
  'GET /students/{id}/academic-progress',
  'GET /students/{id}/exams',
  'GET /students/{id}/exams/upcoming',
  'GET /students/{id}/fees',
  'GET /students/{id}/fees/history',
  // Wider client paths: "GET /parents/{id}, /parents/{id}/performance, /students, /dashboard,
  // /calendar, /settings" — the last four continue /parents/{id}.
  'GET /parents/{id}',
  'GET /parents/{id}/performance',
  'GET /parents/{id}/students',
  'GET /parents/{id}/dashboard',
  'GET /parents/{id}/calendar',
  'GET /parents/{id}/settings',
  'PUT /parents/{id}/settings',
  'GET /parents/{id}/notifications',
  'PATCH /parents/{id}/notifications/{nid}/read',
  'POST /parents/{id}/messages',
  ...CHILD_RECORDS.map((record) => `GET /parents/{id}/students/{sid}/${record}`),
]);

const part2Attendance = section('part 2 §7.6 Attendance', [
  'CRUD /attendances',
  // "GET /attendances/analytics, /summary, /class-summary, /stats".
  'GET /attendances/analytics',
  'GET /attendances/summary',
  'GET /attendances/class-summary',
  'GET /attendances/stats',
  'GET /attendances/monthly-matrix?classId={classId}&month=1&year=2026',
  'GET /attendances/export',
  'POST /attendances/mark-in-time',
  'POST /attendances/mark-out-time',
  'POST /attendances/bulk',
  'GET /attendances?studentId={studentId}',
  'GET /documents?studentId={studentId}',
]);

const part2OtherResources = section('part 2 §7.7 Other resources', [
  'CRUD /classes',
  'GET /classes/performance/{id}',
  'GET /classes/{id}/analytics',
  'GET /classes/{id}/stats',
  'CRUD /assignments',
  'CRUD /teachers',
  'CRUD /owners',
  'CRUD /announcements',
  'CRUD /grades',
  'CRUD /exams',
  'CRUD /timetables',
  'CRUD /subjects',
  'CRUD /schools',
  'CRUD /resources',
  // "Performance GETs for teachers, subjects, grades, schools, parents, exam-timetables": the
  // spec shows no path shape; the school-wide figure of each resource at /<resource>/performance.
  'GET /teachers/performance',
  'GET /subjects/performance',
  'GET /grades/performance',
  'GET /schools/performance',
  'GET /parents/performance',
  'GET /exam-timetables/performance',
  // Messaging.
  'CRUD /messages',
  'PATCH /messages/{id}/read',
  'GET /messages/unread/count',
  'GET /messages/search',
  'CRUD /conversations',
  'GET /conversations/{id}/messages',
  'POST /conversations/{id}/messages',
  'POST /conversations/{id}/polls',
  'POST /polls/{id}/vote',
  'POST /messages/files/upload',
  'POST /ai/request',
  'POST /conversations/{id}/calls',
  // Reports: "/reports" names no method, so CRUD.
  'CRUD /reports',
  'POST /reports/generate',
  'GET /reports/{id}/export?format=pdf',
  // Settings: "GET and PUT /settings and /settings/system".
  'GET /settings',
  'PUT /settings',
  'GET /settings/system',
  'PUT /settings/system',
  // Audit.
  'GET /audit/logs',
  'GET /audit/logs/{id}',
  'GET /audit/logs/user/{id}',
  'GET /health',
]);

export const SPEC_PATHS: readonly SpecPath[] = [
  ...part1Auth,
  ...part1AccessControl,
  ...part1Customers,
  ...part1StaffLookups,
  ...part1UsersAndStaff,
  ...part2Students,
  ...part2Teachers,
  ...part2Staff,
  ...part2Finance,
  ...part2ParentPortal,
  ...part2Attendance,
  ...part2OtherResources,
];
