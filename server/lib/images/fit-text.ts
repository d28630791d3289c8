/** Fitting a line of text into a width: a smaller font first, then an ellipsis as a last resort. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { cardFont } from './card-fonts';

export type FitTextOptions = {
  weight: 400 | 700;
  maxSizePx: number;
  minSizePx: number;
  maxWidth: number;
};

export type FittedText = { text: string; font: string };

const ELLIPSIS = '…';

/** Sets nothing on the context for good: the caller draws with the returned font. */
export function fitText(context: SKRSContext2D, text: string, options: FitTextOptions): FittedText {
  const previousFont = context.font;
  try {
    for (let size = options.maxSizePx; size >= options.minSizePx; size -= 2) {
      const font = cardFont(options.weight, size);
      context.font = font;
      if (context.measureText(text).width <= options.maxWidth) return { text, font };
    }
    const font = cardFont(options.weight, options.minSizePx);
    context.font = font;
    // Cut whole characters (code points, so a surrogate pair is never split) until it fits.
    const characters = [...text];
    while (characters.length > 1 && context.measureText(characters.join('') + ELLIPSIS).width > options.maxWidth) {
      characters.pop();
    }
    return { text: characters.join('').trimEnd() + ELLIPSIS, font };
  } finally {
    context.font = previousFont;
  }
}
