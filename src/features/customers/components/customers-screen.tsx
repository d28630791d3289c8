import { Alert, Grid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@/contract/permissions';
import type { Customer } from '@/contract/customers';
import { useCustomer } from '@/features/customers/api/get-customer';
import { CustomerCreateForm } from '@/features/customers/components/customer-create-form';
import { CustomerDetailsDialog } from '@/features/customers/components/customer-details-dialog';
import { CustomerEditDialog } from '@/features/customers/components/customer-edit-dialog';
import { CustomerListPane } from '@/features/customers/components/customer-list-pane';
import { CustomerTokenDialog } from '@/features/customers/components/token/customer-token-dialog';
import { useVisitorParam } from '@/features/customers/components/use-visitor-param';
import { useSessionUser } from '@/lib/session/use-session-user';

// Container queries: the panes sit side by side when the screen region (not the window) is wide
// enough, so an open sidebar is taken into account.
const PANE_BREAKPOINTS = { xs: '30rem', sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' };

type OpenDialog = 'token' | 'edit' | 'details' | null;

/**
 * The Customers screen, shown to users as "Visitors" (spec part 1 §2): the registration form on
 * the left, search and the list on the right; stacked on narrow screens. The create form and the
 * edit action follow the user's permissions (display only; the server checks every call).
 */
export function CustomersScreen() {
  const { t } = useTranslation();
  const { permissions } = useSessionUser();
  const canCreate = hasPermission(permissions, 'customer:create');
  const canEdit = hasPermission(permissions, 'customer:update');
  // Opened from the installed app's "New visitor" shortcut (public/manifest.webmanifest).
  const [startsNewVisitor] = useState(() => new URLSearchParams(window.location.search).has('new'));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Kept while a dialog closes, so its content does not vanish mid-animation.
  const [selected, setSelected] = useState<Customer | null>(null);

  const open = (next: Exclude<OpenDialog, null>) => (customer: Customer) => {
    setSelected(customer);
    setDialog(next);
  };
  const handleClose = () => setDialog(null);
  // A visitor opened by id (?visitor=…): "Open Zahra Karimi" from the register form or the outbox.
  const [visitorId, setVisitorId] = useVisitorParam();
  const visitor = useCustomer(visitorId);
  const closeVisitor = () => setVisitorId(null);

  return (
    <>
      {visitorId !== null && visitor.isError ? (
        <Alert color="red" variant="light" mb="md" withCloseButton onClose={closeVisitor} role="alert">
          {t('phones.openFailed')}
        </Alert>
      ) : null}
      <Grid gap="md" align="flex-start" type="container" breakpoints={PANE_BREAKPOINTS}>
        {canCreate ? (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CustomerCreateForm focusName={startsNewVisitor} onOpenCustomer={setVisitorId} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: canCreate ? 7 : 12 }}>
          <CustomerListPane
            canEdit={canEdit}
            onGenerateToken={open('token')}
            onEdit={open('edit')}
            onViewDetails={open('details')}
          />
        </Grid.Col>
      </Grid>
      <CustomerTokenDialog customer={selected} opened={dialog === 'token'} onClose={handleClose} />
      <CustomerDetailsDialog
        customer={selected}
        opened={dialog === 'details'}
        onClose={handleClose}
        onEdit={canEdit ? open('edit') : undefined}
      />
      <CustomerDetailsDialog
        customer={visitor.data ?? null}
        opened={visitorId !== null && visitor.data !== undefined}
        onClose={closeVisitor}
        onEdit={
          canEdit
            ? (customer) => {
                closeVisitor();
                open('edit')(customer);
              }
            : undefined
        }
      />
      <CustomerEditDialog
        customer={selected}
        opened={dialog === 'edit'}
        onClose={handleClose}
        onSaved={setSelected}
        onOpenCustomer={(id) => {
          handleClose();
          setVisitorId(id);
        }}
      />
    </>
  );
}

export default CustomersScreen;
