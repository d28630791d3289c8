/**
 * Mantine's styles for what shows before sign-in (the login screen, the loading and error
 * states, the update notice): a tenth of the full stylesheet, so the first load is
 * smaller (issue 4, Lighthouse on a phone). The full sheet comes with the signed-in shell and the
 * print window (full-styles.ts). Both are the layered variants (`@layer mantine`): the app's own
 * styles win over Mantine's whatever order the sheets arrive in.
 *
 * A component added to the login path needs its sheet here (node_modules/@mantine/core/styles/).
 */
// Mantine's documented order: the base sheets, then the ones every component builds on, then
// the components (a later sheet wins at equal specificity: Button must follow UnstyledButton).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@/app/styles/arabic-script-font.css';
import '@/app/styles/right-to-left.css';
import '@/app/styles/reduced-motion.css';
// The login card's phone layout (the pre-painted login screen in index.html needs it too).
import '@/features/auth/components/login-screen.css';
