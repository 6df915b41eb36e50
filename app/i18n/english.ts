/**
 * A message's English text without the catalogs: its `{name}` placeholders filled in.
 * For English that code keeps outside a page (an error's `message`, structured data);
 * plurals and selects are not for these texts.
 */
export function english(template: string, values?: Record<string, unknown>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
