/** Draws a QR code as crisp squares on a canvas (from qrcode's module matrix, no intermediate image). */
import type { SKRSContext2D } from '@napi-rs/canvas';

export type QrPlacement = { x: number; y: number; size: number };

/** Modules of white margin around the symbol (the standard asks for 4; 2 reads fine on a card). */
const QUIET_ZONE_MODULES = 2;

export async function drawQrCode(context: SKRSContext2D, text: string, placement: QrPlacement): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  // Level M survives a scuffed or creased card better than the default for short payloads.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const moduleCount = modules.size + QUIET_ZONE_MODULES * 2;
  // Whole pixels per module, so no module is blurred across two pixel columns.
  const moduleSize = Math.max(1, Math.floor(placement.size / moduleCount));
  const drawnSize = moduleSize * moduleCount;
  const originX = Math.round(placement.x + (placement.size - drawnSize) / 2);
  const originY = Math.round(placement.y + (placement.size - drawnSize) / 2);

  context.save();
  context.fillStyle = '#ffffff';
  context.fillRect(originX, originY, drawnSize, drawnSize);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      context.fillRect(
        originX + (column + QUIET_ZONE_MODULES) * moduleSize,
        originY + (row + QUIET_ZONE_MODULES) * moduleSize,
        moduleSize,
        moduleSize,
      );
    }
  }
  context.restore();
}
