/** The session as the service worker reads it (src/lib/offline/device-session.ts writes it). */
export type DeviceSessionRow = {
  key: 'current';
  /** The signed-in user's token, or null when nobody is signed in. */
  token: string | null;
  /** Their display name (to label whose writes are waiting). */
  userName: string | null;
  /**
   * A token the server refused (401) while replaying: the queue waits for the next login
   * instead of sending it again.
   */
  refusedToken: string | null;
};
