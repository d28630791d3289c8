import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PortalCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('parentPortal.crashed.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('parentPortal.crashed.body')}</Text>
        <Button size="xs" onClick={onRetry}>
          {t('parentPortal.crashed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

type PortalErrorBoundaryProps = { children: ReactNode; region: string };
type PortalErrorBoundaryState = { error: Error | null };

/** One per portal tab (CONVENTIONS §13): a tab that throws leaves the tabs and the other tabs usable. */
export class PortalErrorBoundary extends Component<PortalErrorBoundaryProps, PortalErrorBoundaryState> {
  state: PortalErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): PortalErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[parent-portal ${this.props.region}] crashed`, error, info.componentStack);
  }

  handleRetry = (): void => this.setState({ error: null });

  render(): ReactNode {
    return this.state.error ? <PortalCrashed onRetry={this.handleRetry} /> : this.props.children;
  }
}
