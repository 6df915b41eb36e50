import { describe, expect, it } from 'vitest';
import { cardImage, categoryThumb, productThumb } from './product-image.ts';

describe('image copies', () => {
  it('points a card at the 300 px copy, with the 600 px one for 2x screens', () => {
    expect(cardImage('/media/products/geyser/1.webp')).toEqual({
      src: '/media/products/geyser/1-300.webp',
      srcSet: '/media/products/geyser/1-600.webp 2x',
    });
    expect(productThumb('/media/products/geyser/2.webp')).toBe('/media/products/geyser/2-300.webp');
  });

  it('points a category tile at its 192 px copy', () => {
    expect(categoryThumb('/media/categories/water-pumps.webp')).toBe(
      '/media/categories/water-pumps-192.webp',
    );
  });

  it('leaves images without copies alone (uploads, placeholders)', () => {
    expect(cardImage('/media/uploads/abc.webp')).toEqual({ src: '/media/uploads/abc.webp' });
    expect(categoryThumb('/media/uploads/tile.png')).toBe('/media/uploads/tile.png');
    expect(productThumb('/media/brand/placeholder.webp')).toBe('/media/brand/placeholder.webp');
  });
});
