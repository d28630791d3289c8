/**
 * What the slip's QR code says: the token and the visitor's serial number, in a short text a
 * scanner at another desk can split on "|" (e.g. "TOKEN:007|V-2026-000123"). Without a serial
 * number (a visitor registered offline, not yet numbered by the server) the customer id stands in.
 */
export type TokenQrInput = {
  tokenLabel: string;
  serialNumber: string | null | undefined;
  customerId: string;
};

export function tokenQrPayload({ tokenLabel, serialNumber, customerId }: TokenQrInput): string {
  const visitor = serialNumber?.trim() ? serialNumber.trim() : customerId;
  return `TOKEN:${tokenLabel}|${visitor}`;
}
