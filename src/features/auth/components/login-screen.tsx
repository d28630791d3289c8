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
import { IconAlertCircle, IconSchool } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageSwitch } from '@/lib/ui/language-switch';

// Below Mantine's `sm` breakpoint the brand panel becomes a slim banner above the form. The
// layout switches in CSS (responsive style props, hiddenFrom/visibleFrom, login-screen.css),
// never in a media-query hook: the login screen pre-painted into index.html at build time
// (src/app/prepaint) must lay out exactly as this screen does when React replaces it.
function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Flex
      bg="var(--mantine-primary-color-filled)"
      c="white"
      direction={{ base: 'row', sm: 'column' }}
      align="center"
      justify="center"
      gap="md"
      p={{ base: 'md', sm: 'xl' }}
      flex={{ sm: 1 }}
      mih={{ sm: '100dvh' }}
    >
      <ThemeIcon size={40} radius="xl" variant="white" aria-hidden hiddenFrom="sm">
        <IconSchool size={24} />
      </ThemeIcon>
      <ThemeIcon size={88} radius="xl" variant="white" aria-hidden visibleFrom="sm">
        <IconSchool size={52} />
      </ThemeIcon>
      <Text component="p" fw={700} fz={{ base: 'lg', sm: 'h1' }} ta="center" m={0}>
        {t('auth.panelTitle')}
      </Text>
    </Flex>
  );
}

/** Sign-in form (spec part 1 §2, §5): shown whenever nobody is signed in. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { login } = useAuth();
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
    <Flex component="main" direction={{ base: 'column', sm: 'row' }} mih="100dvh">
      <BrandPanel />
      <Flex style={{ flex: 1 }} align={{ base: 'flex-start', sm: 'center' }} justify="center" p={{ base: 'md', sm: 'xl' }}>
        <Paper w="100%" maw={420} p={{ base: 'md', sm: 'xl' }} radius="md" withBorder shadow="sm" mod="login-card">
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
