import { Avatar, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@/contract/teachers';
import { useApiImage } from '@/lib/api/use-api-image';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

export type TeacherAvatarProps = { teacher: Teacher; name: string; size?: MantineSize | number };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The teacher's photo (fetched with the token), or their initials without one or when it fails. */
export function TeacherAvatar({ teacher, name, size = 'lg' }: TeacherAvatarProps) {
  const { t } = useTranslation();
  const photo = useApiImage(teacher.photo, teacherKeys.photo(teacher.id));
  return (
    <Avatar src={photo} alt={t('teachers.card.photoAlt', { name })} size={size} radius="xl" color="indigo">
      {initials(name)}
    </Avatar>
  );
}
