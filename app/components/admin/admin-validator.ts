/**
 * A back-office form's schema for useShopForm: the one its action parses with, fetched
 * with every other admin schema (form-validators.ts, one file) as the form is first used.
 * Read on the raw text (`coerce: false`), as the actions read it: the schemas read numbers
 * strictly themselves.
 */
import type { z } from 'zod';
import { type FormSchema, formSchema } from '../../lib/form-schema.ts';
import type { ADMIN_FORM_SCHEMAS, AdminForm } from '../../modules/admin/form-validators.ts';

const schemas: { [F in AdminForm]?: FormSchema } = {};

export function adminValidator<F extends AdminForm>(form: F) {
  schemas[form] ??= formSchema(
    () =>
      import('../../modules/admin/form-validators.ts').then(
        (module) => module.ADMIN_FORM_SCHEMAS[form],
      ),
    { coerce: false },
  );
  return schemas[form] as FormSchema<keyof z.input<(typeof ADMIN_FORM_SCHEMAS)[F]> & string>;
}
