import { useTranslation } from 'react-i18next';
import { ImagePicker, type ImagePickerProps } from '@/lib/images/image-picker';

export type StudentAvatarPickerProps = Omit<ImagePickerProps, 'texts'>;

/** The student's photo in the form (spec part 2 §2.1), in the students area's words. */
export function StudentAvatarPicker(props: StudentAvatarPickerProps) {
  const { t } = useTranslation();
  const texts = {
    preview: t('studentForm.photo.preview'),
    current: t('studentForm.photo.current'),
    drop: t('studentForm.photo.drop'),
    choose: t('studentForm.photo.choose'),
    rules: t('studentForm.photo.rules'),
    remove: t('studentForm.photo.remove'),
    problems: {
      invalidImage: t('studentForm.messages.invalidImage'),
      imageTooLarge: t('studentForm.messages.imageTooLarge'),
      uploadFailed: t('studentForm.messages.avatarFailed'),
    },
  };
  return <ImagePicker {...props} texts={texts} />;
}
