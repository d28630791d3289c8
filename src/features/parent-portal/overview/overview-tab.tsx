import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconInfoCircle, IconStar } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { fullName, gradeSection } from '@/features/parent-portal/components/portal-format';
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { OverviewRecords } from '@/features/parent-portal/records/overview-records';
import { useAttendancePeriodLabel } from '@/lib/dates/use-attendance-period-label';
import { useLocalName } from '@/lib/names/use-local-name';

function Section({ title, children }: { title: string; children: ReactNode }) {
  // A React id: one made from the title was the same for every Dari or Pashto title (\W is all of it).
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A labelled value as a term and its description (read out together). Emails and phone numbers
 * are links with `dir="ltr"`: isolated, so "+93 70…" is not scrambled in Dari and Pashto.
 */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The Overview tab (spec §2.5): the selected child's profile from the Child the portal already has,
 * then the week's timetable, announcements and documents (read under the parent's own path).
 */
export function OverviewTab({ child }: PortalChildTabProps) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const format = usePortalFormat();
  const periodLabel = useAttendancePeriodLabel();
  if (!child) {
    return (
      <Alert role="status" color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('parentPortal.overview.notFound')}
      </Alert>
    );
  }
  const notProvided = t('parentPortal.notProvided');
  const text = (value: string | null | undefined) => (value?.trim() ? value : notProvided);
  const active = child.status.toUpperCase() === 'ACTIVE';
  const emergency = child.emergencyContact;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3">
              {fullName(child)}
            </Title>
            <Text c="dimmed">{gradeSection(child, t, i18n.language)}</Text>
          </div>
          <Badge color={active ? 'green' : 'gray'} variant="light" aria-label={`${t('parentPortal.overview.status')}: ${active ? t('parentPortal.overview.active') : t('parentPortal.overview.inactive')}`}>
            {active ? t('parentPortal.overview.active') : t('parentPortal.overview.inactive')}
          </Badge>
        </Group>
        <Group gap="sm" mt="sm">
          <Badge size="lg" variant="light" color={gradeBandColor(child.averageGrade)}>
            {t('parentPortal.overview.averageGrade')}: {format.percent(child.averageGrade)}
          </Badge>
          <Badge size="lg" variant="light" color={gradeBandColor(child.attendance)}>
            {t('parentPortal.overview.attendance')} ({periodLabel(child.attendancePeriod)}): {format.percent(child.attendance)}
          </Badge>
        </Group>
      </Paper>

      <Section title={t('parentPortal.overview.profile')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          <Field label={t('parentPortal.overview.rollNumber')}>{text(child.rollNumber)}</Field>
          <Field label={t('parentPortal.overview.email')}>
            {child.email ? <Anchor dir="ltr" href={`mailto:${child.email}`}>{child.email}</Anchor> : notProvided}
          </Field>
          <Field label={t('parentPortal.overview.phone')}>
            {child.phoneNumber ? <Anchor dir="ltr" href={`tel:${child.phoneNumber}`}>{child.phoneNumber}</Anchor> : notProvided}
          </Field>
          <Field label={t('parentPortal.overview.dateOfBirth')}>{format.day(child.dateOfBirth, t('parentPortal.notProvided'))}</Field>
          <Field label={t('parentPortal.overview.gender')}>{text(child.gender)}</Field>
          <Field label={t('parentPortal.overview.bloodGroup')}>{text(child.bloodGroup)}</Field>
          <Field label={t('parentPortal.overview.enrollmentDate')}>{format.day(child.enrollmentDate, t('parentPortal.notProvided'))}</Field>
          <Field label={t('parentPortal.overview.status')}>{active ? t('parentPortal.overview.active') : t('parentPortal.overview.inactive')}</Field>
          <Field label={t('parentPortal.overview.address')}>{text(child.address)}</Field>
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('parentPortal.overview.recentActivity')}>
          {child.recentActivity.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('parentPortal.overview.noActivity')}
            </Text>
          ) : (
            <List spacing="xs" listStyleType="none" ps={0}>
              {child.recentActivity.map((item, index) => (
                <List.Item key={`${item.date}-${index}`} icon={item.type === 'grade' ? <IconStar size={16} aria-hidden /> : <IconClipboardCheck size={16} aria-hidden />}>
                  <Text size="sm">
                    {t(`parentPortal.overview.activityTypes.${item.type}`)}: {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.day(item.date, t('parentPortal.notProvided'))}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>

        <Section title={t('parentPortal.overview.subjects')}>
          {child.subjects.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('parentPortal.overview.noSubjects')}
            </Text>
          ) : (
            <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {/* Each subject in the reader's language (its Dari/Pashto name when given); a copy without the forms shows the names. */}
              {(child.subjectNames ?? child.subjects.map((name) => ({ name }))).map((subject) => (
                <li key={subject.name}>
                  <Badge variant="outline">{localName(subject)}</Badge>
                </li>
              ))}
            </Group>
          )}
        </Section>

        <Section title={t('parentPortal.overview.classTeacher')}>
          {child.teacherName ? (
            <Stack component="dl" gap="xs" m={0}>
              <Field label={t('parentPortal.overview.teacherName')}>{child.teacherName}</Field>
              <Field label={t('parentPortal.overview.email')}>
                {child.teacherEmail ? <Anchor dir="ltr" href={`mailto:${child.teacherEmail}`}>{child.teacherEmail}</Anchor> : notProvided}
              </Field>
              <Field label={t('parentPortal.overview.phone')}>
                {child.teacherPhone ? <Anchor dir="ltr" href={`tel:${child.teacherPhone}`}>{child.teacherPhone}</Anchor> : notProvided}
              </Field>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {t('parentPortal.overview.noTeacher')}
            </Text>
          )}
        </Section>

        <Section title={t('parentPortal.overview.emergencyContact')}>
          <Stack component="dl" gap="xs" m={0}>
            <Field label={t('parentPortal.overview.contactName')}>{text(emergency?.name)}</Field>
            <Field label={t('parentPortal.overview.relationship')}>{text(emergency?.relationship)}</Field>
            <Field label={t('parentPortal.overview.phone')}>
              {emergency?.phone ? <Anchor dir="ltr" href={`tel:${emergency.phone}`}>{emergency.phone}</Anchor> : notProvided}
            </Field>
          </Stack>
        </Section>
      </SimpleGrid>

      <OverviewRecords studentId={child.id} />
    </Stack>
  );
}
