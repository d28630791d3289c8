/** Real images for upload and card tests. */
import { createCanvas } from '@napi-rs/canvas';

/** A real image of one colour, encoded as the given format. */
export async function solidImage(format: 'png' | 'jpeg' | 'webp', color: string, width = 60, height = 80): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 90);
}
