import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { apiErrorText } from '@/lib/api/api-error-text';
import { calendarDayInstant, formatCalendarDay } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { localizedNames } from '@/lib/names/localized-name';
import { useStudent } from '@/features/students/api/get-student';
import { useStudentPrintCount } from '@/features/students/api/get-student-print-count';
import { presentRows, ProfileSection } from '@/features/students/components/profile-section';
import { StudentAvatar } from '@/features/students/components/student-avatar';
import { dariName, englishName, personName } from '@/features/students/components/student-names';
import { StudentStatusBadge } from '@/features/students/components/student-status-badge';
import { useLocalName } from '@/lib/names/use-local-name';

export type StudentProfileModalProps = {
  /** The list's copy; the modal asks the server for the current one while showing it. */
  student: Student | null;
  opened: boolean;
  onClose: () => void;
  /** Absent when the user may not edit. */
  onEdit?: (student: Student) => void;
  onPrintCard: (student: Student) => void;
  printing: boolean;
};

/** A student's full record (spec part 2 §2.1 "Student profile modal"). */
export function StudentProfileModal({ student: shown, opened, onClose, onEdit, onPrintCard, printing }: StudentProfileModalProps) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const { locale } = useFormatLocale();
  const detail = useStudent(opened ? shown : null);
  const printCount = useStudentPrintCount(opened && shown ? shown.id : null);
  const student = detail.data ?? shown;
  if (!student) return <Modal opened={false} onClose={onClose} />;

  const name = englishName(student);
  const dari = dariName(student);
  // The heading: the Dari name first in Dari and Pashto (englishName is never blank).
  const heading = localizedNames({ latin: name, dari }, i18n.language) ?? { primary: { text: name, lang: 'en', dir: 'ltr' }, secondary: null };
  const { user, parent } = student;
  const count = printCount.data ?? student.cardPrintCount;
  const ltr = (value: string | null) => (value ? <span dir="ltr">{value}</span> : null);
  // A stored day (YYYY-MM-DD) in the reader's calendar; anything unreadable as stored.
  const day = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(calendarDayInstant(value).getTime()) ? formatCalendarDay(value, locale) : ltr(value);

  const personal = presentRows([
    { label: t('students.profile.fields.fullName'), value: name },
    { label: t('students.profile.fields.dariName'), value: dari ? <span dir="rtl" lang="fa">{dari}</span> : null },
    { label: t('students.profile.fields.displayName'), value: user.displayName },
    { label: t('students.profile.fields.username'), value: user.username },
    { label: t('students.profile.fields.gender'), value: user.gender ? t(`students.gender.${user.gender}`) : null },
    { label: t('students.profile.fields.dateOfBirth'), value: day(user.dateOfBirth ?? user.birthDate) },
    { label: t('students.profile.fields.phone'), value: ltr(user.phone) },
    { label: t('students.profile.fields.email'), value: ltr(user.email) },
    { label: t('students.profile.fields.tazkiraNo'), value: ltr(student.tazkiraNo ?? user.tazkiraNo) },
    { label: t('students.profile.fields.bloodGroup'), value: ltr(student.bloodGroup) },
    { label: t('students.profile.fields.nationality'), value: student.nationality },
    { label: t('students.profile.fields.religion'), value: student.religion },
    { label: t('students.profile.fields.caste'), value: student.caste },
  ]);
  const academic = presentRows([
    { label: t('students.profile.fields.admissionNo'), value: ltr(student.admissionNo) },
    { label: t('students.profile.fields.rollNo'), value: ltr(student.rollNo) },
    { label: t('students.profile.fields.class'), value: student.class ? `${localName(student.class)} (${student.class.code})` : null },
    { label: t('students.profile.fields.admissionDate'), value: day(student.admissionDate) },
    { label: t('students.profile.fields.status'), value: <StudentStatusBadge status={student.status} /> },
    { label: t('students.profile.fields.previousSchool'), value: student.previousSchool },
  ]);
  const address = (prefix: 'origin' | 'current') =>
    presentRows([
      { label: t('students.profile.fields.address'), value: student[`${prefix}Address`] },
      { label: t('students.profile.fields.city'), value: student[`${prefix}City`] },
      { label: t('students.profile.fields.state'), value: student[`${prefix}State`] },
      { label: t('students.profile.fields.province'), value: student[`${prefix}Province`] },
      { label: t('students.profile.fields.country'), value: student[`${prefix}Country`] },
      { label: t('students.profile.fields.postalCode'), value: ltr(student[`${prefix}PostalCode`]) },
    ]);
  const banking = presentRows([
    { label: t('students.profile.fields.bankName'), value: student.bankName },
    { label: t('students.profile.fields.bankAccountNo'), value: ltr(student.bankAccountNo) },
  ]);
  const yesNo = (value: boolean) => (value ? t('students.profile.fields.yes') : t('students.profile.fields.no'));
  const parentRows = parent
    ? presentRows([
        { label: t('students.profile.fields.parentName'), value: personName(parent.user) },
        {
          label: t('students.profile.fields.dariName'),
          value: parent.user.dariName ? <span dir="rtl" lang="fa">{parent.user.dariName}</span> : null,
        },
        { label: t('students.profile.fields.relationship'), value: parent.relationship },
        { label: t('students.profile.fields.phone'), value: ltr(parent.user.phone) },
        { label: t('students.profile.fields.email'), value: ltr(parent.user.email) },
        { label: t('students.profile.fields.username'), value: parent.user.username },
        { label: t('students.profile.fields.occupation'), value: parent.occupation },
        { label: t('students.profile.fields.guardian'), value: yesNo(parent.isGuardian) },
        { label: t('students.profile.fields.emergencyContact'), value: yesNo(parent.isEmergencyContact) },
      ])
    : [];

  return (
    <Modal opened={opened} onClose={onClose} title={t('students.profile.title')} size="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <StudentAvatar student={student} name={name} size={72} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <span lang={heading.primary.lang} dir={heading.primary.dir}>
                {heading.primary.text}
              </span>
            </Title>
            {heading.secondary ? (
              <Text c="dimmed" size={heading.secondary.lang === 'en' ? 'sm' : undefined}>
                <span lang={heading.secondary.lang} dir={heading.secondary.dir}>
                  {heading.secondary.text}
                </span>
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {printCount.isError
                ? t('students.profile.printCountFailed')
                : t('students.profile.printCount', { count })}
            </Text>
          </Stack>
        </Group>
        {detail.isError ? (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('students.profile.loadFailed', { error: apiErrorText(detail.error, t('students.list.errorFallback')) })}
          </Alert>
        ) : null}
        <ProfileSection title={t('students.profile.sections.personal')} rows={personal} />
        <Divider />
        <ProfileSection title={t('students.profile.sections.academic')} rows={academic} />
        <Divider />
        <ProfileSection title={t('students.profile.sections.origin')} rows={address('origin')} />
        <Divider />
        <ProfileSection title={t('students.profile.sections.current')} rows={address('current')} />
        <Divider />
        <ProfileSection title={t('students.profile.sections.banking')} rows={banking} />
        <Divider />
        <ProfileSection title={t('students.profile.sections.parent')} rows={parentRows} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="light"
            color="teal"
            leftSection={<IconId size={16} aria-hidden />}
            onClick={() => onPrintCard(student)}
            disabled={printing}
            aria-busy={printing}
          >
            {printing ? t('students.actions.generating') : t('students.actions.printCard')}
          </Button>
          {onEdit ? (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(student)}>
              {t('students.actions.edit')}
            </Button>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('students.profile.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
