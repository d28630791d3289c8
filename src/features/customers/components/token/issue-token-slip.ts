import type { Customer } from '@/contract/customers';
import type { SchoolProfile } from '@/contract/school-settings';
import { createRequestId } from '@/lib/api/request-id';
import { formatTokenNumber, issueNextToken } from '@/features/customers/components/token/token-counter';
import { saveIssuedSlip, type IssuedSlip } from '@/features/customers/print/issued-slips';
import { tokenQrPayload } from '@/features/customers/print/token-qr-payload';

/** Takes the day's next number for a visitor and stores the slip, so it can be printed by id. */
export function issueTokenSlip(customer: Customer, school: SchoolProfile | null, now: Date = new Date()): IssuedSlip {
  const token = issueNextToken(now);
  const tokenLabel = formatTokenNumber(token.number);
  const slip: IssuedSlip = {
    id: createRequestId(),
    tokenNumber: token.number,
    tokenLabel,
    dateKey: token.dateKey,
    issuedAt: now.toISOString(),
    printedAt: null,
    qrPayload: tokenQrPayload({ tokenLabel, serialNumber: customer.serialNumber, customerId: customer.id }),
    customer: {
      id: customer.id,
      serialNumber: customer.serialNumber ?? null,
      name: customer.name ?? null,
      phone: customer.phone ?? null,
      mobile: customer.mobile ?? null,
      type: customer.type ?? null,
      purpose: customer.purpose ?? null,
      department: customer.department ?? null,
    },
    school,
  };
  saveIssuedSlip(slip);
  return slip;
}
