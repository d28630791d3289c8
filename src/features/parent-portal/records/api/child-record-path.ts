/** `/parents/{parentId}/students/{studentId}/{part}`: a child's record under the signed-in parent's own path. */
export function childRecordPath(parentId: number, studentId: number, part: string): string {
  return `/parents/${parentId}/students/${studentId}/${part}`;
}
