/**
 * A back-office form's validator for useShopForm. Its rules (Zod and the schemas,
 * form-validators.ts) come after the page's own code: until they have, leaving a field
 * shows nothing yet and a submit goes to the server, which answers with the same messages.
 */
import type { z } from 'zod';
import type { FormValidator } from '../../lib/forms.ts';
import type {
  ADMIN_FORM_SCHEMAS,
  AdminForm,
  validateAdminForm,
} from '../../modules/admin/form-validators.ts';

let validate: typeof validateAdminForm | undefined;
let requested = false;

function load() {
  requested = true;
  import('../../modules/admin/form-validators.ts').then(
    (module) => {
      validate = module.validateAdminForm;
    },
    // Offline, or a deploy removed the file: the server's answers stand in.
    () => undefined,
  );
}

export function adminValidator<F extends AdminForm>(form: F) {
  if (!import.meta.env.SSR && !requested) load();
  const validator = (formData: FormData) => validate?.(form, formData) ?? {};
  return validator as FormValidator<keyof z.input<(typeof ADMIN_FORM_SCHEMAS)[F]> & string>;
}
