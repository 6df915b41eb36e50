import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './sanitize.server.ts';

/** The few references sanitize-html writes into attribute values, and numeric ones. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#([0-9]+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const ALLOWED_TAGS = new Set(
  'p br hr h2 h3 h4 h5 h6 strong b em i u s small sub sup mark span div blockquote ul ol li dl dt dd table caption thead tbody tfoot tr th td a img'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'rel',
]);

/**
 * The output's invariant, checked on its own markup: only allowlisted tags and attributes,
 * every attribute double-quoted with no raw quote or angle bracket inside, no dangerous
 * URL scheme, and no '<' that is not one of our tags.
 */
function expectSafe(output: string) {
  const tagPattern = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)(?: \/)?>/g;
  const withoutTags = output.replace(tagPattern, (_m, _slash, name: string, attrs: string) => {
    expect(ALLOWED_TAGS.has(name), `tag <${name}> in ${output}`).toBe(true);
    for (const [, attr, value] of attrs.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      expect(ALLOWED_ATTRIBUTES.has(attr!), `attribute ${attr} in ${output}`).toBe(true);
      if (attr === 'href' || attr === 'src') {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them in URLs
        const url = decodeEntities(value!).replace(/[\u0000-\u0020]/g, '');
        expect(url).not.toMatch(/^(javascript|vbscript|data|file):/i);
      }
    }
    return '';
  });
  expect(withoutTags, `stray markup in ${output}`).not.toMatch(/[<>]/);
  expect(output).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|base|meta|link)/i);
}

describe('sanitizeProductHtml keeps product descriptions', () => {
  it('keeps the allowlisted structure', () => {
    const html =
      '<h3>Features</h3><p>Heats <strong>fast</strong> &amp; safely.</p><ul><li>3 Litre</li><li>ISI mark</li></ul>' +
      '<table><thead><tr><th scope="col">Spec</th></tr></thead><tbody><tr><td colspan="2">2000 W</td></tr></tbody></table>';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('keeps safe links and same-origin images', () => {
    expect(sanitizeProductHtml('<a href="/collections/Instant-Geysers">More</a>')).toBe(
      '<a href="/collections/Instant-Geysers">More</a>',
    );
    expect(
      sanitizeProductHtml('<a href="https://example.com/manual.pdf" title="Manual">x</a>'),
    ).toBe(
      '<a href="https://example.com/manual.pdf" title="Manual" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeProductHtml('<a href="mailto:support@gruha.example">mail</a>')).toBe(
      '<a href="mailto:support@gruha.example">mail</a>',
    );
    expect(sanitizeProductHtml('<img src="/media/products/a/1.webp" alt="Front">')).toBe(
      '<img src="/media/products/a/1.webp" alt="Front" />',
    );
  });

  it('renames h1 (the page has its own) and balances tags', () => {
    expect(sanitizeProductHtml('<h1>Title</h1><p><b>bold')).toBe(
      '<h2>Title</h2><p><b>bold</b></p>',
    );
    const stray = sanitizeProductHtml('</div></p>text<em>x</p>');
    expectSafe(stray);
    expect(stray).toContain('text<em>x');
    expect(stray.endsWith('</em>')).toBe(true);
  });

  it('keeps character references and escapes stray characters in text', () => {
    expect(sanitizeProductHtml('5 &lt; 6 &rarr; AT&T "ok" 1 < 2')).toBe(
      '5 &lt; 6 → AT&amp;T "ok" 1 &lt; 2',
    );
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeProductHtml('<font color="red">Red</font> <section>S</section>')).toBe('Red S');
  });

  it('answers empty input and non-strings with an empty string', () => {
    expect(sanitizeProductHtml('')).toBe('');
    expect(sanitizeProductHtml(undefined)).toBe('');
    expect(sanitizeProductHtml(42)).toBe('');
  });
});

const PAYLOADS: [string, string][] = [
  ['script', '<script>alert(1)</script>'],
  ['script with attributes', '<SCRIPT type="text/javascript" src="//evil.example/x.js"></SCRIPT>'],
  ['script split', '<scr<script>ipt>alert(1)</script>'],
  ['nested brackets', '<<script>script>alert(1)<</script>/script>'],
  ['unterminated script', '<p>a</p><script>alert(1)'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror quoted', '<img src="/media/a.webp" onerror="alert(1)">'],
  ['attribute without space', '<img src="/a.webp"onerror="alert(1)">'],
  ['slash separated attribute', '<img/src="/a.webp"/onerror=alert(1)>'],
  ['body onload', '<body onload=alert(1)>'],
  ['div onclick', '<div onclick="alert(1)">x</div>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['javascript url', '<a href="javascript:alert(1)">x</a>'],
  ['javascript url mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript url leading space', '<a href="  javascript:alert(1)">x</a>'],
  ['javascript url with tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['javascript url with encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  [
    'javascript url decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'javascript url entities without semicolons',
    '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
  ],
  ['javascript url named colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['javascript url unknown entity', '<a href="javascript&Colon;alert(1)">x</a>'],
  ['javascript url unquoted', '<a href=javascript:alert(1)>x</a>'],
  ['vbscript url', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data url', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['image javascript src', '<img src="javascript:alert(1)">'],
  ['image remote src', '<img src="https://evil.example/track.gif">'],
  ['image protocol-relative src', '<img src="//evil.example/track.gif">'],
  ['backslash host', '<a href="/\\evil.example">x</a>'],
  ['style element', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['expression style', '<div style="width: expression(alert(1))">x</div>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  [
    'svg a xlink',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  ],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['comment hiding a tag', '<!--<img src=x onerror=alert(1)>-->'],
  ['short comment', '<!--><img src=x onerror=alert(1)>-->'],
  ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link import', '<link rel="import" href="//evil.example">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['textarea', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title', '<title><img src=x onerror=alert(1)></title>'],
  ['quote breaking title', '<a title=\'" onmouseover="alert(1)\'>x</a>'],
  ['attribute with angle brackets', '<a title="><script>alert(1)</script>">x</a>'],
  ['id clobbering', '<img id="cartCount" name="cartCount" src="/a.webp">'],
  ['class and data attributes', '<p class="x" data-x="y">x</p>'],
  ['plaintext', '<plaintext><script>alert(1)</script>'],
  ['unterminated tag', '<img src=/a.webp onerror=alert(1)'],
  ['null byte', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['unicode escape', '<a href="\u006aavascript:alert(1)">x</a>'],
];

describe('sanitizeProductHtml against XSS payloads', () => {
  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    const output = sanitizeProductHtml(payload);
    expectSafe(output);
    // No event-handler attribute on any tag (attribute values may mention them as text).
    const tags = output.replace(/"[^"]*"/g, '""').match(/<[^>]*>/g) ?? [];
    for (const tag of tags) expect(tag).not.toMatch(/\son[a-z]+=/i);
  });

  it('drops script, style and iframe content entirely', () => {
    expect(sanitizeProductHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeProductHtml('<style>p{}</style>x')).toBe('x');
    expect(sanitizeProductHtml('<svg><g><svg></svg><text>t</text></g></svg>after')).toBe('after');
  });

  it('drops unsafe attributes but keeps the element', () => {
    expect(sanitizeProductHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe(
      '<a title="t">x</a>',
    );
    expect(sanitizeProductHtml('<p style="color:red" onclick="x()">x</p>')).toBe('<p>x</p>');
  });

  it('keeps every output safe for random mixtures of payload fragments', () => {
    const fragments = [
      ...PAYLOADS.map(([, p]) => p),
      '<p>',
      '</p>',
      '"',
      "'",
      '<',
      '>',
      '=',
      '<a href="',
      '&#',
      '&',
      '<!--',
      '-->',
      '</',
      '<img',
      ' src=',
      'javascript:',
      '<svg>',
      '</svg>',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let n = 0; n < 2000; n++) {
      let input = '';
      const parts = 1 + Math.floor(random() * 8);
      for (let k = 0; k < parts; k++) input += fragments[Math.floor(random() * fragments.length)];
      expectSafe(sanitizeProductHtml(input));
    }
  });
});
