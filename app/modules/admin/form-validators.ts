/**
 * The back office's forms checked in the browser with the schemas their actions apply (on
 * the raw text: numbers are read strictly by the schemas themselves). Zod and every schema
 * are one file that the admin pages fetch after their own code (admin-validator.ts): 27 KB
 * of gzip no page waits for, since the server checks every form anyway.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import {
  ImageAltSchema,
  ImageUploadSchema,
  NewProductSchema,
  ProductDetailsSchema,
  VariantSchema,
} from './catalog-validation.ts';
import { ServiceablePincodeSchema, StoreSchema } from './content-validation.ts';
import { CodPaidSchema, RefundSchema, StatusChangeSchema } from './order-validation.ts';

export const ADMIN_FORM_SCHEMAS = {
  codPaid: CodPaidSchema,
  imageAlt: ImageAltSchema,
  imageUpload: ImageUploadSchema,
  newProduct: NewProductSchema,
  pincode: ServiceablePincodeSchema,
  productDetails: ProductDetailsSchema,
  refund: RefundSchema,
  statusChange: StatusChangeSchema,
  store: StoreSchema,
  variant: VariantSchema,
};

export type AdminForm = keyof typeof ADMIN_FORM_SCHEMAS;

export function validateAdminForm(form: AdminForm, formData: FormData) {
  return parseWithZod(formData, {
    schema: ADMIN_FORM_SCHEMAS[form],
    disableAutoCoercion: true,
  });
}
