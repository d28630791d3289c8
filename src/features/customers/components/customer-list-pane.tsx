import { Alert, Center, Kbd, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCloudOff, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LIST_LIMIT, type Customer } from '@/contract/customers';
import { customerErrorMessage } from '@/features/customers/api/customer-error-message';
import { useVisitorList } from '@/features/customers/api/use-visitor-list';
import { useConnectionState } from '@/lib/connection/connection-status';
import { CustomerCard } from '@/features/customers/components/customer-card';
import { useSlashToFocus } from '@/features/customers/hooks/use-slash-to-focus';

/** Typing pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type CustomerListPaneProps = {
  canEdit: boolean;
  onGenerateToken: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onViewDetails: (customer: Customer) => void;
};

/** The right pane: the search box and the visitors it finds (spec part 1 §2). */
export function CustomerListPane({ canEdit, onGenerateToken, onEdit, onViewDetails }: CustomerListPaneProps) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch, , debounce] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useSlashToFocus(searchRef);

  const list = useVisitorList({ search: search.trim(), networkSearch: debouncedSearch, limit: CUSTOMER_LIST_LIMIT });
  const customers = list.customers ?? [];
  const total = list.total;
  // Offline, or the server's answer failed: the list is what this device kept; say so (at once
  // when the connection is known to be down, rather than after the request's retries).
  const connection = useConnectionState();
  const keptOnlyReason =
    connection !== 'online'
      ? t(`connection.state.${connection}`)
      : list.error
        ? customerErrorMessage(list.error, t('customers.messages.fetchFailed'))
        : null;
  // The shown list stays while the server is asked; the box shows that it is working.
  const updating = list.refreshing && !list.loading;

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      debounce.flush();
    } else if (event.key === 'Escape' && search !== '') {
      setSearch('');
    }
  };

  let body;
  if (list.loading) {
    body = (
      <Center py="lg" role="status">
        <Text c="dimmed">{t('customers.list.loading')}</Text>
      </Center>
    );
  } else if (list.error && customers.length === 0) {
    body = (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {customerErrorMessage(list.error, t('customers.messages.fetchFailed'))}
      </Alert>
    );
  } else if (customers.length === 0) {
    body = (
      <Center py="lg" role="status">
        <Text c="dimmed">{t('customers.messages.noCustomers')}</Text>
      </Center>
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('customers.list.label')}>
        {customers.map((customer) => (
          <li key={customer.id}>
            <CustomerCard
              customer={customer}
              pendingState={list.pending.get(customer.id)}
              canEdit={canEdit}
              onGenerateToken={onGenerateToken}
              onEdit={onEdit}
              onViewDetails={onViewDetails}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('customers.list.label')}>
      <Stack gap="sm">
        <TextInput
          ref={searchRef}
          type="search"
          label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={handleSearchKeyDown}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            updating ? (
              <Loader size={16} aria-label={t('customers.search.updating')} />
            ) : (
              <Kbd size="xs" title={t('customers.search.shortcut')} aria-hidden>
                /
              </Kbd>
            )
          }
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          size="md"
        />
        {keptOnlyReason && customers.length > 0 ? (
          <Alert role="status" color="yellow" variant="light" icon={<IconCloudOff aria-hidden />}>
            {t('customers.list.keptOnDevice', { reason: keptOnlyReason })}
          </Alert>
        ) : null}
        {total !== null && total > customers.length && customers.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t(list.totalCapped ? 'customers.list.countCapped' : 'customers.list.count', {
              shown: customers.length,
              total,
            })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Paper>
  );
}
