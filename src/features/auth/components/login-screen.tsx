import {
  Alert,
  Box,
  Button,
  Flex,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSchool } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageSwitch } from '@/lib/ui/language-switch';

// Below Mantine's `sm` breakpoint the brand panel becomes a slim banner above the form.
const PHONE_QUERY = '(max-width: 47.9em)';

function BrandPanel({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      bg="var(--mantine-primary-color-filled)"
      c="white"
      direction={compact ? 'row' : 'column'}
      align="center"
      justify="center"
      gap="md"
      p={compact ? 'md' : 'xl'}
      style={compact ? undefined : { flex: 1, minHeight: '100dvh' }}
    >
      <ThemeIcon size={compact ? 40 : 88} radius="xl" variant="white" aria-hidden>
        <IconSchool size={compact ? 24 : 52} />
      </ThemeIcon>
      <Text component="p" fw={700} fz={compact ? 'lg' : 'h1'} ta="center" m={0}>
        {t('auth.panelTitle')}
      </Text>
    </Flex>
  );
}

/** Sign-in form (spec part 1 §2, §5): shown whenever nobody is signed in. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (username.trim() === '' || password === '') {
      setError(t('auth.missingFields'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await login(username.trim(), password);
      if (!result.success) setError(result.message);
    } catch {
      setError(t('auth.loginFailedFallback'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex component="main" direction={isPhone ? 'column' : 'row'} mih="100dvh">
      <BrandPanel compact={isPhone} />
      <Flex style={{ flex: 1 }} align={isPhone ? 'flex-start' : 'center'} justify="center" p={isPhone ? 'md' : 'xl'}>
        <Paper w="100%" maw={420} p={isPhone ? 'md' : 'xl'} radius="md" withBorder={!isPhone} shadow={isPhone ? undefined : 'sm'}>
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Stack gap="md">
              <Box>
                <Title order={1} size="h2">
                  {t('auth.welcomeBack')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('auth.signInSubtitle')}
                </Text>
              </Box>
              <LanguageSwitch />
              {error ? (
                <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
                  {error}
                </Alert>
              ) : null}
              <TextInput
                label={t('auth.usernameLabel')}
                placeholder={t('auth.usernamePlaceholder')}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                value={username}
                onChange={(event) => {
                  setUsername(event.currentTarget.value);
                  setError(null);
                }}
                disabled={busy}
              />
              <PasswordInput
                label={t('auth.passwordLabel')}
                placeholder={t('auth.passwordPlaceholder')}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setError(null);
                }}
                disabled={busy}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
              />
              <Button type="submit" fullWidth size="md" disabled={busy}>
                {busy ? t('auth.submitting') : t('auth.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Flex>
    </Flex>
  );
}
