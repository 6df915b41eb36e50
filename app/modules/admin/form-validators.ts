/**
 * The back office's forms checked in the browser with the schemas their actions apply.
 * Zod and every schema are one file that the admin pages fetch after their own code
 * (admin-validator.ts): 27 KB of gzip no page waits for.
 */
import { TechnicianSchema, VisitOutcomeSchema } from '../installation/staff-validation.ts';
import { AttributeSchema, NewAttributeSchema } from './attribute-validation.ts';
import {
  ImageAltSchema,
  ImageUploadSchema,
  NewProductSchema,
  ProductDetailsSchema,
  VariantSchema,
  WarrantyKannadaSchema,
} from './catalog-validation.ts';
import {
  CourierSchema,
  HolidaySchema,
  ServiceablePincodeSchema,
  StoreSchema,
} from './content-validation.ts';
import { CouponSchema, PrepaidOfferSchema } from './coupon-validation.ts';
import {
  CategoryInstallationSchema,
  ProductInstallationSchema,
  StoreCapacitySchema,
  StorePincodesSchema,
} from './installation-validation.ts';
import {
  CodPaidSchema,
  GstBuyerSchema,
  RefundSchema,
  ShipSchema,
  StatusChangeSchema,
} from './order-validation.ts';
import { ServiceStatusSchema } from './service-request-validation.ts';

export const ADMIN_FORM_SCHEMAS = {
  attribute: AttributeSchema,
  categoryInstallation: CategoryInstallationSchema,
  newAttribute: NewAttributeSchema,
  codPaid: CodPaidSchema,
  gstBuyer: GstBuyerSchema,
  ship: ShipSchema,
  holiday: HolidaySchema,
  coupon: CouponSchema,
  courier: CourierSchema,
  prepaidOffer: PrepaidOfferSchema,
  imageAlt: ImageAltSchema,
  imageUpload: ImageUploadSchema,
  newProduct: NewProductSchema,
  pincode: ServiceablePincodeSchema,
  productDetails: ProductDetailsSchema,
  productInstallation: ProductInstallationSchema,
  refund: RefundSchema,
  serviceStatus: ServiceStatusSchema,
  statusChange: StatusChangeSchema,
  store: StoreSchema,
  storeCapacity: StoreCapacitySchema,
  storePincodes: StorePincodesSchema,
  technician: TechnicianSchema,
  variant: VariantSchema,
  visitOutcome: VisitOutcomeSchema,
  warrantyKannada: WarrantyKannadaSchema,
};

export type AdminForm = keyof typeof ADMIN_FORM_SCHEMAS;

/** The specification form's schema is built from its attributes and variants (specs-validation.ts). */
export { specificationsSchema } from './specs-validation.ts';
