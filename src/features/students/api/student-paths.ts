/** Addresses of the students API (spec part 2 §7.1). */
export const STUDENTS_PATH = '/students';

export function studentPath(id: number): string {
  return `${STUDENTS_PATH}/${id}`;
}

export function studentCardPath(id: number): string {
  return `${studentPath(id)}/card`;
}

/** The file name the spec gives the downloaded card (part 2 §7.1). */
export function studentCardFileName(id: number): string {
  return `student-card-${id}.jpg`;
}
