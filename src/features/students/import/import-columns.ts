/**
 * Which column of an imported file feeds which field of the create payload. Headers are matched
 * loosely (case, spaces, dashes and underscores do not count: "Admission No", "admissionNo" and
 * "admission_no" are one column), so the export's own header (server
 * student-export-routes.ts STUDENT_EXPORT_COLUMNS) and a hand-made file both work. Columns no
 * field takes (the export's ID, Created At, Deleted At) are reported as not imported.
 */
export const IMPORT_FIELD_IDS = [
  'admissionNo',
  'rollNo',
  'firstName',
  'middleName',
  'lastName',
  'dariName',
  'displayName',
  'username',
  'gender',
  'dateOfBirth',
  'phone',
  'email',
  'status',
  'classId',
  'className',
  'classCode',
  'admissionDate',
  'tazkiraNo',
  'bloodGroup',
  'nationality',
  'religion',
  'caste',
  'previousSchool',
  'bankName',
  'bankAccountNo',
  'currentAddress',
  'currentCity',
  'currentState',
  'currentProvince',
  'currentCountry',
  'currentPostalCode',
  'originAddress',
  'originCity',
  'originState',
  'originProvince',
  'originCountry',
  'originPostalCode',
  'parentName',
  'parentFirstName',
  'parentMiddleName',
  'parentLastName',
  'parentDariName',
  'parentPhone',
  'parentEmail',
  'parentRelationship',
  'parentOccupation',
] as const;
export type ImportFieldId = (typeof IMPORT_FIELD_IDS)[number];

/** The columns a file must have: without them no row could be imported. */
export const REQUIRED_IMPORT_FIELDS = ['firstName', 'admissionNo'] as const satisfies readonly ImportFieldId[];

type ImportFieldSpec = {
  /** Normalised header names that feed this field (the first is the export's). */
  headers: readonly string[];
  /** Where the server reports a problem with this field (its error keys). */
  paths: readonly string[];
};

const same = (id: string, ...more: string[]): ImportFieldSpec => ({ headers: [normaliseHeader(id), ...more], paths: [id] });
const ofUser = (id: string, ...more: string[]): ImportFieldSpec => ({ headers: [normaliseHeader(id), ...more], paths: [`user.${id}`] });

export const IMPORT_FIELDS: Record<ImportFieldId, ImportFieldSpec> = {
  admissionNo: same('admissionNo', 'admissionnumber', 'admission'),
  rollNo: same('rollNo', 'rollnumber', 'roll'),
  firstName: ofUser('firstName', 'first', 'givenname'),
  middleName: ofUser('middleName'),
  lastName: ofUser('lastName', 'surname', 'familyname'),
  dariName: ofUser('dariName', 'nameindari'),
  displayName: ofUser('displayName'),
  username: ofUser('username'),
  gender: ofUser('gender', 'sex'),
  dateOfBirth: ofUser('dateOfBirth', 'birthdate', 'dob'),
  phone: ofUser('phone', 'phonenumber', 'mobile'),
  email: ofUser('email', 'emailaddress'),
  status: same('status'),
  classId: same('classId'),
  className: { headers: ['class', 'classname'], paths: ['classId'] },
  classCode: { headers: ['classcode'], paths: ['classId'] },
  admissionDate: same('admissionDate'),
  tazkiraNo: { headers: ['tazkirano', 'tazkiranumber', 'tazkira'], paths: ['tazkiraNo', 'user.tazkiraNo'] },
  bloodGroup: same('bloodGroup'),
  nationality: same('nationality'),
  religion: same('religion'),
  caste: same('caste'),
  previousSchool: same('previousSchool'),
  bankName: same('bankName'),
  bankAccountNo: same('bankAccountNo', 'bankaccountnumber'),
  currentAddress: same('currentAddress'),
  currentCity: same('currentCity'),
  currentState: same('currentState'),
  currentProvince: same('currentProvince'),
  currentCountry: same('currentCountry'),
  currentPostalCode: same('currentPostalCode'),
  originAddress: same('originAddress'),
  originCity: same('originCity'),
  originState: same('originState'),
  originProvince: same('originProvince'),
  originCountry: same('originCountry'),
  originPostalCode: same('originPostalCode'),
  // The export writes the parent's whole name in one column; it is split back on import.
  parentName: { headers: ['parentname', 'parent', 'guardianname'], paths: ['parent.user.firstName', 'parent.user.middleName', 'parent.user.lastName', 'parent'] },
  parentFirstName: { headers: ['parentfirstname'], paths: ['parent.user.firstName'] },
  parentMiddleName: { headers: ['parentmiddlename'], paths: ['parent.user.middleName'] },
  parentLastName: { headers: ['parentlastname'], paths: ['parent.user.lastName'] },
  parentDariName: { headers: ['parentdariname'], paths: ['parent.user.dariName'] },
  parentPhone: { headers: ['parentphone'], paths: ['parent.user.phone'] },
  parentEmail: { headers: ['parentemail'], paths: ['parent.user.email'] },
  parentRelationship: { headers: ['parentrelationship', 'relationship'], paths: ['parent.relationship'] },
  parentOccupation: { headers: ['parentoccupation', 'occupation'], paths: ['parent.occupation'] },
};

/** "Admission No", "admissionNo", "admission_no" → "admissionno". */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const FIELD_BY_HEADER = new Map<string, ImportFieldId>(
  IMPORT_FIELD_IDS.flatMap((id) => IMPORT_FIELDS[id].headers.map((header) => [header, id] as const)),
);

export type ImportColumns = {
  /** The file's header row, as written. */
  header: readonly string[];
  /** The column (index in a record) of each field the file has; the first of two alike wins. */
  fieldColumns: Partial<Record<ImportFieldId, number>>;
  /** Headers no field takes, as written (non-empty ones). */
  ignored: string[];
  /** Required fields the file has no column for. */
  missing: ImportFieldId[];
};

export function mapImportColumns(header: readonly string[]): ImportColumns {
  const fieldColumns: Partial<Record<ImportFieldId, number>> = {};
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = FIELD_BY_HEADER.get(normaliseHeader(name));
    if (field !== undefined && fieldColumns[field] === undefined) fieldColumns[field] = index;
    else if (name.trim() !== '') ignored.push(name.trim());
  });
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => fieldColumns[field] === undefined);
  return { header, fieldColumns, ignored, missing };
}

/** The file's header of the column a server error key (such as "user.phone") is about, if any. */
export function columnForErrorKey(columns: ImportColumns, key: string): string | null {
  for (const field of IMPORT_FIELD_IDS) {
    const index = columns.fieldColumns[field];
    if (index !== undefined && IMPORT_FIELDS[field].paths.includes(key)) return columns.header[index].trim();
  }
  return null;
}
