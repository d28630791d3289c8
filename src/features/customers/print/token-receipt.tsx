import { useEffect, useEffectEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { localRecordName } from '@/lib/names/local-record-name';
import { localizedNames } from '@/lib/names/localized-name';
import { optionLabel } from '@/features/customers/components/customer-options';
import type { IssuedSlip } from '@/features/customers/print/issued-slips';
import { formatSlipDateTime, presentText } from '@/features/customers/print/slip-format';
import { useQrDataUrl } from '@/features/customers/print/use-qr-data-url';
import '@/features/customers/print/token-receipt.css';

export type TokenReceiptProps = {
  slip: IssuedSlip;
  /** The date and time printed on the slip (the dialog passes its ticking clock). */
  shownAt: Date;
  /** Called once the QR image is on the page (or could not be made): the slip is ready to print. */
  onReady?: () => void;
  ref?: Ref<HTMLElement>;
};

function shortLink(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** The token slip, 80 mm wide: shown in the token dialog and printed by /print/token/<id>. */
export function TokenReceipt({ slip, shownAt, onReady, ref }: TokenReceiptProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useFormatLocale();
  const qr = useQrDataUrl(slip.qrPayload);
  const notAvailable = t('token.notAvailable');
  const reportReady = useEffectEvent(() => onReady?.());

  useEffect(() => {
    if (qr.failed) reportReady();
  }, [qr.failed]);

  const { customer, school } = slip;
  // The school's name and address in the slip's language (Pashto → Dari → English; issue 23).
  const localSchoolName = presentText(localRecordName(school, i18n.language));
  const complexName = presentText(school?.complexName) ?? localSchoolName;
  const schoolName = localSchoolName;
  // One name, as the spec's layout has it: the Dari one in Dari and Pashto when the visitor has one.
  const slipName = localizedNames({ latin: customer.name, dari: customer.dariName }, i18n.language)?.primary;
  const visitorPhone = presentText(customer.phone) ?? presentText(customer.mobile);
  // The visitor's choices in the slip's language ("ولی", not "PARENT"); a value outside the lists as typed.
  const type = presentText(optionLabel(t, 'type', customer.type));
  const purpose = presentText(optionLabel(t, 'purpose', customer.purpose));
  const department = presentText(optionLabel(t, 'department', customer.department));
  const schoolPhone = presentText(school?.phone);
  const schoolAddress = presentText(localRecordName(school && { name: school.address, dariName: school.dariAddress, pashtoName: school.pashtoAddress }, i18n.language));
  const socialLinks = Object.entries(school?.socialLinks ?? {}).filter(([, url]) => presentText(url));

  return (
    <article ref={ref} className="token-receipt" aria-label={t('token.slipLabel', { number: slip.tokenLabel })}>
      <p className="token-receipt__complex">{complexName ?? notAvailable}</p>
      {schoolName && schoolName !== complexName && <p className="token-receipt__school-name">{schoolName}</p>}
      <p className="token-receipt__datetime">{formatSlipDateTime(shownAt, locale)}</p>
      <p className="token-receipt__counter-label">{t('token.counterLabel')}</p>
      <p className="token-receipt__counter" data-testid="token-counter">
        {slip.tokenLabel}
      </p>
      <dl className="token-receipt__details">
        <dt>{t('token.fields.name')}</dt>
        <dd>{slipName ? <bdi lang={slipName.lang} dir={slipName.dir}>{slipName.text}</bdi> : notAvailable}</dd>
        <dt>{t('token.fields.phone')}</dt>
        <dd>{visitorPhone ? <bdi dir="ltr">{visitorPhone}</bdi> : notAvailable}</dd>
        <dt>{t('token.fields.type')}</dt>
        <dd>{type ?? notAvailable}</dd>
        <dt>{t('token.fields.purpose')}</dt>
        <dd>{purpose ?? notAvailable}</dd>
        {department && (
          <>
            <dt>{t('token.fields.department')}</dt>
            <dd>{department}</dd>
          </>
        )}
      </dl>
      {qr.dataUrl ? (
        <img
          className="token-receipt__qr"
          src={qr.dataUrl}
          alt={t('token.qrAlt', { number: slip.tokenLabel })}
          onLoad={onReady}
        />
      ) : (
        <div className="token-receipt__qr" aria-hidden="true" />
      )}
      <footer className="token-receipt__footer">
        {socialLinks.length > 0 && (
          <ul aria-label={t('token.school.socialLinks')}>
            {socialLinks.map(([name, url]) => (
              <li key={name}>
                {name}: <bdi dir="ltr">{shortLink(url)}</bdi>
              </li>
            ))}
          </ul>
        )}
        {schoolPhone && (
          <p>
            {t('token.school.phone')}: <bdi dir="ltr">{schoolPhone}</bdi>
          </p>
        )}
        {schoolAddress && <p>{schoolAddress}</p>}
      </footer>
    </article>
  );
}
