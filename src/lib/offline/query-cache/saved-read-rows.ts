/** The stored shapes of saved reads (saved-read-store.ts is the only writer). */

/** One query's last answer for one user, encrypted. */
export type SavedReadRow = {
  /** `<userId>:<SHA-256 of the query hash>`: the query's key (child ids, filters) stays unreadable. */
  id: string;
  userId: number;
  /** When the answer arrived (epoch ms); rows older than the maximum age are pruned. */
  savedAt: number;
  /** AES-GCM's 12-byte initialisation vector, new for every write. */
  iv: Uint8Array<ArrayBuffer>;
  /** The answer as JSON, encrypted with the user's key; the query hash is its associated data. */
  ciphertext: ArrayBuffer;
  /** What the row takes on the device (IV and ciphertext), for the per-user budget. */
  bytes: number;
};

/** A user's key: AES-GCM, made on first use and not extractable (the page can use it, never read it). */
export type SavedReadKeyRow = {
  userId: number;
  key: CryptoKey;
  createdAt: number;
};
