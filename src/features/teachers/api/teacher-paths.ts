/** Addresses of the teachers API (spec part 2 §7.2), relative to the API base `/api`. */
export const TEACHERS_PATH = '/teachers';
export const TEACHERS_STATS_PATH = `${TEACHERS_PATH}/stats`;
export const TEACHERS_BULK_UPDATE_PATH = `${TEACHERS_PATH}/bulk/update`;
export const TEACHERS_BULK_DELETE_PATH = `${TEACHERS_PATH}/bulk/delete`;

export function teacherPath(id: number): string {
  return `${TEACHERS_PATH}/${id}`;
}

export function teacherRestorePath(id: number): string {
  return `${teacherPath(id)}/restore`;
}

export function teacherPhotoPath(id: number): string {
  return `${teacherPath(id)}/photo`;
}

export function teacherDocumentsPath(id: number): string {
  return `${teacherPath(id)}/documents`;
}
