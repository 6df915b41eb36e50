/** The pieces every back-office list shares: its filter form and its table. */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
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
