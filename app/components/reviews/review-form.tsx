/**
 * A buyer's review: the stars (a radio group), an optional title and the text. Checked in
 * the browser with the schema the action parses with (rules.ts), so nothing is sent while a
 * field is wrong; without JavaScript the action answers with the same messages under the
 * same fields.
 */
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { msg } from '../../i18n/msg.ts';
import { formSchema } from '../../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { REVIEW_LIMITS } from '../../modules/review/rules.ts';
import { FormField, TextAreaField } from '../forms.tsx';
import { Button } from '../ui/button.tsx';

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
    <Form method="post" className="review-form" {...getFormProps(form)}>
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
      <Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  );
}
