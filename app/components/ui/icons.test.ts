import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icons.tsx';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');

describe('icon sprite', () => {
  it('holds one 24 x 24 symbol for every icon name, and no other', () => {
    const symbols = [...sprite.matchAll(/<symbol id="icon-([a-z-]+)" viewBox="0 0 24 24">/g)].map(
      (match) => match[1],
    );
    expect(symbols.toSorted()).toEqual([...ICON_NAMES].toSorted());
    expect(sprite.match(/<symbol\b/g)).toHaveLength(ICON_NAMES.length);
  });

  it('leaves stroke and fill to the page (the .icon rules), so icons take the text colour', () => {
    expect(sprite).not.toMatch(/\b(stroke|fill)=/);
  });
});
