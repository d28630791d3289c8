/** How long a photo upload may take before the client gives up. */

/** A photo upload (student avatar, teacher photo) gives up after this long. */
export const AVATAR_UPLOAD_TIMEOUT_MS = 30_000;
