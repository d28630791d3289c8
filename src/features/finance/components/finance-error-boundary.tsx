import { Alert, Button, Code, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconRefresh } from '@tabler/icons-react';
import { Component, useId, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FinanceInterfaceErrorProps = { error: Error; onRetry: () => void };

/** Spec part 2 §2.4 "Finance error boundary": the texts, collapsible details and Try Again. */
function FinanceInterfaceError({ error, onRetry }: FinanceInterfaceErrorProps) {
  const { t } = useTranslation();
  const [detailsShown, details] = useDisclosure(false);
  const detailsId = useId();
  const detailText = [error.message, error.stack].filter(Boolean).join('\n\n');
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('finance.errorBoundary.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('finance.errorBoundary.body')}</Text>
        <Group gap="sm">
          <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
            {t('finance.errorBoundary.retry')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-expanded={detailsShown}
            aria-controls={detailsId}
            rightSection={detailsShown ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={details.toggle}
          >
            {detailsShown ? t('finance.errorBoundary.hideDetails') : t('finance.errorBoundary.showDetails')}
          </Button>
        </Group>
        <Collapse expanded={detailsShown} id={detailsId} w="100%">
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', maxBlockSize: '16rem', overflow: 'auto' }}>
            {detailText}
          </Code>
        </Collapse>
      </Stack>
    </Alert>
  );
}

export type FinanceErrorBoundaryProps = { children: ReactNode };
type FinanceErrorBoundaryState = { error: Error | null };

/**
 * Around the Finance screen's content: a render error in one tab shows the finance error with its
 * details instead of blanking the screen; Try Again renders the content afresh.
 */
export class FinanceErrorBoundary extends Component<FinanceErrorBoundaryProps, FinanceErrorBoundaryState> {
  state: FinanceErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): FinanceErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[finance] interface error', error, info.componentStack);
  }

  handleRetry = (): void => {
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (this.state.error) return <FinanceInterfaceError error={this.state.error} onRetry={this.handleRetry} />;
    return this.props.children;
  }
}
