/**
 * The back office's forms for a category's specification attributes (issue 32): one
 * attribute's names, unit, type, filter and compare flags, its choices' labels and a new
 * choice; and a new attribute. One Zod schema per form (ADR 0023), the page's and the
 * action's. A choice's value (in URLs and stored values) is fixed once made; its labels
 * change.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { checkbox, kannadaTwin, line } from './form-rules.ts';

export const ATTRIBUTE_KEY = /^[a-z][a-z0-9-]{0,39}$/;

export const ATTRIBUTE_MESSAGES = {
  key: 'Enter a key of lower-case letters, digits and hyphens, starting with a letter (up to 40), e.g. capacity.',
  keyTaken: 'This category already has an attribute with this key.',
  name: 'Enter a name of 1 to 60 characters.',
  type: 'Choose number, choice or yes/no.',
  unit: 'Enter a unit of up to 12 characters, e.g. L, or leave it empty.',
  choiceValue:
    'Enter a value of lower-case letters, digits and hyphens, starting with a letter (up to 40), e.g. storage.',
  choiceValueTaken: 'This attribute already has a choice with this value.',
  choiceLabel: 'Enter a label of 1 to 60 characters.',
  choiceNeeded: 'A choice attribute needs at least one choice: add one.',
  typeLocked:
    'The type cannot change: products have values of this attribute. Clear them first, or add a new attribute.',
} as const;

const name = line(ATTRIBUTE_MESSAGES.name, { max: 60 });
const label = line(ATTRIBUTE_MESSAGES.choiceLabel, { max: 60 });

const optional = <T>(rule: z.ZodType<T, string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    rule.optional(),
  );

const FIELDS = {
  name,
  nameKn: kannadaTwin(name),
  type: z.enum(['number', 'choice', 'boolean'], { error: ATTRIBUTE_MESSAGES.type }),
  unit: optional(line(ATTRIBUTE_MESSAGES.unit, { max: 12 })),
  filterable: checkbox,
  comparable: checkbox,
  /** A choice to add: its value and labels (all empty: none). */
  newChoiceValue: optional(line(ATTRIBUTE_MESSAGES.choiceValue, { pattern: ATTRIBUTE_KEY })),
  newChoiceLabel: optional(label),
  newChoiceLabelKn: kannadaTwin(label),
};

/** A new choice's label is needed once its value is typed. */
const CHOICE_LABEL = {
  message: ATTRIBUTE_MESSAGES.choiceLabel,
  path: ['newChoiceLabel'],
};
const labelledChoice = (form: { newChoiceValue?: string; newChoiceLabel?: string }) =>
  !form.newChoiceValue || Boolean(form.newChoiceLabel);

export const AttributeSchema = z
  .object({
    attributeId: z.string().regex(/^\d{1,9}$/),
    ...FIELDS,
    /** The existing choices' labels: `choices[0].value` (hidden), `.label`, `.labelKn`. */
    choices: z
      .array(
        z.object({
          value: z.string().regex(ATTRIBUTE_KEY),
          label,
          labelKn: kannadaTwin(label),
        }),
      )
      .max(100)
      .optional()
      .transform((value) => value ?? []),
  })
  .refine(labelledChoice, CHOICE_LABEL);
export type AttributeInput = z.output<typeof AttributeSchema>;

export const NewAttributeSchema = z
  .object({
    key: line(ATTRIBUTE_MESSAGES.key, { pattern: ATTRIBUTE_KEY, max: 40 }),
    ...FIELDS,
  })
  .refine(labelledChoice, CHOICE_LABEL)
  .refine((form) => form.type !== 'choice' || Boolean(form.newChoiceValue), {
    message: ATTRIBUTE_MESSAGES.choiceNeeded,
    path: ['newChoiceValue'],
  });
export type NewAttributeInput = z.output<typeof NewAttributeSchema>;
