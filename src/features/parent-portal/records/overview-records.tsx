import { SimpleGrid, Stack } from '@mantine/core';
import { AnnouncementsList } from '@/features/parent-portal/records/announcements-list';
import { ChildDocumentsList } from '@/features/parent-portal/records/child-documents-list';
import { WeeklyTimetable } from '@/features/parent-portal/records/weekly-timetable';

/** The Overview tab's records after the spec's profile sections: the week's lessons, the school's announcements, the child's documents. */
export function OverviewRecords({ studentId }: { studentId: number }) {
  return (
    <Stack gap="md">
      <WeeklyTimetable studentId={studentId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AnnouncementsList studentId={studentId} />
        <ChildDocumentsList studentId={studentId} />
      </SimpleGrid>
    </Stack>
  );
}
