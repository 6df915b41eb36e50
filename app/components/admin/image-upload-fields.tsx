/**
 * The fields of a new image, apart from the other catalog fields so that only the pages
 * that upload one (the images page, a new product) load them.
 */
import type { FieldMeta } from '../../lib/forms.ts';
import { FormField } from '../forms.tsx';
import { FileField } from './catalog-fields.tsx';

/** A new image: its file and its alt text (the upload on the images page, a new product). */
export function ImageUploadFields({ image, alt }: { image: FieldMeta; alt: FieldMeta }) {
  return (
    <>
      <FileField id={image.id} name={image.name} error={image.errors?.[0]} />
      <FormField
        meta={alt}
        label="Alt text"
        optional
        maxLength={200}
        hint="What the image shows; the product name when left empty."
      />
    </>
  );
}
