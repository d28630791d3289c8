import { Anchor, Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@/contract/customers';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { priorityColor, typeColor } from '@/features/customers/components/customer-badges';
import { optionLabel } from '@/features/customers/components/customer-options';
import { formatLongDateTime } from '@/features/customers/components/format-long-date-time';

export type CustomerDetailsDialogProps = {
  customer: Customer | null;
  opened: boolean;
  onClose: () => void;
  /** Absent when the user may not edit: the Edit Customer button is then hidden. */
  onEdit?: (customer: Customer) => void;
};

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

type Row = { label: string; value: ReactNode };

function Section({ title, rows, columns = 2 }: { title: string; rows: Row[]; columns?: 1 | 2 }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h6" c="dimmed" tt="uppercase">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: columns }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
        {rows.map((row) => (
          <div key={row.label} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Only the rows that have a value. */
function rowsOf(rows: Array<Row | false>): Row[] {
  return rows.filter((row): row is Row => row !== false);
}

/** A visitor's full record (spec part 1 §2 "Customer details dialog"); a section only when it has content. */
export function CustomerDetailsDialog({ customer, opened, onClose, onEdit }: CustomerDetailsDialogProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  if (!customer) return <Modal opened={false} onClose={onClose} />;

  const text = (value: string | null | undefined) => (present(value) ? value : null);
  const phone = text(customer.phone) ?? text(customer.mobile);
  const metadata = Object.entries(customer.metadata ?? {}).filter(([key]) => key.trim() !== '');

  const basic = rowsOf([
    { label: t('customers.details.fullName'), value: text(customer.name) ?? t('customers.card.unknownName') },
    present(customer.dariName) && { label: t('customers.fields.dariName'), value: <span lang="fa" dir="rtl">{customer.dariName}</span> },
    phone !== null && { label: t('customers.fields.phone'), value: <span dir="ltr">{phone}</span> },
    present(customer.mobile) && customer.mobile !== phone && { label: t('customers.fields.mobile'), value: <span dir="ltr">{customer.mobile}</span> },
    present(customer.email) && { label: t('customers.fields.email'), value: <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> },
    present(customer.gender) && { label: t('customers.fields.gender'), value: optionLabel(t, 'gender', customer.gender) },
    present(customer.type) && {
      label: t('customers.fields.type'),
      value: (
        <Badge variant="light" color={typeColor(customer.type)}>
          {optionLabel(t, 'type', customer.type)}
        </Badge>
      ),
    },
  ]);
  const contact = rowsOf([
    present(customer.address) && { label: t('customers.fields.address'), value: customer.address },
    present(customer.city) && { label: t('customers.fields.city'), value: customer.city },
    present(customer.country) && { label: t('customers.fields.country'), value: customer.country },
  ]);
  const business = rowsOf([
    present(customer.purpose) && { label: t('customers.fields.purpose'), value: optionLabel(t, 'purpose', customer.purpose) },
    present(customer.department) && { label: t('customers.fields.department'), value: optionLabel(t, 'department', customer.department) },
    present(customer.source) && { label: t('customers.fields.source'), value: optionLabel(t, 'source', customer.source) },
    present(customer.priority) && {
      label: t('customers.fields.priority'),
      value: (
        <Badge variant="light" color={priorityColor(customer.priority)}>
          {optionLabel(t, 'priority', customer.priority)}
        </Badge>
      ),
    },
    present(customer.referredTo) && { label: t('customers.details.referredTo'), value: optionLabel(t, 'referredTo', customer.referredTo) },
  ]);
  const additional = rowsOf([
    present(customer.company) && { label: t('customers.fields.company'), value: customer.company },
    present(customer.website) && {
      label: t('customers.fields.website'),
      value: /^https?:\/\//i.test(customer.website) ? (
        <Anchor href={customer.website} target="_blank" rel="noopener noreferrer">
          {customer.website}
        </Anchor>
      ) : (
        customer.website
      ),
    },
    present(customer.occupation) && { label: t('customers.fields.occupation'), value: customer.occupation },
  ]);
  const remarks = rowsOf([
    present(customer.remarks) && { label: t('customers.fields.remarks'), value: customer.remarks },
    present(customer.notes) && { label: t('customers.fields.notes'), value: customer.notes },
  ]);
  const timeline = rowsOf([
    present(customer.createdAt) && { label: t('customers.details.created'), value: formatLongDateTime(customer.createdAt, locale) },
    present(customer.updatedAt) && { label: t('customers.details.lastUpdated'), value: formatLongDateTime(customer.updatedAt, locale) },
  ]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text component="span" fw={700} size="lg">{t('customers.details.title')}</Text>}
      size="lg"
    >
      <Stack gap="md">
        <Section title={t('customers.details.basic')} rows={basic} />
        <Section title={t('customers.details.contact')} rows={contact} />
        <Section title={t('customers.details.business')} rows={business} />
        <Section title={t('customers.details.additional')} rows={additional} />
        <Section title={t('customers.details.remarks')} rows={remarks} columns={1} />
        <Section title={t('customers.details.metadata')} rows={metadata.map(([key, value]) => ({ label: key, value }))} />
        <Section title={t('customers.details.timeline')} rows={timeline} />
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('customers.details.close')}
          </Button>
          {onEdit ? <Button onClick={() => onEdit(customer)}>{t('customers.details.edit')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
