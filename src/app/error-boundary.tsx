import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ScreenCrashedProps = { onRetry: () => void };

function ScreenCrashed({ onRetry }: ScreenCrashedProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('errors.screenCrashed.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.screenCrashed.body')}</Text>
        <Button size="xs" variant="filled" onClick={onRetry}>
          {t('errors.screenCrashed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** Name of the region, for the log line. */
  region: string;
};

type ErrorBoundaryState = { error: Error | null };

/**
 * One per screen region (CONVENTIONS §13): a screen that throws while rendering shows a
 * message with a retry, and the shell around it keeps working. Give it a `key` that changes
 * with the screen so moving to another screen starts fresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.region}] screen crashed`, error, info.componentStack);
  }

  handleRetry = (): void => {
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (this.state.error) return <ScreenCrashed onRetry={this.handleRetry} />;
    return this.props.children;
  }
}
