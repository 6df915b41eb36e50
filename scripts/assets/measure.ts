/**
 * Measures the drawn extent of each product kind (by rendering it once and
 * trimming the transparent margin), so scenes can frame every kind alike.
 */
import sharp from 'sharp';
import { drawKind, setBox } from './art.ts';

export async function measureKinds(kinds: Iterable<string>): Promise<void> {
  for (const kind of new Set(kinds)) {
    const art = drawKind(kind, null);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="-100 -100 600 600">${art.body}</svg>`;
    const { info } = await sharp(Buffer.from(svg))
      .trim({ threshold: 2 })
      .toBuffer({ resolveWithObject: true });
    const x0 = -(info.trimOffsetLeft ?? 0) - 100;
    const y0 = -(info.trimOffsetTop ?? 0) - 100;
    setBox(kind, [x0, y0, x0 + info.width, y0 + info.height]);
  }
}
