import { Alert, Button, Center, Checkbox, CloseButton, Group, Loader, Pill, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessagingContact } from '@/contract/messaging-contacts';
import type { Conversation } from '@/contract/messaging';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { FormDialog, FormDialogActions } from '@/lib/ui/form-dialog';
import { toCreateConversationInput, useCreateConversation } from '@/features/messaging/api/create-conversation';
import { useMessagingContacts } from '@/features/messaging/api/get-messaging-contacts';

const SEARCH_DEBOUNCE_MS = 300;

export type NewConversationDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The started (or, for one person, the existing direct) conversation, to open it. */
  onCreated: (conversation: Conversation) => void;
};

/**
 * Starts a conversation: an optional title and people of the school picked from GET
 * /messaging/contacts (searched on the server, so a username finds them too). One person with
 * no title is a direct chat; more people need a title (the server's rule, checked here first).
 */
export function NewConversationDialog({ opened, onClose, onCreated }: NewConversationDialogProps) {
  const { t } = useTranslation();
  const create = useCreateConversation();
  const busy = create.isPending;
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={t('messaging.newConversation.title')}>
      {opened ? <NewConversationForm onClose={onClose} onCreated={onCreated} create={create} /> : null}
    </FormDialog>
  );
}

type NewConversationFormProps = Omit<NewConversationDialogProps, 'opened'> & { create: ReturnType<typeof useCreateConversation> };

function NewConversationForm({ onClose, onCreated, create }: NewConversationFormProps) {
  const { t } = useTranslation();
  const write = useWriteRequestId();
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const contacts = useMessagingContacts(debounced, true);
  // The chosen people, kept with their names: a new search no longer lists them.
  const [chosen, setChosen] = useState<MessagingContact[]>([]);
  const [errors, setErrors] = useState<{ title?: string; members?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (contact: MessagingContact, on: boolean) => {
    setErrors((current) => ({ ...current, members: undefined }));
    setChosen((current) => (on ? [...current, contact] : current.filter((person) => person.id !== contact.id)));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const next = {
      members: chosen.length === 0 ? t('messaging.newConversation.membersRequired') : undefined,
      title: chosen.length > 1 && title.trim() === '' ? t('messaging.newConversation.titleRequired') : undefined,
    };
    setErrors(next);
    if (next.members || next.title) return;
    setFailure(null);
    const payload = toCreateConversationInput({ title, memberIds: chosen.map((person) => person.id) });
    try {
      const created = await create.mutateAsync({ payload, requestId: write.requestIdFor(payload) });
      write.settled();
      if (created === null) {
        notifications.show({ color: 'yellow', message: t('messaging.newConversation.queued') });
        onClose();
        return;
      }
      notifications.show({ color: 'green', message: t('messaging.newConversation.created') });
      onCreated(created);
    } catch (error) {
      console.error('Error starting a conversation', error);
      setFailure(apiErrorText(error, t('messaging.newConversation.saveFailed')));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('messaging.newConversation.saveFailed')}>
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('messaging.newConversation.titleLabel')}
          description={t('messaging.newConversation.titleHint')}
          value={title}
          maxLength={200}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
          error={errors.title}
          data-autofocus
          autoComplete="off"
        />
        <Stack gap="xs" role="group" aria-labelledby="new-conversation-members">
          <Text id="new-conversation-members" fw={500} size="sm">
            {t('messaging.newConversation.members')}
          </Text>
          {chosen.length > 0 ? (
            <Group gap={6}>
              {chosen.map((person) => (
                <Pill key={person.id} withRemoveButton onRemove={() => toggle(person, false)} removeButtonProps={{ 'aria-label': t('messaging.newConversation.remove', { name: person.name }) }}>
                  {person.name}
                </Pill>
              ))}
            </Group>
          ) : null}
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('messaging.newConversation.chosen', { count: chosen.length })}
          </Text>
          <TextInput
            label={t('messaging.newConversation.search')}
            placeholder={t('messaging.newConversation.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search !== '' ? <CloseButton size="sm" aria-label={t('common.cancel')} onClick={() => setSearch('')} /> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            error={errors.members}
            autoComplete="off"
          />
          <ContactChoices contacts={contacts} chosenIds={chosen.map((person) => person.id)} onToggle={toggle} />
        </Stack>
        <FormDialogActions onCancel={onClose} busy={create.isPending} submitLabel={t('messaging.newConversation.start')} />
      </Stack>
    </form>
  );
}

type ContactChoicesProps = {
  contacts: ReturnType<typeof useMessagingContacts>;
  chosenIds: number[];
  onToggle: (contact: MessagingContact, on: boolean) => void;
};

function ContactChoices({ contacts, chosenIds, onToggle }: ContactChoicesProps) {
  const { t } = useTranslation();
  if (contacts.isPending) {
    return (
      <Center py="sm" role="status">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('messaging.newConversation.loading')}</Text>
        </Group>
      </Center>
    );
  }
  if (contacts.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('messaging.newConversation.failed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void contacts.refetch()}>
          {t('messaging.newConversation.retry')}
        </Button>
      </Alert>
    );
  }
  if (contacts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('messaging.newConversation.noMatch')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={240} type="auto">
      <Stack gap="xs" py={4}>
        {contacts.data.map((contact) => (
          <Checkbox
            key={contact.id}
            checked={chosenIds.includes(contact.id)}
            onChange={(event) => onToggle(contact, event.currentTarget.checked)}
            label={contact.name}
            description={t(`messaging.roles.${contact.role}`, { defaultValue: contact.role })}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
