/**
 * Field rules: a field's check as a plain function (the value, trimmed, in; the spec's
 * message or undefined out). Forms on catalog pages validate with these in the browser
 * through Conform's own `parse`, so those pages load no Zod; the server's Zod schemas are
 * built from the very same functions (`ruleSchema` in zod-rules.ts).
 */
import { parse } from '@conform-to/react';

export type FieldRule = (value: string) => string | undefined;

/** A Conform validator for a form whose fields are all text fields with rules. */
export function validateFields<R extends Record<string, FieldRule>>(rules: R) {
  return (payload: FormData | URLSearchParams) =>
    parse<{ [K in keyof R]: string }, string[]>(payload, {
      resolve(input) {
        const value: Record<string, string> = {};
        const error: Record<string, string[]> = {};
        for (const [name, rule] of Object.entries(rules)) {
          const raw = input[name];
          const text = typeof raw === 'string' ? raw.trim() : '';
          const message = rule(text);
          if (message) error[name] = [message];
          else value[name] = text;
        }
        return Object.keys(error).length
          ? { error }
          : { value: value as { [K in keyof R]: string } };
      },
    });
}
