import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildAnnouncement } from '@/contract/parent-child-records';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useChildAnnouncements } from '@/features/parent-portal/records/api/get-child-announcements';
import { RecordSection } from '@/features/parent-portal/records/record-section';
import { localFlatName } from '@/lib/names/local-record-name';

/** Lines of the body shown before "Show more". */
export const ANNOUNCEMENT_PREVIEW_LINES = 3;

/** Whether the clamped element hides text: measured, so "Show more" only shows when there is more (and follows resizes). */
function useOverflows(ref: RefObject<HTMLElement | null>, measure: boolean, text: string): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !measure) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure, text]);
  return overflows;
}

function AnnouncementRow({ announcement }: { announcement: ChildAnnouncement }) {
  const { t, i18n } = useTranslation();
  const format = usePortalFormat();
  const [expanded, setExpanded] = useState(false);
  const bodyRef = useRef<HTMLParagraphElement>(null);
  const bodyId = useId();
  // Measured only while clamped: opened, the text no longer overflows but "Show less" must stay.
  const overflows = useOverflows(bodyRef, !expanded, announcement.body);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={announcement.title}>
      <Stack gap={4}>
        <Text fw={600}>{announcement.title}</Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" component="time" dateTime={announcement.publishedAt}>
            {format.day(announcement.publishedAt)}
          </Text>
          <Badge size="xs" variant="light" color={announcement.className ? 'blue' : 'gray'}>
            {announcement.className ? localFlatName(announcement, 'class', i18n.language) : t('portalRecords.announcements.schoolWide')}
          </Badge>
        </Group>
        <Text ref={bodyRef} id={bodyId} size="sm" lineClamp={expanded ? undefined : ANNOUNCEMENT_PREVIEW_LINES} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {announcement.body}
        </Text>
        {(overflows || expanded) && (
          <Button variant="subtle" size="compact-xs" style={{ alignSelf: 'flex-start' }} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? t('portalRecords.announcements.showLess') : t('portalRecords.announcements.showMore')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The school's live announcements for the child's parents, newest first. */
export function AnnouncementsList({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const announcements = useChildAnnouncements(studentId);

  const body = () => {
    if (announcements.isPending) return <PortalLoading label={t('portalRecords.announcements.loading')} />;
    if (announcements.isError) {
      return (
        <PortalQueryError
          title={t('portalRecords.announcements.errorTitle')}
          fallback={t('portalRecords.announcements.errorFallback')}
          error={announcements.error}
          onRetry={() => void announcements.refetch()}
          retrying={announcements.isFetching}
        />
      );
    }
    if (announcements.data.length === 0) return <PortalEmpty icon={<IconSpeakerphone size={28} aria-hidden />} text={t('portalRecords.announcements.empty')} />;
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalRecords.announcements.title')}>
        {announcements.data.map((announcement) => (
          <AnnouncementRow key={announcement.id} announcement={announcement} />
        ))}
      </Stack>
    );
  };

  return (
    <RecordSection id="announcements" title={t('portalRecords.announcements.title')}>
      {body()}
    </RecordSection>
  );
}
