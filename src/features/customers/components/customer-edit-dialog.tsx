import { Alert, Button, Divider, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_GENDERS,
  CUSTOMER_PRIORITIES,
  CUSTOMER_PURPOSES,
  CUSTOMER_REFERRED_TO,
  CUSTOMER_SOURCES,
  CUSTOMER_TYPES,
  EDIT_FORM_DEFAULTS,
  toCanonical,
  type Customer,
  type PhoneOwner,
  type UpdateCustomerInput,
} from '@/contract/customers';
import { PHONE_INPUT_MAX_LENGTH, normalizePhoneNumber } from '@/contract/phone-number';
import { customerErrorMessage, customerFieldErrors, phoneOwnerOfError } from '@/features/customers/api/customer-error-message';
import { customerVersion, customerWithEdit, useUpdateCustomer } from '@/features/customers/api/update-customer';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { CustomerMetadataEditor, type MetadataDraft } from '@/features/customers/components/customer-metadata-editor';
import { canonicalOptions, withNotSelected } from '@/features/customers/components/customer-options';
import { toMetadataRecord, type MetadataEntry } from '@/features/customers/components/metadata-entries';
import { PhoneTakenChoice } from '@/features/customers/components/phone-taken-choice';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { lengthHint } from '@/lib/ui/length-hint';

export type CustomerEditDialogProps = {
  customer: Customer | null;
  opened: boolean;
  onClose: () => void;
  /** Called with the saved customer after the dialog's update succeeded. */
  onSaved?: (customer: Customer) => void;
  /** Opens another visitor's details ("Open Zahra Karimi" when the phone is theirs). */
  onOpenCustomer?: (id: string) => void;
};

type EditFormValues = {
  name: string;
  dariName: string;
  phone: string;
  mobile: string;
  email: string;
  gender: string;
  type: string;
  address: string;
  street: string;
  city: string;
  country: string;
  postalCode: string;
  purpose: string;
  department: string;
  source: string;
  priority: string;
  referredTo: string;
  company: string;
  website: string;
  occupation: string;
  remarks: string;
  notes: string;
};

// The same rules as the contract's schemas (src/contract/customers.ts), with translated messages.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE_PATTERN = /^https?:\/\/\S+$/i;

/** The Dari name is typed right to left whatever the UI language. */
const RIGHT_TO_LEFT_INPUT = { input: { direction: 'rtl' as const } };

function canonicalOr(value: string | null | undefined, fallback: string): string {
  return value && value.trim() !== '' ? toCanonical(value) : fallback;
}

function initialValuesOf(customer: Customer): EditFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(customer.name),
    dariName: text(customer.dariName),
    phone: text(customer.phone),
    mobile: text(customer.mobile),
    email: text(customer.email),
    // Spec part 1 §3: MALE, STUDENT, MEDIUM and OWNER when the customer has none.
    gender: canonicalOr(customer.gender, EDIT_FORM_DEFAULTS.gender),
    type: canonicalOr(customer.type, EDIT_FORM_DEFAULTS.type),
    address: text(customer.address),
    street: text(customer.street),
    city: text(customer.city),
    country: text(customer.country),
    postalCode: text(customer.postalCode),
    purpose: canonicalOr(customer.purpose, ''),
    department: canonicalOr(customer.department, ''),
    source: canonicalOr(customer.source, ''),
    priority: canonicalOr(customer.priority, EDIT_FORM_DEFAULTS.priority),
    referredTo: canonicalOr(customer.referredTo, EDIT_FORM_DEFAULTS.referredTo),
    company: text(customer.company),
    website: text(customer.website),
    occupation: text(customer.occupation),
    remarks: text(customer.remarks),
    notes: text(customer.notes),
  };
}

/** The number in its stored form when it is one (the server checks it again), else as typed. */
function phoneOf(value: string): string {
  return normalizePhoneNumber(value) ?? value.trim();
}

function entriesOf(metadata: Record<string, string> | null | undefined): MetadataEntry[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value }));
}

function payloadOf(values: EditFormValues, customer: Customer, entries: readonly MetadataEntry[]): UpdateCustomerInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    dariName: optional(values.dariName),
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    phone: phoneOf(values.phone),
    mobile: values.mobile.trim() === '' ? null : phoneOf(values.mobile),
    email: optional(values.email),
    gender: values.gender,
    type: values.type,
    purpose: optional(values.purpose),
    department: optional(values.department),
    source: optional(values.source),
    priority: values.priority,
    referredTo: values.referredTo,
    status: customer.status,
    address: optional(values.address),
    street: optional(values.street),
    city: optional(values.city),
    country: optional(values.country),
    postalCode: optional(values.postalCode),
    company: optional(values.company),
    website: optional(values.website),
    occupation: optional(values.occupation),
    remarks: optional(values.remarks),
    notes: optional(values.notes),
    metadata: toMetadataRecord(entries),
    tags: customer.tags ?? [],
  };
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Title order={3} size="h5" component="legend" p={0} mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

type EditCustomerFormProps = {
  customer: Customer;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
  onOpenCustomer?: (id: string) => void;
  onBusyChange: (busy: boolean) => void;
};

const EMPTY_DRAFT: MetadataDraft = { key: '', value: '' };

function EditCustomerForm({ customer, onClose, onSaved, onOpenCustomer, onBusyChange }: EditCustomerFormProps) {
  const { t } = useTranslation();
  const updateCustomer = useUpdateCustomer();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The server's 409: the new phone is this visitor's; open them, or save anyway.
  const [phoneOwner, setPhoneOwner] = useState<PhoneOwner | null>(null);
  // Custom fields can be added, changed (the same name again) and removed after registration.
  const [entries, setEntries] = useState<MetadataEntry[]>(() => entriesOf(customer.metadata));
  const [draft, setDraft] = useState<MetadataDraft>(EMPTY_DRAFT);
  const form = useForm<EditFormValues>({
    mode: 'controlled',
    initialValues: initialValuesOf(customer),
    // A field's error clears as soon as that field is edited (Mantine's default, kept on purpose).
    clearInputErrorOnChange: true,
    validate: {
      name: (value) => (value.trim() === '' ? t('customers.messages.nameRequired') : null),
      // The contract's phone rule (phone-number.ts), with translated messages.
      phone: (value) =>
        value.trim() === '' ? t('customers.messages.phoneRequired') : normalizePhoneNumber(value) === null ? t('phones.invalid') : null,
      mobile: (value) => (value.trim() !== '' && normalizePhoneNumber(value) === null ? t('phones.invalid') : null),
      email: (value) => (value.trim() !== '' && !EMAIL_PATTERN.test(value.trim()) ? t('customers.messages.invalidEmail') : null),
      website: (value) => (value.trim() !== '' && !WEBSITE_PATTERN.test(value.trim()) ? t('customers.messages.invalidWebsite') : null),
    },
  });
  const saving = updateCustomer.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog scrolls: take the user to the first field that needs attention.
  const focusFirstError = () => focusFirstInvalid(formRef);

  /** Sends the edit; it carries the version it was made from, and a 412 opens the two versions. */
  const send = async (payload: UpdateCustomerInput, version = customerVersion(customer)) => {
    if (saving) return;
    setError(null);
    setPhoneOwner(null);
    onBusyChange(true);
    try {
      const saved = await updateCustomer.mutateAsync({ customer, payload, version });
      notifications.show(
        saved
          ? { color: 'green', message: t('customers.messages.updated') }
          : { color: 'yellow', message: t('customers.messages.updatedQueued') },
      );
      onSaved?.(saved ?? customerWithEdit(customer, payload));
      onClose();
    } catch (failure) {
      if (conflict.caught(failure, payload)) return;
      const owner = phoneOwnerOfError(failure);
      if (owner) {
        setPhoneOwner(owner);
        return;
      }
      setError(customerErrorMessage(failure, t('customers.messages.updateFailed'), t('customers.messages.unexpected')));
      const fieldErrors = customerFieldErrors(failure);
      const known = Object.keys(form.getValues());
      form.setErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => known.includes(field))));
      focusFirstError();
    } finally {
      onBusyChange(false);
    }
  };

  const handleValid = (values: EditFormValues, allowDuplicatePhone = false) =>
    send({ ...payloadOf(values, customer, entries), ...(allowDuplicatePhone ? { allowDuplicatePhone: true } : {}) });

  const conflict = useRecordConflict({
    entity: 'customer',
    resend: (change, version) => send(change as UpdateCustomerInput, version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onClose();
    },
  });

  const handleSaveAnyway = () => {
    if (form.validate().hasErrors) focusFirstError();
    else void handleValid(form.getValues(), true);
  };

  const input = (field: keyof EditFormValues) => form.getInputProps(field);
  // A limited text field: the browser's limit, and the count shown as the text nears it.
  const limited = (field: keyof EditFormValues, max: number) => ({
    maxLength: max,
    description: lengthHint(form.values[field], max, t),
    ...input(field),
  });

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="lg">
        {error ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        ) : null}
        {conflict.dialog}
        <FormSection title={t('customers.edit.basic')}>
          <TextInput label={t('customers.fields.name')} withAsterisk data-autofocus {...limited('name', 200)} />
          <TextInput label={t('customers.fields.dariName')} lang="fa" styles={RIGHT_TO_LEFT_INPUT} {...limited('dariName', 200)} />
          <TextInput label={t('customers.fields.phone')} withAsterisk type="tel" inputMode="tel" {...limited('phone', PHONE_INPUT_MAX_LENGTH)} />
          <TextInput label={t('customers.fields.mobile')} type="tel" inputMode="tel" {...limited('mobile', PHONE_INPUT_MAX_LENGTH)} />
          <TextInput
            label={t('customers.fields.email')}
            type="email"
            placeholder={t('customers.edit.emailPlaceholder')}
            {...limited('email', 254)}
          />
          <NativeSelect label={t('customers.fields.gender')} data={canonicalOptions(t, 'gender', CUSTOMER_GENDERS)} {...input('gender')} />
          <NativeSelect label={t('customers.fields.type')} data={canonicalOptions(t, 'type', CUSTOMER_TYPES)} {...input('type')} />
        </FormSection>
        <FormSection title={t('customers.edit.contact')}>
          <TextInput label={t('customers.fields.address')} {...limited('address', 300)} />
          <TextInput label={t('customers.fields.street')} {...limited('street', 200)} />
          <TextInput label={t('customers.fields.city')} {...limited('city', 100)} />
          <TextInput label={t('customers.fields.country')} {...limited('country', 100)} />
          <TextInput label={t('customers.fields.postalCode')} {...limited('postalCode', 20)} />
        </FormSection>
        <FormSection title={t('customers.edit.business')}>
          <NativeSelect
            label={t('customers.fields.purpose')}
            data={withNotSelected(t, canonicalOptions(t, 'purpose', CUSTOMER_PURPOSES))}
            {...input('purpose')}
          />
          <NativeSelect
            label={t('customers.fields.department')}
            data={withNotSelected(t, canonicalOptions(t, 'department', CUSTOMER_DEPARTMENTS))}
            {...input('department')}
          />
          <NativeSelect
            label={t('customers.fields.source')}
            data={withNotSelected(t, canonicalOptions(t, 'source', CUSTOMER_SOURCES))}
            {...input('source')}
          />
          <NativeSelect label={t('customers.fields.priority')} data={canonicalOptions(t, 'priority', CUSTOMER_PRIORITIES)} {...input('priority')} />
          <NativeSelect
            label={t('customers.fields.referredTo')}
            data={canonicalOptions(t, 'referredTo', CUSTOMER_REFERRED_TO)}
            {...input('referredTo')}
          />
        </FormSection>
        <FormSection title={t('customers.edit.additional')}>
          <TextInput label={t('customers.fields.company')} {...limited('company', 200)} />
          <TextInput
            label={t('customers.fields.website')}
            type="url"
            placeholder={t('customers.edit.websitePlaceholder')}
            {...limited('website', 500)}
          />
          <TextInput label={t('customers.fields.occupation')} {...limited('occupation', 200)} />
        </FormSection>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label={t('customers.fields.remarks')} rows={3} resize="vertical" {...limited('remarks', 2000)} />
          <Textarea label={t('customers.fields.notes')} rows={3} resize="vertical" {...limited('notes', 5000)} />
        </SimpleGrid>
        <CustomerMetadataEditor entries={entries} draft={draft} onEntriesChange={setEntries} onDraftChange={setDraft} />
        <Divider />
        {/* Beside the buttons: the dialog scrolls, and the choice answers the save just pressed. */}
        {phoneOwner ? (
          <PhoneTakenChoice
            owner={phoneOwner}
            anywayLabel={t('phones.saveAnyway')}
            onOpen={() => onOpenCustomer?.(phoneOwner.id)}
            onAnyway={handleSaveAnyway}
            busy={saving}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('customers.edit.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('customers.edit.saving') : t('customers.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The edit dialog (spec part 1 §2, §5): upper-case vocabulary, the spec's validation messages,
 * the server's field errors on their fields; on success the list shows the change in place.
 */
export function CustomerEditDialog({ customer, opened, onClose, onSaved, onOpenCustomer }: CustomerEditDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A save in flight is not abandoned by Escape or a click outside.
  const handleClose = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened && customer !== null}
      onClose={handleClose}
      title={<Text component="span" fw={700} size="lg">{t('customers.edit.title')}</Text>}
      size="56rem"
      yOffset="5vh"
    >
      {customer ? <EditCustomerForm
          key={customer.id}
          customer={customer}
          onClose={onClose}
          onSaved={onSaved}
          onOpenCustomer={onOpenCustomer}
          onBusyChange={setBusy}
        /> : null}
    </Modal>
  );
}
