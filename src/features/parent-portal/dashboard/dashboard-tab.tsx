import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { useDashboard } from '@/features/parent-portal/api/get-dashboard';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { ChildCard } from '@/features/parent-portal/dashboard/child-card';
import { DashboardCards } from '@/features/parent-portal/dashboard/dashboard-cards';
import { DashboardNotifications } from '@/features/parent-portal/dashboard/dashboard-notifications';

export type DashboardTabProps = { selectedChildId: number | undefined; onSelectChild: (id: number) => void };

/** Spec §2.5: the search matches first name, last name or grade (a class name in English, Dari or Pashto too). */
export function matchesChildSearch(child: Child, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [child.firstName, child.lastName, child.grade, child.gradeDariName, child.gradePashtoName].some((value) => (value ?? '').toLocaleLowerCase().includes(needle));
}

/** The Dashboard tab (spec §2.5): the four cards, the children (search, select) and the latest notifications. */
export function DashboardTab({ selectedChildId, onSelectChild }: DashboardTabProps) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const [search, setSearch] = useState('');

  if (dashboard.isPending) return <PortalLoading label={t('parentPortal.dashboard.loading')} />;
  if (dashboard.isError) {
    return (
      <PortalQueryError
        title={t('parentPortal.dashboard.loadFailed')}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }

  const { children } = dashboard.data;
  const shown = children.filter((child) => matchesChildSearch(child, search));

  return (
    <Stack gap="lg">
      <DashboardCards dashboard={dashboard.data} />
      <Stack gap="sm" component="section" aria-labelledby="parent-portal-children">
        <Title order={3} size="h4" id="parent-portal-children">
          {t('parentPortal.dashboard.children')}
        </Title>
        {children.length === 0 ? (
          <Text c="dimmed">{t('parentPortal.noChildren')}</Text>
        ) : (
          <>
            <TextInput
              aria-label={t('parentPortal.dashboard.searchLabel')}
              placeholder={t('parentPortal.dashboard.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              type="search"
            />
            {shown.length === 0 ? (
              <Text c="dimmed">{t('parentPortal.dashboard.noMatch')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {shown.map((child) => (
                  <ChildCard key={child.id} child={child} selected={child.id === selectedChildId} onSelect={onSelectChild} />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
      <DashboardNotifications items={dashboard.data.recentNotifications} />
    </Stack>
  );
}
