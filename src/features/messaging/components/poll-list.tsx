import { Alert, Badge, Button, Checkbox, Group, Paper, Progress, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poll } from '@/contract/messaging';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useConversationPolls } from '@/features/messaging/api/get-polls';
import { useVotePoll } from '@/features/messaging/api/vote-poll';
import { formatFullTime } from '@/features/messaging/components/conversation-format';

/** The conversation's polls with their tallies; nothing at all when it has none. */
export function PollList({ conversationId, canVote }: { conversationId: number; canVote: boolean }) {
  const { t } = useTranslation();
  const polls = useConversationPolls(conversationId);
  if (polls.isPending || (polls.isSuccess && polls.data.length === 0)) return null;
  if (polls.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('messaging.polls.failed')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={t('messaging.polls.title')}>
      {polls.data.map((poll) => (
        <PollCard key={poll.id} poll={poll} conversationId={conversationId} canVote={canVote && !poll.closed} />
      ))}
    </Stack>
  );
}

type PollCardProps = { poll: Poll; conversationId: number; canVote: boolean };

function PollCard({ poll, conversationId, canVote }: PollCardProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const vote = useVotePoll();
  const mine = poll.options.filter((option) => option.votedByMe).map((option) => String(option.id));
  const [choice, setChoice] = useState<string[]>(mine);
  const unchanged = choice.length === mine.length && choice.every((id) => mine.includes(id));
  const most = Math.max(1, ...poll.options.map((option) => option.votes));

  const handleVote = () => {
    vote.mutate(
      { conversationId, pollId: poll.id, optionIds: choice.map(Number) },
      {
        onSuccess: (saved) => notifications.show({ color: saved ? 'green' : 'yellow', message: saved ? t('messaging.polls.voted') : t('messaging.polls.queued') }),
        onError: (error) => notifications.show({ color: 'red', title: t('messaging.polls.voteFailed'), message: apiErrorText(error, t('messaging.polls.voteFailed')) }),
      },
    );
  };

  const tally = (option: Poll['options'][number]) => (
    <Stack gap={2} style={{ flex: 1 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={option.votedByMe ? 600 : 400}>
          {option.label}
          {option.votedByMe ? ` · ${t('messaging.polls.yourVote')}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('messaging.polls.votes', { count: option.votes })}
        </Text>
      </Group>
      <Progress value={(option.votes / most) * 100} size="sm" aria-hidden />
    </Stack>
  );

  const options = poll.multiple ? (
    <Checkbox.Group value={choice} onChange={setChoice} label={poll.question} description={t('messaging.polls.multiple')}>
      <Stack gap="xs" mt="xs">
        {poll.options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} label={tally(option)} aria-label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  ) : (
    <Radio.Group value={choice[0] ?? null} onChange={(value) => setChoice([value])} label={poll.question} description={t('messaging.polls.single')}>
      <Stack gap="xs" mt="xs">
        {poll.options.map((option) => (
          <Radio key={option.id} value={String(option.id)} label={tally(option)} aria-label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );

  return (
    <Paper withBorder p="sm" component="article" aria-label={poll.question}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <IconChartBar size={16} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('messaging.polls.voters', { count: poll.totalVoters })}
            </Text>
          </Group>
          {poll.closed ? (
            <Badge color="gray" variant="light">
              {t('messaging.polls.closed')}
            </Badge>
          ) : poll.closesAt ? (
            <Text size="xs" c="dimmed">
              {t('messaging.polls.closes', { time: formatFullTime(poll.closesAt, locale) })}
            </Text>
          ) : null}
        </Group>
        {canVote ? (
          <>
            {options}
            <Group justify="flex-end">
              <Button size="xs" onClick={handleVote} disabled={choice.length === 0 || unchanged || vote.isPending} aria-busy={vote.isPending}>
                {vote.isPending ? t('messaging.polls.voting') : mine.length > 0 ? t('messaging.polls.changeVote') : t('messaging.polls.vote')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fw={600} size="sm">
              {poll.question}
            </Text>
            <Stack gap="xs">
              {poll.options.map((option) => (
                <div key={option.id}>{tally(option)}</div>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
