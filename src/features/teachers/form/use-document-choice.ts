import { useCallback, useState } from 'react';
import { checkDocumentFiles, type RefusedDocument } from '@/features/teachers/form/check-document-files';

/** The documents picked in the form (not yet uploaded), and the files last refused with why. */
export function useDocumentChoice() {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedDocument[]>([]);
  const [uploadFailed, setUploadFailed] = useState(false);

  const add = useCallback(
    (offered: readonly File[]) => {
      const checked = checkDocumentFiles(files, offered);
      setFiles(checked.files);
      setRefused(checked.refused);
      setUploadFailed(false);
    },
    [files],
  );

  const remove = useCallback((file: File) => {
    setFiles((kept) => kept.filter((chosen) => chosen !== file));
    setRefused([]);
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setRefused([]);
    setUploadFailed(false);
  }, []);

  const markUploadFailed = useCallback(() => setUploadFailed(true), []);
  const clearProblem = useCallback(() => {
    setRefused([]);
    setUploadFailed(false);
  }, []);

  return { files, refused, uploadFailed, add, remove, clear, markUploadFailed, clearProblem };
}
