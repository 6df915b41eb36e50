/**
 * A buyer's review: the stars (a radio group), an optional title, the text and up to 3
 * photos (those already there can be taken off). Checked in
 * the browser with the schema the action parses with (rules.ts), so nothing is sent while a
 * field is wrong; without JavaScript the action answers with the same messages under the
 * same fields.
 */
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { msg } from '../../i18n/msg.ts';
import { formSchema } from '../../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { PHOTO_LIMITS, REVIEW_LIMITS } from '../../modules/review/rules.ts';
import { reviewThumb } from '../../modules/review/view.ts';
import { FormField, TextAreaField } from '../forms.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

const reviewSchema = formSchema(() =>
  import('../../modules/review/rules.ts').then((module) => module.ReviewSchema),
);

const STAR_WORDS = [
  msg('1 star: poor'),
  msg('2 stars: fair'),
  msg('3 stars: good'),
  msg('4 stars: very good'),
  msg('5 stars: excellent'),
] as const;

export interface ReviewDraft {
  rating: number;
  title: string | null;
  text: string;
  photos: string[];
}

export function ReviewForm({
  draft,
  lastResult,
  submitLabel,
}: {
  draft: ReviewDraft | null;
  lastResult: LastResult | undefined;
  submitLabel: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useShopForm(reviewSchema, {
    id: 'review',
    lastResult,
    defaultValue: draft
      ? { rating: String(draft.rating), title: draft.title ?? '', text: draft.text }
      : undefined,
  });
  const ratingError = fields.rating.errors?.[0];
  const ratingErrorId = `${fields.rating.id}-error`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="review-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="save" />
      <fieldset
        className="choice-group review-form__stars"
        aria-describedby={ratingError ? ratingErrorId : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend>{t('Your rating')}</legend>
        <div className="choice-group__options">
          {STAR_WORDS.map((words, index) => (
            <label key={words} className="choice">
              <input
                type="radio"
                name={fields.rating.name}
                value={String(index + 1)}
                defaultChecked={String(fields.rating.initialValue ?? '') === String(index + 1)}
              />
              {t(words)}
            </label>
          ))}
        </div>
        {ratingError ? (
          <p className="field__error" id={ratingErrorId}>
            {t(ratingError)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        meta={fields.title}
        label={t('Title')}
        optional
        maxLength={REVIEW_LIMITS.titleMax}
      />
      <TextAreaField
        meta={fields.text}
        label={t('Your review')}
        maxLength={REVIEW_LIMITS.bodyMax}
        hint={t(
          'At least 20 characters. What did you like, what could be better? Please leave out phone numbers, e-mail addresses and links.',
        )}
      />
      {draft?.photos.length ? (
        <fieldset className="choice-group review-form__photos">
          <legend>{t('Your photos')}</legend>
          <div className="review-form__photo-list">
            {draft.photos.map((photo, index) => (
              <label key={photo} className="choice review-form__photo">
                <img src={reviewThumb(photo)} alt="" width={96} height={96} loading="lazy" />
                <input type="checkbox" name="removePhoto" value={photo} />
                {t('Remove photo {n}', { n: index + 1 })}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Field
        type="file"
        id={`${form.id}-photos`}
        name="photos"
        multiple
        accept="image/jpeg,image/png,image/webp"
        label={t('Add photos')}
        optional
        hint={t('Up to {count} photos: JPEG, PNG or WebP, at most 5 MB each.', {
          count: PHOTO_LIMITS.maxCount,
        })}
        error={lastResult?.error?.photos?.[0]}
      />
      <Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  );
}
