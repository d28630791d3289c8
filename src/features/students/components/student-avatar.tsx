import { Avatar, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { initials } from '@/features/students/components/student-names';
import { useStudentPhoto } from '@/features/students/hooks/use-student-photo';

export type StudentAvatarProps = { student: Student; name: string; size?: MantineSize | number };

/**
 * The student's photo, or their initials when there is none (or it fails to load). The API serves
 * photos only with the bearer token, so it is fetched (useStudentPhoto), not linked.
 */
export function StudentAvatar({ student, name, size = 'md' }: StudentAvatarProps) {
  const { t } = useTranslation();
  const photo = useStudentPhoto(student.user.avatar, student.id);
  return (
    <Avatar src={photo} alt={t('students.profile.photoAlt', { name })} size={size} radius="xl" color="blue">
      {initials(name)}
    </Avatar>
  );
}
