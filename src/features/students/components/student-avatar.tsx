import { Avatar, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { initials } from '@/features/students/components/student-names';

export type StudentAvatarProps = { student: Student; name: string; size?: MantineSize | number };

/** The student's photo, or their initials when there is none (or it fails to load). */
export function StudentAvatar({ student, name, size = 'md' }: StudentAvatarProps) {
  const { t } = useTranslation();
  const photo = student.user.avatar;
  return (
    <Avatar src={photo ?? null} alt={t('students.profile.photoAlt', { name })} size={size} radius="xl" color="blue">
      {initials(name)}
    </Avatar>
  );
}
