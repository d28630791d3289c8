/**
 * The School profile tab: what slips and bills print (GET/PUT /settings/school; the manager's name
 * is the bill's "Manager: …" line). Every field, the social links as editable rows; a saved change
 * goes straight into the token slip's cache, so the next slip prints it.
 */
import { ActionIcon, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { updateSchoolProfileSchema, type SchoolProfile } from '@/contract/school-settings';
import { storeSchoolProfile } from '@/lib/school/school-profile';
import { lengthHint } from '@/lib/ui/length-hint';
import { saveSchoolProfile, schoolProfileQueryKey, schoolProfileQueryOptions, type SchoolProfileChanges } from '@/features/settings/api/settings-api';
import { SettingsFormActions } from '@/features/settings/components/settings-form-actions';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { useSettingsDraft, type FieldErrors, type SettingsDraft } from '@/features/settings/components/use-settings-draft';

const TEXT_FIELDS = ['name', 'dariName', 'pashtoName', 'complexName', 'address', 'dariAddress', 'pashtoAddress', 'phone', 'email', 'managerName'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The Dari and Pashto forms of the name and address (issue 23): right to left, labelled by localNames, bounded with a length hint. */
const LOCAL_FIELDS: Partial<Record<TextField, { label: string; max: number; lang: 'fa' | 'ps' }>> = {
  pashtoName: { label: 'localNames.pashtoName', max: 200, lang: 'ps' },
  dariAddress: { label: 'localNames.dariAddress', max: 300, lang: 'fa' },
  pashtoAddress: { label: 'localNames.pashtoAddress', max: 300, lang: 'ps' },
};

type LinkRow = { name: string; url: string };
type ProfileDraft = Record<TextField, string> & { links: LinkRow[] };

function toDraft(profile: SchoolProfile): ProfileDraft {
  return {
    name: profile.name,
    dariName: profile.dariName ?? '',
    pashtoName: profile.pashtoName ?? '',
    complexName: profile.complexName ?? '',
    address: profile.address ?? '',
    dariAddress: profile.dariAddress ?? '',
    pashtoAddress: profile.pashtoAddress ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    managerName: profile.managerName ?? '',
    links: Object.entries(profile.socialLinks).map(([name, url]) => ({ name, url })),
  };
}

/** Blank fields are sent as null and rows without a name or link are left out (the server drops blank links). */
function toPayload(draft: ProfileDraft): SchoolProfileChanges {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const rows = draft.links.filter((row) => row.name.trim() !== '' && row.url.trim() !== '');
  return {
    name: draft.name.trim(),
    dariName: text(draft.dariName),
    pashtoName: text(draft.pashtoName),
    complexName: text(draft.complexName),
    address: text(draft.address),
    dariAddress: text(draft.dariAddress),
    pashtoAddress: text(draft.pashtoAddress),
    phone: text(draft.phone),
    email: text(draft.email),
    managerName: text(draft.managerName),
    socialLinks: Object.fromEntries(rows.map((row) => [row.name.trim(), row.url.trim()])),
  };
}

function checkLinks(draft: ProfileDraft): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  draft.links.forEach((row, index) => {
    const name = row.name.trim();
    if (name === '' && row.url.trim() !== '') errors[`links.${index}.name`] = 'settings.profile.linkNameRequired';
    else if (name !== '' && seen.has(name)) errors[`links.${index}.name`] = 'settings.profile.linkNameTaken';
    seen.add(name);
  });
  return errors;
}

export function SchoolProfileTab({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(schoolProfileQueryOptions());
  const draft = useSettingsDraft<ProfileDraft, SchoolProfileChanges>({
    saved: query.data ? toDraft(query.data) : undefined,
    toPayload,
    schema: updateSchoolProfileSchema,
    check: checkLinks,
    send: saveSchoolProfile,
    onSaved: (answer) => {
      // The next token slip prints the saved profile, also after a reload or offline.
      queryClient.setQueryData(schoolProfileQueryKey, answer as SchoolProfile);
      storeSchoolProfile(answer as SchoolProfile);
      notifications.show({ color: 'green', message: t('settings.profile.saved') });
    },
  });

  return (
    <SettingsQueryState query={query}>
      {draft.value && <ProfileForm draft={draft} value={draft.value} canUpdate={canUpdate} />}
    </SettingsQueryState>
  );
}

function ProfileForm({ draft, value, canUpdate }: { draft: SettingsDraft<ProfileDraft>; value: ProfileDraft; canUpdate: boolean }) {
  const { t } = useTranslation();
  const error = (key: string) => {
    const message = draft.fieldErrors[key];
    return message?.startsWith('settings.') ? t(message) : message;
  };
  const setField = (field: TextField, text: string) => draft.update((current) => ({ ...current, [field]: text }));
  const setLink = (index: number, change: Partial<LinkRow>) =>
    draft.update((current) => ({ ...current, links: current.links.map((row, at) => (at === index ? { ...row, ...change } : row)) }));

  return (
    <form
      aria-label={t('settings.tabs.profile')}
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <Stack gap="md" maw="48rem">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map((field) => {
            const local = LOCAL_FIELDS[field];
            if (local) {
              return (
                <TextInput
                  key={field}
                  label={t(local.label)}
                  description={lengthHint(value[field], local.max, t) ?? t('localNames.hint')}
                  value={value[field]}
                  onChange={(event) => setField(field, event.currentTarget.value)}
                  readOnly={!canUpdate}
                  maxLength={local.max}
                  dir="rtl"
                  lang={local.lang}
                  error={error(field)}
                />
              );
            }
            return (
              <TextInput
                key={field}
                label={t(`settings.profile.${field}`)}
                description={t(`settings.profile.${field}Hint`)}
                value={value[field]}
                onChange={(event) => setField(field, event.currentTarget.value)}
                readOnly={!canUpdate}
                withAsterisk={field === 'name'}
                dir={field === 'dariName' ? 'rtl' : undefined}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                error={error(field)}
              />
            );
          })}
        </SimpleGrid>

        <Stack gap="xs" role="group" aria-label={t('settings.profile.socialLinks')}>
          <strong>{t('settings.profile.socialLinks')}</strong>
          {value.links.map((row, index) => (
            <Group key={index} align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('settings.profile.linkName', { number: index + 1 })}
                placeholder={t('settings.profile.linkNamePlaceholder')}
                value={row.name}
                onChange={(event) => setLink(index, { name: event.currentTarget.value })}
                readOnly={!canUpdate}
                w="10rem"
                error={error(`links.${index}.name`) ?? error(`socialLinks.${row.name}`)}
              />
              <TextInput
                aria-label={t('settings.profile.linkUrl', { number: index + 1 })}
                placeholder="https://"
                value={row.url}
                onChange={(event) => setLink(index, { url: event.currentTarget.value })}
                readOnly={!canUpdate}
                dir="ltr"
                style={{ flex: 1 }}
              />
              {canUpdate && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('settings.profile.removeLink', { number: index + 1 })}
                  onClick={() => draft.update((current) => ({ ...current, links: current.links.filter((_, at) => at !== index) }))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {canUpdate && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => draft.update((current) => ({ ...current, links: [...current.links, { name: '', url: '' }] }))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('settings.profile.addLink')}
            </Button>
          )}
        </Stack>

        <SettingsFormActions draft={draft as SettingsDraft<unknown>} canUpdate={canUpdate} />
      </Stack>
    </form>
  );
}
