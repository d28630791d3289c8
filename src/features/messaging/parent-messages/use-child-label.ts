import { useTranslation } from 'react-i18next';
import type { ParentInboxItem } from '@/contract/parent-inbox';

/** "About Omid Safi (Grade 7 A)", or that the message is about no one child. */
export function useChildLabel(): (student: ParentInboxItem['student']) => string {
  const { t } = useTranslation();
  return (student) => {
    if (!student) return t('messaging.parentInbox.notAboutChild');
    return student.className
      ? t('messaging.parentInbox.aboutChild', { name: student.name, className: student.className })
      : t('messaging.parentInbox.aboutChildNoClass', { name: student.name });
  };
}
