import { useTranslation } from 'react-i18next';
import { ImagePicker, type ImagePickerProps } from '@/lib/images/image-picker';

export type TeacherPhotoPickerProps = Omit<ImagePickerProps, 'texts'>;

/** The teacher's photo in the form (spec part 2 §2.3), in the teachers area's words. */
export function TeacherPhotoPicker(props: TeacherPhotoPickerProps) {
  const { t } = useTranslation();
  const texts = {
    preview: t('teacherForm.photo.preview'),
    current: t('teacherForm.photo.current'),
    drop: t('teacherForm.photo.drop'),
    choose: t('teacherForm.photo.choose'),
    rules: t('teacherForm.photo.rules'),
    remove: t('teacherForm.photo.remove'),
    problems: {
      invalidImage: t('teacherForm.messages.invalidImage'),
      imageTooLarge: t('teacherForm.messages.imageTooLarge'),
      uploadFailed: t('teacherForm.messages.photoFailed'),
    },
  };
  return <ImagePicker {...props} texts={texts} />;
}
