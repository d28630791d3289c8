import type { Customer } from '@/contract/customers';
import type { SchoolProfile } from '@/contract/school-settings';
import { createRequestId } from '@/lib/api/request-id';
import { formatTokenNumber, issueNextToken } from '@/features/customers/components/token/token-counter';
import { saveIssuedSlip, type IssuedSlip } from '@/features/customers/print/issued-slips';
import { tokenQrPayload } from '@/features/customers/print/token-qr-payload';

export type IssueTokenSlipInput = {
  customer: Customer;
  school: SchoolProfile | null;
  /** This desk's prefix ("A" prints "A-007"), or empty for none. */
  deskPrefix: string;
  now?: Date;
};

/** Takes the day's next number for a visitor and stores the slip, so it can be printed by id. */
export async function issueTokenSlip({ customer, school, deskPrefix, now = new Date() }: IssueTokenSlipInput): Promise<IssuedSlip> {
  const token = await issueNextToken(now);
  const tokenLabel = formatTokenNumber(token.number, deskPrefix);
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
      dariName: customer.dariName ?? null,
      phone: customer.phone ?? null,
      mobile: customer.mobile ?? null,
      type: customer.type ?? null,
      purpose: customer.purpose ?? null,
      department: customer.department ?? null,
    },
    school,
  };
  await saveIssuedSlip(slip);
  return slip;
}
