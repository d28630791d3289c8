import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageFile, type ImageFileProblem } from '@/lib/images/check-image-file';

export type ImageChoice = { file: File; previewUrl: string };
export type ImageChoiceProblem = ImageFileProblem | 'uploadFailed';

/**
 * The photo picked in a form (a student's avatar, a teacher's photo), with its preview URL. The
 * URL is made when the file is picked and released when it is replaced, removed or the form goes
 * away (object URLs hold the file in memory until revoked). `maxBytes` is the area's size limit.
 */
export function useImageChoice(maxBytes: number) {
  const [choice, setChoice] = useState<ImageChoice | null>(null);
  const [problem, setProblem] = useState<ImageChoiceProblem | null>(null);
  const current = useRef<ImageChoice | null>(null);

  const replace = useCallback((next: ImageChoice | null) => {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    current.current = next;
    setChoice(next);
  }, []);

  useEffect(() => () => replace(null), [replace]);

  const pick = useCallback(
    (file: File) => {
      const fileProblem = checkImageFile(file, maxBytes);
      setProblem(fileProblem);
      // A refused file leaves the earlier choice in place.
      if (fileProblem === null) replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [replace, maxBytes],
  );

  const remove = useCallback(() => {
    setProblem(null);
    replace(null);
  }, [replace]);

  const markUploadFailed = useCallback(() => setProblem('uploadFailed'), []);
  const clearProblem = useCallback(() => setProblem(null), []);

  return { choice, problem, pick, remove, markUploadFailed, clearProblem };
}
