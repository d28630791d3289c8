import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SCHOOL_ID } from '@/contract/api';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_GENDERS,
  CUSTOMER_PRIORITIES,
  CUSTOMER_PURPOSES,
  CUSTOMER_REFERRED_TO,
  CUSTOMER_SOURCES,
  CUSTOMER_TYPES,
  EDIT_FORM_DEFAULTS,
  type PhoneOwner,
} from '@/contract/customers';
import { PHONE_INPUT_MAX_LENGTH, normalizePhoneNumber } from '@/contract/phone-number';
import {
  prepareCreateCustomer,
  useCreateCustomer,
  type CreateCustomerPayload,
  type CreateCustomerVariables,
} from '@/features/customers/api/create-customer';
import { customerErrorMessage, customerFieldErrors, phoneOwnerOfError } from '@/features/customers/api/customer-error-message';
import { CustomerMetadataEditor, type MetadataDraft } from '@/features/customers/components/customer-metadata-editor';
import { canonicalOptions, withNotSelected } from '@/features/customers/components/customer-options';
import { PhoneTakenChoice } from '@/features/customers/components/phone-taken-choice';
import { toMetadataRecord, type MetadataEntry } from '@/features/customers/components/metadata-entries';
import { useLogicalWrite } from '@/lib/forms/use-write-request-id';
import { useSessionUser } from '@/lib/session/use-session-user';
import { lengthHint } from '@/lib/ui/length-hint';

type CreateFormValues = {
  name: string;
  dariName: string;
  phone: string;
  gender: string;
  type: string;
  purpose: string;
  department: string;
  source: string;
  priority: string;
  referredTo: string;
  remarks: string;
};

// Spec part 1 §3: gender Male, type Student, priority medium, all else empty. The same canonical
// values the edit dialog starts from, so a visitor registered with the defaults reads the same there.
const INITIAL_VALUES: CreateFormValues = {
  name: '',
  dariName: '',
  phone: '',
  gender: EDIT_FORM_DEFAULTS.gender,
  type: EDIT_FORM_DEFAULTS.type,
  purpose: '',
  department: '',
  source: '',
  priority: EDIT_FORM_DEFAULTS.priority,
  referredTo: '',
  remarks: '',
};

const EMPTY_DRAFT: MetadataDraft = { key: '', value: '' };

// A server field error lands on the input that holds it (mobile is sent from the phone input).
const FIELD_OF_SERVER_ERROR: Record<string, keyof CreateFormValues> = {
  name: 'name',
  dariName: 'dariName',
  phone: 'phone',
  mobile: 'phone',
  gender: 'gender',
  type: 'type',
  purpose: 'purpose',
  department: 'department',
  source: 'source',
  priority: 'priority',
  referredTo: 'referredTo',
  remarks: 'remarks',
};

/**
 * The front desk's registration form (spec part 1 §2 "Customer Management", §4, §5). Built for
 * speed: visible labels, DOM order = Tab order, Enter saves, focus back on the name after a save.
 */
export type CustomerCreateFormProps = {
  /** Focus the name field on opening (the app's "New visitor" shortcut, /customers?new=1). */
  focusName?: boolean;
  /** Opens a visitor's details ("Open Zahra Karimi" when the phone is theirs). */
  onOpenCustomer?: (id: string) => void;
};

export function CustomerCreateForm({ focusName = false, onOpenCustomer }: CustomerCreateFormProps) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const createCustomer = useCreateCustomer();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<MetadataEntry[]>([]);
  const [draft, setDraft] = useState<MetadataDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  // The server's 409: the phone is this visitor's; the desk opens them or registers anyway.
  const [phoneOwner, setPhoneOwner] = useState<PhoneOwner | null>(null);
  // A failed save that is tried again unchanged keeps its ids: if the first one did reach the
  // server after all, the retry is the same customer, not a second one.
  const write = useLogicalWrite(prepareCreateCustomer);

  const form = useForm<CreateFormValues>({
    mode: 'controlled',
    initialValues: INITIAL_VALUES,
    validate: {
      name: (value) => (value.trim() === '' ? t('customers.messages.fullNameRequired') : null),
      // The contract's rule (phone-number.ts), checked here too so a mistyped number never waits in the outbox.
      phone: (value) => (value.trim() !== '' && normalizePhoneNumber(value) === null ? t('phones.invalid') : null),
    },
  });

  const saving = createCustomer.isPending;

  const writeFor = (values: CreateFormValues, allowDuplicatePhone: boolean): CreateCustomerVariables => {
    const phone = values.phone.trim() === '' ? '' : (normalizePhoneNumber(values.phone) ?? values.phone.trim());
    const fields: Omit<CreateCustomerPayload, 'id'> = {
      name: values.name.trim(),
      ...(values.dariName.trim() !== '' ? { dariName: values.dariName.trim() } : {}),
      phone,
      mobile: phone,
      email: '',
      gender: values.gender,
      type: values.type,
      purpose: values.purpose,
      department: values.department,
      source: values.source,
      priority: values.priority,
      referredTo: values.referredTo,
      remarks: values.remarks.trim(),
      metadata: toMetadataRecord(entries),
      createdBy: user?.id ?? null,
      schoolId: user?.schoolId ?? DEFAULT_SCHOOL_ID,
      // A changed payload is a new write (new ids): the refused one was never saved.
      ...(allowDuplicatePhone ? { allowDuplicatePhone: true } : {}),
    };
    return write.preparedFor(fields);
  };

  const handleValid = async (values: CreateFormValues, allowDuplicatePhone = false) => {
    if (saving) return;
    setError(null);
    setPhoneOwner(null);
    try {
      const saved = await createCustomer.mutateAsync(writeFor(values, allowDuplicatePhone));
      write.settled();
      form.reset();
      setEntries([]);
      setDraft(EMPTY_DRAFT);
      notifications.show({
        color: saved ? 'green' : 'yellow',
        message: saved
          ? t('customers.messages.created', { name: saved.name })
          : t('customers.messages.createdQueued', { name: values.name.trim() }),
      });
      nameRef.current?.focus();
    } catch (failure) {
      const owner = phoneOwnerOfError(failure);
      if (owner) {
        setPhoneOwner(owner);
        return;
      }
      setError(customerErrorMessage(failure, t('customers.messages.createFailed')));
      for (const [field, message] of Object.entries(customerFieldErrors(failure))) {
        const input = FIELD_OF_SERVER_ERROR[field];
        if (input) form.setFieldError(input, message);
      }
    }
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    setError(null);
    setPhoneOwner(null);
    if (errors.name) nameRef.current?.focus();
    else if (errors.phone) phoneRef.current?.focus();
  };

  const handleRegisterAnyway = () => {
    if (!form.validate().hasErrors) void handleValid(form.getValues(), true);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="customer-create-title">
      <form onSubmit={(event) => form.onSubmit((values) => void handleValid(values), handleInvalid)(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="customer-create-title">
            {t('customers.create.title')}
          </Title>
          {error ? (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {error}
            </Alert>
          ) : null}
          {phoneOwner ? (
            <PhoneTakenChoice
              owner={phoneOwner}
              anywayLabel={t('phones.registerAnyway')}
              onOpen={() => onOpenCustomer?.(phoneOwner.id)}
              onAnyway={handleRegisterAnyway}
              busy={saving}
            />
          ) : null}
          <TextInput
            ref={nameRef}
            autoFocus={focusName}
            label={t('customers.fields.name')}
            placeholder={t('customers.create.namePlaceholder')}
            required
            autoComplete="off"
            maxLength={200}
            description={lengthHint(form.values.name, 200, t)}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('customers.fields.dariName')}
            lang="fa"
            autoComplete="off"
            maxLength={200}
            description={lengthHint(form.values.dariName, 200, t)}
            // Typed right to left whatever the UI language.
            styles={{ input: { direction: 'rtl' } }}
            {...form.getInputProps('dariName')}
          />
          <TextInput
            ref={phoneRef}
            label={t('customers.fields.phone')}
            placeholder={t('customers.create.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            description={lengthHint(form.values.phone, PHONE_INPUT_MAX_LENGTH, t)}
            {...form.getInputProps('phone')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <NativeSelect label={t('customers.fields.gender')} data={canonicalOptions(t, 'gender', CUSTOMER_GENDERS)} {...form.getInputProps('gender')} />
            <NativeSelect label={t('customers.fields.type')} data={canonicalOptions(t, 'type', CUSTOMER_TYPES)} {...form.getInputProps('type')} />
            <NativeSelect
              label={t('customers.fields.purpose')}
              data={withNotSelected(t, canonicalOptions(t, 'purpose', CUSTOMER_PURPOSES))}
              {...form.getInputProps('purpose')}
            />
            <NativeSelect
              label={t('customers.fields.department')}
              data={withNotSelected(t, canonicalOptions(t, 'department', CUSTOMER_DEPARTMENTS))}
              {...form.getInputProps('department')}
            />
            <NativeSelect
              label={t('customers.fields.source')}
              data={withNotSelected(t, canonicalOptions(t, 'source', CUSTOMER_SOURCES))}
              {...form.getInputProps('source')}
            />
            <NativeSelect
              label={t('customers.fields.priority')}
              data={canonicalOptions(t, 'priority', CUSTOMER_PRIORITIES)}
              {...form.getInputProps('priority')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('customers.fields.referredTo')}
            data={withNotSelected(t, canonicalOptions(t, 'referredTo', CUSTOMER_REFERRED_TO))}
            {...form.getInputProps('referredTo')}
          />
          <Textarea
            label={t('customers.fields.remarks')}
            placeholder={t('customers.create.remarksPlaceholder')}
            rows={2}
            resize="vertical"
            maxLength={2000}
            description={lengthHint(form.values.remarks, 2000, t)}
            {...form.getInputProps('remarks')}
          />
          <CustomerMetadataEditor entries={entries} draft={draft} onEntriesChange={setEntries} onDraftChange={setDraft} />
          <Button type="submit" size="md" fullWidth leftSection={<IconUserPlus size={18} aria-hidden />} disabled={saving}>
            {saving ? t('customers.create.saving') : t('customers.create.submit')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('customers.create.keyboardHint')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
