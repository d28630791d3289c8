/** The photo rule of spec part 2 §5 (students' avatar, teachers' photo): an image type, at most `maxBytes`. */
export type ImageFileProblem = 'invalidImage' | 'imageTooLarge';

export function checkImageFile(file: Pick<File, 'type' | 'size'>, maxBytes: number): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidImage';
  if (file.size > maxBytes) return 'imageTooLarge';
  return null;
}
