import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { discardOutboxItem, retryOutboxItem } from '@/lib/offline/outbox/outbox-store';
import { requestOutboxReplay } from '@/lib/offline/outbox/outbox-sync';
import type { OutboxView } from '@/lib/offline/outbox/use-outbox';
import { RECORD_ANYWAY_CHANGES, isNotSchoolDayWrite } from '@/features/attendance/offline/not-school-day-write';
import { PhoneTakenChoice } from '@/features/customers/components/phone-taken-choice';
import { VISITOR_PARAM } from '@/features/customers/components/use-visitor-param';
import { SEND_ANYWAY_CHANGES, phoneTakenWriteOf } from '@/features/customers/offline/phone-taken-write';
import { findScreenByName } from '@/app/screens/screen-registry';
import { goToPath } from '@/app/shell/location-store';
import { ConfirmDiscardModal } from '@/app/shell/outbox/confirm-discard-modal';
import { describeOutboxItem } from '@/app/shell/outbox/describe-outbox-item';
import { fixOutboxItem } from '@/app/shell/outbox/fix-outbox-item';
import { fixableFields } from '@/app/shell/outbox/fixable-fields';
import { OutboxFixModal } from '@/app/shell/outbox/outbox-fix-modal';
import { OutboxItemCard } from '@/app/shell/outbox/outbox-item-card';
import { RefusalChoice } from '@/app/shell/outbox/refusal-choice';
import { useOutboxBodies } from '@/app/shell/outbox/use-outbox-bodies';
import { useWriteNotes } from '@/lib/offline/outbox/write-notes';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';
import { pendingRecordOf } from '@/lib/offline/outbox/kept-write';
import { currentRecordOf } from '@/lib/conflicts/record-conflict';
import { RecordConflictModal } from '@/lib/conflicts/record-conflict-modal';

export type OutboxPanelProps = {
  view: OutboxView;
  /** Sends the request to replay now (tests replace it). */
  onSyncNow?: () => Promise<void>;
  /** The panel took the user to another screen (its drawer closes). */
  onNavigate?: () => void;
};

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The writes kept on this device (issue 4): the user's refused ones first (fix and send again,
 * or discard after confirming; one made from a version someone else has changed since: compare
 * the two and choose), then the ones waiting to be sent, then other users' writes that
 * wait for them to sign in. "Sync now" asks the service worker to try at once.
 */
export function OutboxPanel({ view, onSyncNow = () => requestOutboxReplay(true), onNavigate }: OutboxPanelProps) {
  const { t } = useTranslation();
  const all = [...view.attention, ...view.queued, ...view.otherUsers];
  const bodies = useOutboxBodies(all);
  const notes = useWriteNotes(all.map((item) => item.requestId));
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [fixing, setFixing] = useState<OutboxItem | null>(null);
  const [comparing, setComparing] = useState<OutboxItem | null>(null);
  const [syncing, setSyncing] = useState(false);
  const describe = (item: OutboxItem) => describeOutboxItem(item, bodies.get(item.requestId), t, notes?.get(item.requestId));

  const syncNow = async () => {
    setSyncing(true);
    try {
      await onSyncNow();
    } finally {
      setSyncing(false);
    }
  };

  const retry = async (item: OutboxItem) => {
    if (item.seq === undefined) return;
    await retryOutboxItem(item.seq);
    await onSyncNow();
  };

  const fixBody = fixing ? asRecord(bodies.get(fixing.requestId)) : null;
  const compareBody = comparing ? asRecord(bodies.get(comparing.requestId)) : null;
  const compareCurrent = comparing ? currentRecordOf(comparing.problem?.answer) : null;

  // A refusal with its own way on: a phone that is another visitor's (open them, or send the write
  // again allowing it), a day that is not a school day (send it again with override).
  const openVisitor = (id: string) => {
    const path = findScreenByName('Customers')?.path ?? '/customers';
    goToPath(`${path}?${new URLSearchParams({ [VISITOR_PARAM]: id }).toString()}`);
    onNavigate?.();
  };
  const sendAnyway = async (item: OutboxItem, changes: Readonly<Record<string, unknown>> = SEND_ANYWAY_CHANGES) => {
    const body = asRecord(bodies.get(item.requestId));
    if (!body) return;
    await fixOutboxItem(item, body, changes);
    await onSyncNow();
  };
  const refusalChoiceOf = (item: OutboxItem) => {
    // An attendance write on a day that is not a school day: record it anyway (override), or discard it.
    if (isNotSchoolDayWrite(item)) {
      return (
        <RefusalChoice
          title={t('schoolDays.outbox.title')}
          hint={t('schoolDays.outbox.hint')}
          action={t('schoolDays.outbox.anyway')}
          onAction={() => void sendAnyway(item, RECORD_ANYWAY_CHANGES)}
        />
      );
    }
    // Someone else saved the record after the change was made: compare the two versions.
    if (item.problem?.status === 412 && currentRecordOf(item.problem.answer)) {
      return <RefusalChoice title={t('conflicts.title')} hint={t('conflicts.needsChoice')} action={t('conflicts.compare')} onAction={() => setComparing(item)} />;
    }
    const taken = phoneTakenWriteOf(item);
    if (!taken) return undefined;
    return (
      <PhoneTakenChoice
        owner={taken.owner}
        anywayLabel={t(taken.kind === 'create' ? 'phones.registerAnyway' : 'phones.saveAnyway')}
        onOpen={() => openVisitor(taken.owner.id)}
        onAnyway={() => void sendAnyway(item)}
      />
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('outbox.panel.intro')}</Text>
      <Button
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => void syncNow()}
        loading={syncing}
        disabled={view.queued.length === 0}
        w="fit-content"
      >
        {t('outbox.panel.syncNow')}
      </Button>
      {view.waitingForLogin && view.queued.length > 0 ? (
        <Alert color="yellow" role="status">
          {t('outbox.panel.waitingForLogin')}
        </Alert>
      ) : null}
      {all.length === 0 ? <Text c="dimmed">{t('outbox.panel.empty')}</Text> : null}

      {view.attention.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t('outbox.panel.attentionTitle', { count: view.attention.length })}>
          <Title order={3} size="h5">
            {t('outbox.panel.attentionTitle', { count: view.attention.length })}
          </Title>
          <Text size="sm">{t('outbox.panel.attentionIntro')}</Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {view.attention.map((item) => {
              const fields = fixableFields(bodies.get(item.requestId), item.problem?.fieldErrors);
              return (
                <OutboxItemCard
                  key={item.requestId}
                  item={item}
                  description={describe(item)}
                  onFix={fields.length > 0 ? () => setFixing(item) : undefined}
                  onRetry={() => void retry(item)}
                  onDiscard={() => setDiscarding(item)}
                  choice={refusalChoiceOf(item)}
                />
              );
            })}
          </Stack>
        </Stack>
      ) : null}

      {view.queued.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t('outbox.panel.queuedTitle', { count: view.queued.length })}>
          <Title order={3} size="h5">
            {t('outbox.panel.queuedTitle', { count: view.queued.length })}
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {view.queued.map((item) => (
              <OutboxItemCard key={item.requestId} item={item} description={describe(item)} onDiscard={() => setDiscarding(item)} />
            ))}
          </Stack>
        </Stack>
      ) : null}

      {view.otherUsers.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t('outbox.panel.otherUsersTitle', { count: view.otherUsers.length })}>
          <Title order={3} size="h5">
            {t('outbox.panel.otherUsersTitle', { count: view.otherUsers.length })}
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {view.otherUsers.map((item) => (
              <OutboxItemCard
                key={item.requestId}
                item={item}
                description={describe(item)}
                savedBy={item.userName ?? t('outbox.panel.someoneElse')}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}

      {discarding ? (
        <ConfirmDiscardModal
          description={describe(discarding)}
          onClose={() => setDiscarding(null)}
          onConfirm={() => {
            if (discarding.seq !== undefined) void discardOutboxItem(discarding.seq);
            setDiscarding(null);
          }}
        />
      ) : null}
      {comparing && compareBody && compareCurrent ? (
        <RecordConflictModal
          description={describe(comparing)}
          entity={pendingRecordOf(OFFLINE_WRITES, comparing, compareBody)?.entity}
          mine={compareBody}
          current={compareCurrent}
          onClose={() => setComparing(null)}
          onResolve={async (resolution) => {
            const item = comparing;
            setComparing(null);
            if (resolution.kind === 'theirs') {
              if (item.seq !== undefined) await discardOutboxItem(item.seq);
              return;
            }
            await fixOutboxItem(item, resolution.change, {}, { version: resolution.version });
            await onSyncNow();
          }}
        />
      ) : null}
      {fixing && fixBody ? (
        <OutboxFixModal
          item={fixing}
          description={describe(fixing)}
          body={fixBody}
          fields={fixableFields(fixBody, fixing.problem?.fieldErrors)}
          onClose={() => setFixing(null)}
          onSave={async (changes) => {
            await fixOutboxItem(fixing, fixBody, changes);
            await onSyncNow();
          }}
        />
      ) : null}
    </Stack>
  );
}
