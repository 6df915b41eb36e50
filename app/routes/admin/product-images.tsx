import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { ImageUploadFields } from '../../components/admin/image-upload-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { DomainError } from '../../lib/domain-error.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { productThumb } from '../../lib/product-image.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import {
  addImage,
  IMAGE_NOT_FOUND,
  moveImage,
  removeImage,
  updateImageAlt,
} from '../../modules/admin/catalog/images.server.ts';
import { loadProduct, productExists } from '../../modules/admin/catalog/products.server.ts';
import { ImageAltSchema, ImageUploadSchema } from '../../modules/admin/catalog-validation.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/product-images';

export const headers = privatePageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(`Images of ${loaderData?.product.name ?? 'Product'}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalog.edit');
  const product = await loadProduct(services(context).database.db, params.productId);
  if (!product) notFound();
  return {
    product: { id: product.id, name: product.name, active: product.active, images: product.images },
  };
}

export const IMAGE_INTENT = {
  upload: 'upload',
  alt: 'alt',
  up: 'up',
  down: 'down',
  remove: 'remove',
} as const;
type ImageIntent = (typeof IMAGE_INTENT)[keyof typeof IMAGE_INTENT];

/** Up, down and remove name their image only: an id that is no number names none. */
const ImageRefSchema = z.object({ imageId: z.string() });

function imageIdOf(input: { imageId: string }) {
  if (!/^\d{1,9}$/.test(input.imageId)) throw new DomainError('not_found', IMAGE_NOT_FOUND);
  return Number(input.imageId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  if (!(await productExists(services(context).database.db, params.productId))) notFound();
  const { database, files } = services(context);
  const db = database.db;
  const move = (direction: 'up' | 'down') =>
    defineIntent({
      schema: ImageRefSchema,
      run: async (input) =>
        (await moveImage(db, staff, params.productId, imageIdOf(input), direction)).message,
    });
  return handleIntents(
    request,
    {
      [IMAGE_INTENT.upload]: defineIntent({
        schema: ImageUploadSchema,
        coerce: false,
        run: async (input) => (await addImage(db, staff, files, params.productId, input)).message,
      }),
      [IMAGE_INTENT.alt]: defineIntent({
        schema: ImageAltSchema,
        coerce: false,
        run: async ({ imageId, ...input }) =>
          (await updateImageAlt(db, staff, params.productId, Number(imageId), input)).message,
      }),
      [IMAGE_INTENT.up]: move('up'),
      [IMAGE_INTENT.down]: move('down'),
      [IMAGE_INTENT.remove]: defineIntent({
        schema: ImageRefSchema,
        run: async (input) =>
          (await removeImage(db, staff, params.productId, imageIdOf(input))).message,
      }),
    },
    { target: 'imageId' },
  );
}

export default function ProductImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const answer = actionData;
  const replyTo = (intent: ImageIntent, imageId = '') =>
    answer?.intent === intent && answer.target === imageId ? answer.result : undefined;
  return (
    <AdminPage
      title={`Images of ${product.name}`}
      actions={
        <ButtonLink to={`/admin/products/${product.id}`} variant="ghost">
          Back to the product
        </ButtonLink>
      }
    >
      {answer ? (
        <Alert tone={answer.tone}>
          {answer.tone === 'danger' ? 'Not saved: ' : null}
          {answer.message}
        </Alert>
      ) : null}
      <section className="admin-panel" aria-labelledby="current-title">
        <h2 id="current-title">Current images</h2>
        <p className="admin-note">
          The first image is the one on product cards.
          {product.active ? ' An active product keeps at least one image.' : ''}
        </p>
        {product.images.length === 0 ? <p>This product has no image yet.</p> : null}
        <ol className="catalog-images">
          {product.images.map((image, index) => (
            <ImageRow
              key={`${image.id}-${image.alt}-${image.altKn}`}
              image={image}
              number={index + 1}
              last={index === product.images.length - 1}
              lastResult={replyTo(IMAGE_INTENT.alt, String(image.id))}
            />
          ))}
        </ol>
      </section>
      <UploadPanel key={product.images.length} lastResult={replyTo(IMAGE_INTENT.upload)} />
    </AdminPage>
  );
}

function ImageRow({
  image,
  number,
  last,
  lastResult,
}: {
  image: { id: number; path: string; alt: string; altKn: string | null };
  number: number;
  last: boolean;
  lastResult: LastResult;
}) {
  const [form, fields] = useShopForm(adminValidator('imageAlt'), {
    id: `image-${image.id}`,
    lastResult,
    defaultValue: { alt: image.alt, altKn: image.altKn ?? '', imageId: String(image.id) },
  });
  const which = `image ${number}`;
  return (
    <li className="catalog-image">
      <img src={productThumb(image.path)} alt={image.alt} width={120} height={144} />
      <div className="catalog-image__body">
        <Form method="post" className="catalog-image__alt" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={IMAGE_INTENT.alt} />
          <input type="hidden" name="imageId" value={image.id} />
          <div className="catalog-image__alt-fields">
            <FormField
              meta={fields.alt}
              label={`Alt text of image ${number}`}
              maxLength={200}
              hint="What the image shows, for screen readers."
            />
            <FormField
              meta={fields.altKn}
              label={`Alt text (Kannada) of image ${number}`}
              optional
              lang="kn"
              maxLength={200}
              hint="For Kannada pages; the English alt text when left empty."
            />
          </div>
          <Button type="submit" variant="secondary" size="sm">
            Save alt text<span className="visually-hidden"> of {which}</span>
          </Button>
        </Form>
        <div className="admin-form__actions">
          {number > 1 ? (
            <ImageButton intent={IMAGE_INTENT.up} imageId={image.id}>
              Move up<span className="visually-hidden"> {which}</span>
            </ImageButton>
          ) : null}
          {last ? null : (
            <ImageButton intent={IMAGE_INTENT.down} imageId={image.id}>
              Move down<span className="visually-hidden"> {which}</span>
            </ImageButton>
          )}
          <ImageButton intent={IMAGE_INTENT.remove} imageId={image.id} danger>
            Remove<span className="visually-hidden"> {which}</span>
          </ImageButton>
        </div>
      </div>
    </li>
  );
}

function ImageButton({
  intent,
  imageId,
  danger,
  children,
}: {
  intent: string;
  imageId: number;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="imageId" value={imageId} />
      <Button type="submit" variant={danger ? 'danger' : 'ghost'} size="sm">
        {children}
      </Button>
    </Form>
  );
}

function UploadPanel({ lastResult }: { lastResult: LastResult }) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('imageUpload'), {
    id: 'image-upload',
    lastResult,
  });
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === IMAGE_INTENT.upload;
  return (
    <section className="admin-panel" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload an image</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value={IMAGE_INTENT.upload} />
        <ImageUploadFields image={fields.image} alt={fields.alt} />
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={busy}>
            Upload image
          </Button>
        </div>
      </Form>
    </section>
  );
}
