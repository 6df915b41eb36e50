/**
 * Names the root's stylesheet in dynamic imports' preload lists as React Router links it,
 * so that a lazily loaded chunk does not link it a second time (Vite's
 * `experimental.renderBuiltUrl`).
 *
 * React Router links a stylesheet that some dynamic import also needs with a trailing `#`
 * (`shell-….css#`), keeping its own link apart from the one Vite's preload helper adds.
 * The helper compares full URLs, so it took the shell's stylesheet for missing and
 * appended it again when a lazy part loaded: after the page's own stylesheet, whose rules
 * then lost to the shell's (the home page's hero moved 12 px: a layout shift). The root
 * route is always rendered, so its link never goes and one copy is enough.
 */
import type { UserConfig } from 'vite';

type RenderBuiltUrl = NonNullable<NonNullable<UserConfig['experimental']>['renderBuiltUrl']>;

export function rootStylesheetAsLinked(stylesheet: RegExp, base = '/'): RenderBuiltUrl {
  return (filename, { hostType, type }) =>
    hostType === 'js' && type === 'asset' && stylesheet.test(filename)
      ? `${base}${filename}#`
      : undefined;
}
