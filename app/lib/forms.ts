/**
 * The browser's side of the shop's forms: one hook that validates a form with the schema
 * its route action and the API parse with, so a message appears under its field on blur,
 * is rechecked as the shopper types and is shown for every field on submit, and the
 * server's answer (`lastResult`, Conform's reply from forms.server.ts) fills the same
 * places when JavaScript is off or the server refuses.
 *
 * The schema comes after the page's code (form-schema.ts, ADR 0023): the hook fetches it as
 * the shopper first enters the form, and a blur or a submit before it has come waits for
 * it. Conform's own client (9 KB gzip) is not loaded: the browser needs only this much of
 * its model (ADRs 0016, 0023).
 */
import {
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FormSchema } from './form-schema.ts';

/** What a validator answers: each failing field's messages (Conform's Submission fits). */
export interface Validation {
  error?: Record<string, string[] | null> | null | undefined;
}

/**
 * The server's reply to a submission, as a page hands it back to its form: Conform's
 * `SubmissionResult` (its messages, and the values sent, or null to clear the form).
 */
export type LastResult =
  | (Validation & { initialValue?: Record<string, unknown> | null | undefined })
  | null
  | undefined;

type Values = Record<string, string | undefined>;

/** One field's metadata: what FormField and its kin need to draw and name it. */
export interface FieldMeta {
  id: string;
  name: string;
  formId: string;
  /** Changes when the form is reset, so uncontrolled inputs take their initial value again. */
  key: string;
  initialValue: string | undefined;
  /** The messages to show (a field's messages show once it has been left or submitted). */
  errors: string[] | undefined;
  /** Its value as it stands (reading it makes the form redraw as the shopper types). */
  readonly value: string | undefined;
}

export interface FormMeta {
  id: string;
  /** The form's current values (read it and the form redraws as the shopper types). */
  value: Values;
  /**
   * Whether the current values pass the schema: undefined until it has come, which is when
   * the shopper first enters the form (a focus after hydration; one before it, the first
   * field left), or sends it: not as the page loads (issue 29: on `/checkout` Zod and the
   * schemas are about 110 KB for a phone to run).
   */
  valid: boolean | undefined;
  props: {
    id: string;
    noValidate: boolean;
    onFocus: (event: FocusEvent<HTMLFormElement>) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
}

interface Options<Name extends string> {
  id?: string;
  lastResult?: LastResult;
  defaultValue?: Partial<Record<Name, unknown>> | undefined;
  /** After a valid submit, before the browser (or React Router) sends it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
}

interface State {
  errors: Record<string, string[]>;
  /** Fields whose messages show: those left once (or refused by the server)... */
  shown: ReadonlySet<string>;
  /** ...or every field, once the form has been submitted. */
  submitted: boolean;
  /** Bumped by a reset: every field's key changes. */
  generation: number;
}

const noSubscription = () => () => {};

/** The first text of a submitted or default value (a form field holds one string). */
function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]);
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : String(value);
}

function messagesOf(validation: Validation | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(validation?.error ?? {})) {
    if (messages?.length) errors[name] = messages;
  }
  return errors;
}

function stateFromResult(result: LastResult, generation: number): State {
  const errors = messagesOf(result);
  return { errors, shown: new Set(Object.keys(errors)), submitted: false, generation };
}

function formDataOf(values: Values): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) data.append(name, value);
  }
  return data;
}

function valuesOf(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  return values;
}

/** The named control an event came from, if it belongs to this form. */
function fieldOf(target: EventTarget | null, formId: string) {
  if (
    !(target instanceof HTMLInputElement) &&
    !(target instanceof HTMLSelectElement) &&
    !(target instanceof HTMLTextAreaElement)
  ) {
    return null;
  }
  return target.form?.id === formId && target.name ? target : null;
}

export function useShopForm<Name extends string>(
  schema: FormSchema<Name>,
  options: Options<Name> = {},
): [FormMeta, Record<Name, FieldMeta>] {
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  const { lastResult } = options;
  const [state, setState] = useState(() => stateFromResult(lastResult, 0));
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // The initial values: what the server was sent (its reply), else the page's defaults.
  const initial = useMemo(() => {
    const values: Values = {};
    const source = lastResult?.initialValue ?? options.defaultValue ?? {};
    for (const [name, value] of Object.entries(source)) values[name] = textOf(value);
    return values;
  }, [lastResult, options.defaultValue]);

  // The current values, kept only once a render has read them (form.value).
  const [values, setValues] = useState<Values | null>(null);
  // Set once a render has read the values: the form then redraws as they change.
  const tracking = useRef(false);

  const latest = useRef({ schema, onSubmit: options.onSubmit });
  latest.current = { schema, onSubmit: options.onSubmit };
  // Redraws once the schema has come, for a page that reads `form.valid`.
  const [, setLoaded] = useState(false);
  const load = useCallback(() => latest.current.schema.load().then(() => setLoaded(true)), []);

  // A new answer from the server: its messages replace ours; a reset answer clears the form
  // (the reset listener below does the rest).
  const seen = useRef(lastResult);
  useEffect(() => {
    if (seen.current === lastResult) return;
    seen.current = lastResult;
    if (!lastResult) return;
    const form = document.getElementById(formId);
    if (lastResult.initialValue === null && form instanceof HTMLFormElement) form.reset();
    else setState((previous) => stateFromResult(lastResult, previous.generation));
  }, [lastResult, formId]);

  /** Validates the form: its messages, or undefined while the schema is on its way (it checks again once it has come). */
  const check = useCallback(
    (form: HTMLFormElement, change: Partial<State>): Record<string, string[]> | undefined => {
      const validation = latest.current.schema.validate(new FormData(form));
      if (!validation) {
        setState((previous) => ({ ...previous, ...change }));
        void load().then(() => check(form, {}));
        return undefined;
      }
      const errors = messagesOf(validation);
      setState((previous) => ({ ...previous, ...change, errors }));
      return errors;
    },
    [load],
  );
  const current = useRef(state);
  current.current = state;

  // Blur validates the field left; input rechecks a field whose message shows; a reset
  // clears every message. Listened for on the document: a control may sit outside its
  // <form> element and join it by the `form` attribute.
  useEffect(() => {
    const onBlur = (event: Event) => {
      const field = fieldOf(event.target, formId);
      if (!field?.form) return;
      check(field.form, { shown: new Set([...current.current.shown, field.name]) });
    };
    const onInput = (event: Event) => {
      const field = fieldOf(event.target, formId);
      if (!field?.form) return;
      if (tracking.current) setValues(valuesOf(field.form));
      const { submitted, shown } = current.current;
      if (submitted || shown.has(field.name)) check(field.form, {});
    };
    const onReset = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== formId) return;
      setState((previous) => ({
        errors: {},
        shown: new Set(),
        submitted: false,
        generation: previous.generation + 1,
      }));
      // The browser restores the values after the event: read them once it has.
      if (tracking.current) setTimeout(() => setValues(valuesOf(form)));
    };
    document.addEventListener('focusout', onBlur);
    document.addEventListener('input', onInput);
    document.addEventListener('change', onInput);
    document.addEventListener('reset', onReset);
    return () => {
      document.removeEventListener('focusout', onBlur);
      document.removeEventListener('input', onInput);
      document.removeEventListener('change', onInput);
      document.removeEventListener('reset', onReset);
    };
  }, [formId, check]);

  // Values a browser restored or filled in before hydration count from the start.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (tracking.current && form instanceof HTMLFormElement) setValues(valuesOf(form));
  }, [formId]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const skip =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.formNoValidate;
      if (!skip) {
        const errors = check(form, { submitted: true });
        if (!errors) {
          // The schema is on its way: send the form again once it has come and passes.
          event.preventDefault();
          void load().then(() => {
            if (!focusFirstError(form, check(form, {}))) form.requestSubmit(submitter);
          });
          return;
        }
        if (focusFirstError(form, errors)) {
          event.preventDefault();
          return;
        }
      }
      latest.current.onSubmit?.(event, { formData: new FormData(form, submitter) });
    },
    [check, load],
  );

  const form: FormMeta = {
    id: formId,
    get value() {
      tracking.current = true;
      return values ?? initial;
    },
    get valid() {
      const validation = schema.validate(formDataOf(form.value));
      return validation && Object.keys(messagesOf(validation)).length === 0;
    },
    props: { id: formId, noValidate: hydrated, onFocus: () => void load(), onSubmit },
  };

  const fields = new Proxy({} as Record<Name, FieldMeta>, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      return {
        id: `${formId}-${name}`,
        name,
        formId,
        key: `${name}-${state.generation}`,
        initialValue: initial[name],
        errors: state.submitted || state.shown.has(name) ? state.errors[name] : undefined,
        get value() {
          return form.value[name];
        },
      } satisfies FieldMeta;
    },
  });

  return [form, fields];
}

/** Focuses the first field refused (in the form's order): true when there was one. */
function focusFirstError(form: HTMLFormElement, errors: Record<string, string[]> | undefined) {
  if (!errors || Object.keys(errors).length === 0) return false;
  const first = [...form.elements].find((element) => {
    const name = element.getAttribute('name');
    return name !== null && name in errors;
  });
  if (first instanceof HTMLElement) first.focus();
  return true;
}

/** The attributes a <form> (or React Router's <Form>) takes from its hook. */
export function getFormProps(form: FormMeta) {
  return form.props;
}

/** A field the page sets as well as the shopper (city and state filled from a pincode). */
export interface FieldControl {
  value: string | undefined;
  change(value: string): void;
}

/**
 * A controlled field: its value lives here, and a change made by the page is announced to
 * the form as the shopper's typing would be (an input event), so it is validated alike.
 */
export function useInputControl(meta: FieldMeta): FieldControl {
  const [value, setValue] = useState(meta.initialValue);
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current) return;
    announce.current = false;
    document.getElementById(meta.id)?.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // The form was reset: back to the initial value. On the first run, as the page hydrates,
  // what the shopper typed while its code was still loading (a slow phone) stays instead.
  const generation = useRef<string>(undefined);
  useEffect(() => {
    if (generation.current === meta.key) return;
    const typed =
      generation.current === undefined &&
      (document.getElementById(meta.id) as HTMLInputElement | null)?.value;
    generation.current = meta.key;
    setValue(typed || meta.initialValue);
  }, [meta.key, meta.initialValue, meta.id]);
  return {
    value,
    change(next) {
      announce.current = true;
      setValue(next);
    },
  };
}
