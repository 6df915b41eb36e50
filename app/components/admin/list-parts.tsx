/** The pieces back-office lists share: the filter form, the table, a CSV import and its answer. */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

/** A GET form above a list: its fields, a submit button, and a way back to the whole list. */
export function FilterForm({
  label,
  submit,
  clearTo,
  children,
}: {
  /** The form's accessible name, e.g. 'Find orders'. */
  label: string;
  submit: string;
  /** Shown when filters are on: the list without them. */
  clearTo?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="admin-filters" aria-label={label}>
      {children}
      <div className="admin-form__actions">
        <Button type="submit">{submit}</Button>
        {clearTo ? (
          <ButtonLink to={clearTo} variant="secondary">
            Clear
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}

/** A list's one search box (`?q=`): stores, pincodes. */
export function SearchFilter({ label, field, q }: { label: string; field: string; q: string }) {
  return (
    <FilterForm label={label} submit={label}>
      <Field label={field} name="q" type="search" defaultValue={q} maxLength={60} />
    </FilterForm>
  );
}

export interface Column {
  label: string;
  numeric?: boolean;
}

/**
 * A list's table in its scrolling box, with a caption for screen readers and its header
 * row; or, with no rows, the sentence that says so.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  empty,
  children: row,
}: {
  caption: string;
  columns: (string | Column)[];
  rows: readonly Row[];
  /** What an empty list says instead of the table. */
  empty: string;
  /** One row's `<tr>`, keyed. */
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, numeric } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={numeric ? 'num' : undefined}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}

/**
 * A CSV import's form (pincodes, AWBs): the file and its button. The import checks every
 * row before it writes any; its answer is shown by ImportAnswer.
 */
export function CsvImportForm({
  id,
  submit,
  busy = false,
  secondary = false,
}: {
  id: string;
  submit: string;
  busy?: boolean;
  secondary?: boolean;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          CSV file
        </label>
        <input
          id={id}
          className="field__control"
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
        />
      </div>
      <div className="admin-form__actions">
        <Button type="submit" variant={secondary ? 'secondary' : undefined} loading={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** An action's answer, with the rows an import refused listed under it. */
export function ImportAnswer({
  answer,
}: {
  answer:
    | { tone: 'success' | 'danger'; message: string; details?: string[] | undefined }
    | undefined;
}) {
  if (!answer) return null;
  return (
    <Alert tone={answer.tone}>
      {answer.message}
      {answer.details ? (
        <ul>
          {answer.details.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
