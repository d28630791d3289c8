/// <reference types="vite/client" />

// Values baked into the client build by vite.config.ts `define` (README lists the settings).
interface ImportMetaEnv {
  /** Key of the payload envelope; the same PAYLOAD_KEY the server reads. */
  readonly VITE_PAYLOAD_KEY?: string;
  /** Comma-separated roles allowed into the shell (SHELL_ROLES, default TEACHER,PARENT). */
  readonly VITE_SHELL_ROLES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
