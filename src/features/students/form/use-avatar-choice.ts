import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAvatarFile, type AvatarFileProblem } from '@/features/students/form/check-avatar-file';

export type AvatarChoice = { file: File; previewUrl: string };

/**
 * The photo picked in the form, with its preview URL. The URL is made when the file is picked and
 * released when it is replaced, removed or the form goes away (object URLs hold the file in
 * memory until revoked).
 */
export function useAvatarChoice() {
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [problem, setProblem] = useState<AvatarFileProblem | 'uploadFailed' | null>(null);
  const current = useRef<AvatarChoice | null>(null);

  const replace = useCallback((next: AvatarChoice | null) => {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    current.current = next;
    setChoice(next);
  }, []);

  useEffect(() => () => replace(null), [replace]);

  const pick = useCallback(
    (file: File) => {
      const fileProblem = checkAvatarFile(file);
      setProblem(fileProblem);
      // A refused file leaves the earlier choice in place.
      if (fileProblem === null) replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [replace],
  );

  const remove = useCallback(() => {
    setProblem(null);
    replace(null);
  }, [replace]);

  const markUploadFailed = useCallback(() => setProblem('uploadFailed'), []);
  const clearProblem = useCallback(() => setProblem(null), []);

  return { choice, problem, pick, remove, markUploadFailed, clearProblem };
}
