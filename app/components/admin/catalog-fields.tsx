/** Fields of the back office's catalog forms that the storefront's own kit does not have. */
import type { ComponentProps, ReactNode } from 'react';
import type { FieldMeta } from '../../lib/forms.ts';
import { FormField, TextAreaField } from '../forms.tsx';
import { FieldMessages, useFieldIds } from '../ui/field.tsx';

type Meta = FieldMeta;

/** The description's HTML: the shared multi-line field, in a code face, unchecked spelling. */
export function HtmlField(
  props: Omit<ComponentProps<typeof TextAreaField>, 'className' | 'spellCheck'>,
) {
  return <TextAreaField rows={8} {...props} className="catalog-code" spellCheck={false} />;
}

/** A product's Kannada name, beside its English one (new and edit forms). */
export function ProductNameKannadaField({ meta }: { meta: Meta }) {
  return (
    <FormField
      meta={meta}
      label="Name (Kannada)"
      optional
      lang="kn"
      maxLength={120}
      hint="Shown on Kannada pages; the English name when left empty."
    />
  );
}

/** A product's Kannada description, beside its English one (new and edit forms). */
export function ProductDescriptionKannadaField({
  meta,
  maxLength,
  rows,
}: {
  meta: Meta;
  maxLength: number;
  rows?: number;
}) {
  return (
    <HtmlField
      meta={meta}
      label="Description (Kannada)"
      maxLength={maxLength}
      {...(rows ? { rows } : {})}
      defaultValue={String(meta.initialValue ?? '')}
      hint="Optional HTML, cleaned like the English one. Kannada pages show the English when it is empty."
    />
  );
}

/** A checkbox with its label beside it and its message (a refusal) under it. */
export function CheckField({
  meta,
  label,
  hint,
  defaultChecked,
}: {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked: boolean;
}) {
  const error = meta.errors?.[0];
  const { controlId, hintId, errorId, controlProps } = useFieldIds(meta.id, { hint, error });
  return (
    <div className="field catalog-check" data-invalid={error ? '' : undefined}>
      <div className="admin-check">
        <input
          key={meta.key}
          type="checkbox"
          name={meta.name}
          form={meta.formId}
          value="on"
          defaultChecked={defaultChecked}
          {...controlProps}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** Categories (each one also a collection) as a grouped list of checkboxes. */
export function CategoryChecklist({
  meta,
  options,
  checked,
}: {
  meta: Meta;
  options: { id: number; name: string; group: string | null }[];
  checked: number[];
}) {
  const error = meta.errors?.[0];
  const errorId = error ? `${meta.id}-error` : undefined;
  const selected = new Set(checked);
  const groups = new Map<string, typeof options>();
  for (const option of options) {
    const group = option.group ?? 'Other';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  return (
    <fieldset
      className="catalog-categories"
      aria-describedby={errorId}
      data-invalid={error ? '' : undefined}
    >
      <legend className="field__label">Categories and collections</legend>
      <p className="admin-note">Every product is also in All Products.</p>
      <div className="catalog-categories__groups">
        {[...groups].map(([group, items]) => (
          <div key={group} className="catalog-categories__group">
            <p className="catalog-categories__title">{group}</p>
            {items.map((option) => (
              <div key={option.id} className="admin-check">
                <input
                  type="checkbox"
                  id={`${meta.id}-${option.id}`}
                  name={meta.name}
                  form={meta.formId}
                  value={String(option.id)}
                  defaultChecked={selected.has(option.id)}
                />
                <label htmlFor={`${meta.id}-${option.id}`}>{option.name}</label>
              </div>
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A labelled file input (JPEG, PNG or WebP of at most 1 MB) with its message under it. */
export function FileField({
  id,
  name,
  error,
  label = 'Image file',
}: {
  id: string;
  name: string;
  error: string | undefined;
  label?: string;
}) {
  const hint = 'JPEG, PNG or WebP, at most 1 MB; ideally 900 × 1080 pixels.';
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      <input
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp"
        className="field__control catalog-file"
        {...ids.controlProps}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
