import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export type QrImage = {
  /** A data: URL of an SVG image, or null while it is being made or when it failed. */
  dataUrl: string | null;
  failed: boolean;
};

/** Makes the QR image as SVG (no canvas needed, sharp on a thermal printer). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR image of `text`, made locally (works offline). */
export function useQrDataUrl(text: string | null): QrImage {
  const [image, setImage] = useState<{ text: string; dataUrl: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (text === null) return;
    let current = true;
    qrDataUrl(text).then(
      (dataUrl) => {
        if (current) setImage({ text, dataUrl, failed: false });
      },
      (error: unknown) => {
        console.warn('Could not make the token QR code', error);
        if (current) setImage({ text, dataUrl: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  // An image made for an earlier text is never shown for the new one.
  if (image === null || image.text !== text) return { dataUrl: null, failed: false };
  return { dataUrl: image.dataUrl, failed: image.failed };
}
