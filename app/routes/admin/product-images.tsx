import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { FileField } from '../../components/admin/catalog-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { firstError, NOT_A_FORM, readFormData, submittedFields } from '../../lib/forms.server.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { productThumb } from '../../lib/product-image.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import {
  addImage,
  loadProduct,
  moveImage,
  type Outcome,
  productExists,
  removeImage,
  updateImageAlt,
} from '../../modules/admin/catalog.server.ts';
import { ImageAltSchema, ImageUploadSchema } from '../../modules/admin/catalog-validation.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/product-images';

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.product.name ?? 'Product';
  return [
    { title: pageTitle(`Images of ${name} · Back Office`) },
    { name: 'robots', content: 'noindex' },
  ];
}

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

type Answer = {
  intent: string;
  imageId: string;
  tone: 'success' | 'danger';
  message: string;
  result?: LastResult;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  if (!(await productExists(services(context).database.db, params.productId))) notFound();
  const { database, config } = services(context);
  const db = database.db;
  const form = await readFormData(request);
  if (!form) {
    return data({ intent: '', imageId: '', tone: 'danger', message: NOT_A_FORM } as Answer, {
      status: 415,
    });
  }
  const fields = submittedFields(form);
  const intent = String(fields.get('intent') ?? '');
  const imageId = String(fields.get('imageId') ?? '');
  const answer = (outcome: Outcome, reply?: (errors: Record<string, string[]>) => LastResult) => {
    if (!outcome) notFound();
    if (outcome.ok) return { intent, imageId, tone: 'success', message: outcome.message } as Answer;
    const message = Object.values(outcome.fieldErrors).flat()[0] ?? 'Not saved.';
    return data(
      { intent, imageId, tone: 'danger', message, result: reply?.(outcome.fieldErrors) } as Answer,
      { status: 400 },
    );
  };
  const refused = (result: LastResult) =>
    data(
      {
        intent,
        imageId,
        tone: 'danger',
        message: result ? firstError(result) : 'Please check your input.',
        result,
      } as Answer,
      { status: 400 },
    );
  switch (intent) {
    case IMAGE_INTENT.upload: {
      const submission = parseWithZod(fields, {
        schema: ImageUploadSchema,
        disableAutoCoercion: true,
      });
      if (submission.status !== 'success') return refused(submission.reply());
      const outcome = await addImage(
        db,
        staff,
        config.uploadsDir,
        params.productId,
        submission.value,
      );
      return answer(outcome, (fieldErrors) => submission.reply({ fieldErrors }));
    }
    case IMAGE_INTENT.alt: {
      const submission = parseWithZod(fields, {
        schema: ImageAltSchema,
        disableAutoCoercion: true,
      });
      if (submission.status !== 'success') return refused(submission.reply());
      const { imageId: id, alt } = submission.value;
      return answer(await updateImageAlt(db, staff, params.productId, Number(id), alt));
    }
    case IMAGE_INTENT.up:
    case IMAGE_INTENT.down:
    case IMAGE_INTENT.remove: {
      if (!/^\d{1,9}$/.test(imageId)) notFound();
      const outcome =
        intent === IMAGE_INTENT.remove
          ? await removeImage(db, staff, params.productId, Number(imageId))
          : await moveImage(db, staff, params.productId, Number(imageId), intent);
      return answer(outcome);
    }
    default:
      return data({ intent, imageId, tone: 'danger', message: 'Unknown action.' } as Answer, {
        status: 400,
      });
  }
}

export default function ProductImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const answer = actionData as Answer | undefined;
  const replyTo = (intent: string, imageId = '') =>
    answer && answer.intent === intent && answer.imageId === imageId ? answer.result : undefined;
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
              key={`${image.id}-${image.alt}`}
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
  image: { id: number; path: string; alt: string };
  number: number;
  last: boolean;
  lastResult: LastResult;
}) {
  const [form, fields] = useShopForm(adminValidator('imageAlt'), {
    id: `image-${image.id}`,
    lastResult,
    defaultValue: { alt: image.alt, imageId: String(image.id) },
  });
  const which = `image ${number}`;
  return (
    <li className="catalog-image">
      <img src={productThumb(image.path)} alt={image.alt} width={120} height={144} />
      <div className="catalog-image__body">
        <Form method="post" className="catalog-image__alt" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={IMAGE_INTENT.alt} />
          <input type="hidden" name="imageId" value={image.id} />
          <FormField
            meta={fields.alt}
            label={`Alt text of image ${number}`}
            maxLength={200}
            hint="What the image shows, for screen readers."
          />
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
        <FileField id={fields.image.id} name={fields.image.name} error={fields.image.errors?.[0]} />
        <FormField
          meta={fields.alt}
          label="Alt text"
          optional
          maxLength={200}
          hint="What the image shows; the product name when left empty."
        />
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={busy}>
            Upload image
          </Button>
        </div>
      </Form>
    </section>
  );
}
