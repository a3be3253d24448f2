import { fieldErrorsOf } from '@shared/accounts.ts';
import type { MessageCode } from '@shared/messages.ts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { toastError } from '../components/toast.ts';
import { useHydrated } from './useHydrated.ts';
import type { MessageId } from '../i18n/catalogs.ts';
import { errorDetails, formatError, messageCodeId } from '../lib/errors.ts';

/**
 * A form's values, by field name. Names may be flat paths ('driver.fullName'): each is also the
 * input's `name`, which is how the first invalid field is found for the focus. Values that are
 * not text or a checkbox (a chosen file, a set of extras) may live here too, so every rule can
 * read them.
 */
export type FormValues = Record<string, unknown>;
type Field<V> = keyof V & string;

/** A field's message: a catalog id and its values ('You must be at least {age} years old.'). */
export interface FieldProblem {
  id: MessageId;
  values?: Record<string, string | number>;
}
// Keyed by plain strings: TypeScript cannot write through a generic key type.
export type FieldProblems = Partial<Record<string, FieldProblem>>;

interface CommonOptions<V extends FormValues, Out> {
  initialValues: V;
  /** Translated field labels: 'Please fill in the field(s): ' is followed by the field's label. */
  labels: Partial<Record<Field<V>, string>>;
  /** Message codes the server sends without a field that belong under one (WRONG_PASSWORD). */
  messageFields?: Partial<Record<MessageCode, Field<V>>>;
  /** Toast for a failure the server does not explain (a crash, the network); default: the generic one. */
  unexpectedError?: MessageCode;
  /** Shown above the submit button when the checks stop a submit ('Please fix errors.'); default: none. */
  invalidMessage?: MessageId;
  /** While true a submit does nothing (a file still uploading: the form would say none was given). */
  paused?: boolean;
  onSubmit: (data: Out) => Promise<void>;
}

export type ZodFormOptions<V extends FormValues, Out> = CommonOptions<V, Out> &
  (
    | {
        /**
         * Runs the shared schema (server/src/shared/accounts.ts) on the values: the same rules the
         * server applies, so the form and the server never disagree. A function, because some
         * inputs are not fields (the reset token, the language) and some rules depend on the day.
         */
        parse: (values: V) => z.ZodSafeParseResult<Out>;
        validate?: never;
      }
    | {
        /**
         * The rules as messages by field, for forms whose messages are not all shared message
         * codes (checkout's age with its {age}, the licence, the payment option). Nothing
         * returned: the values are sent as they are.
         */
        validate: (values: V) => FieldProblems;
        parse?: never;
      }
  );

const REQUIRED: MessageId = messageCodeId('REQUIRED');

/** Inputs whose text a reader types (a form adopts what was typed before its code ran). */
const TYPED: ReadonlySet<string> = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

/**
 * State of a form for controlled Mantine inputs, checked by a shared zod schema (`parse`) or by
 * rules giving catalog messages (`validate`). The one engine of the app's forms: sign-up,
 * settings, checkout, booking edit.
 *
 * - On submit: every rule; the first invalid field (in the order of `initialValues`) gets the
 *   focus, and nothing is sent.
 * - On blur of a field the driver changed: that field's rules, so mistakes show early.
 * - While a field shows an error, each change re-checks it, so the error leaves once fixed;
 *   once a submit was tried, each change re-checks every field.
 * - Server errors land in the same places: `fieldErrors` under their fields, `messageCode`
 *   (and the rate limit) above the submit button, anything unexplained in a toast; a form that
 *   reads the server's answer itself hands it over with `showProblems`.
 */
export function useZodForm<V extends FormValues, Out = V>(options: ZodFormOptions<V, Out>) {
  const intl = useIntl();
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // A ref, not the state: two Enter presses in one frame must not send the form twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fields = Object.keys(options.initialValues) as Field<V>[];
  const isField = (name: string): name is Field<V> => (fields as string[]).includes(name);

  // What the reader typed or ticked before the page's code ran (a server-rendered form on a slow
  // phone): the inputs show it, the state does not know it, and the first re-render would wipe
  // it. Adopted once, after hydration; a form rendered in the browser shows its state already.
  // Only a form first rendered over the server's markup (during hydration): one rendered in the
  // browser shows its own state, and a field that shows its value formatted must not be read back.
  const hydrating = useRef(!useHydrated());
  useEffect(() => {
    const form = formRef.current;
    if (!form || !hydrating.current) return;
    const typed: Partial<V> = {};
    for (const field of fields) {
      const element = form.elements.namedItem(field);
      const initial = options.initialValues[field];
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        if (typeof initial === 'boolean' && element.checked !== initial) typed[field] = element.checked as V[typeof field];
      } else if ((element instanceof HTMLInputElement && TYPED.has(element.type)) || element instanceof HTMLTextAreaElement) {
        // Typed into a field the server rendered empty.
        if (initial === '' && element.value !== '') typed[field] = element.value as V[typeof field];
      }
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, on mount: later values are the state's own.
  }, []);

  function check(next: V): { problems: FieldProblems; ok: boolean; data?: Out } {
    if (options.validate) {
      const problems = options.validate(next);
      const ok = Object.values(problems).every((p) => !p);
      return { problems, ok, data: next as unknown as Out };
    }
    const result = options.parse(next);
    const problems: FieldProblems = {};
    if (!result.success) {
      for (const [field, code] of Object.entries(fieldErrorsOf(result.error))) {
        if (isField(field)) problems[field] = { id: messageCodeId(code) };
      }
    }
    return { problems, ok: result.success, data: result.success ? result.data : undefined };
  }

  function focusFirst(problems: FieldProblems) {
    const field = fields.find((name) => problems[name]);
    if (!field) return;
    // A hidden input (a file input's value) cannot take the focus: its visible control can.
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"], [name="${field}"]:not([type="hidden"])`)?.focus();
  }

  function recheck(next: V) {
    if (!submitted.current && Object.keys(errors).length === 0) return;
    const { problems } = check(next);
    setErrors((shown) => {
      if (submitted.current) return problems;
      // Before a submit, only the fields already showing an error: typing must not flag untouched ones.
      const kept: FieldProblems = {};
      for (const name of Object.keys(shown)) if (problems[name]) kept[name] = problems[name];
      return kept;
    });
  }

  function setValue<F extends Field<V>>(field: F, value: V[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  }

  /** Several values at once (one re-check): e.g. both ends of a rental period. */
  function setMany(changes: Partial<V>) {
    const next = { ...values, ...changes };
    setValues(next);
    recheck(next);
  }

  function blur(field: Field<V>) {
    if (!submitted.current && values[field] === options.initialValues[field]) return;
    const problem = check(values).problems[field];
    setErrors((shown) => {
      const next = { ...shown };
      if (problem) next[field] = problem;
      else delete next[field];
      return next;
    });
  }

  /**
   * Shows problems the form's own code found in the server's answer: each under its field (the
   * first one focused) and `message` above the submit button.
   */
  function showProblems(problems: FieldProblems, message: string | null = null) {
    const own: FieldProblems = {};
    for (const [field, problem] of Object.entries(problems)) if (problem && isField(field)) own[field] = problem;
    setErrors(own);
    setFormError(message);
    focusFirst(own);
  }

  /** Shows a failed call's errors where they belong; returns false when it was only toasted. */
  function showError(error: unknown): boolean {
    const { code, messageCode, fieldErrors } = errorDetails(error);
    const problems: FieldProblems = {};
    let formCode: MessageCode | undefined;
    for (const [field, fieldCode] of Object.entries(fieldErrors)) {
      if (isField(field)) problems[field] ??= { id: messageCodeId(fieldCode) };
      else formCode ??= fieldCode;
    }
    // For invalid input the server also names the first field error as `messageCode` (a summary
    // for clients without forms): already shown under its field, it is not repeated above.
    if (messageCode && !Object.values(fieldErrors).includes(messageCode)) {
      const field = options.messageFields?.[messageCode];
      if (field) problems[field] = { id: messageCodeId(messageCode) };
      else formCode = messageCode;
    }
    const message =
      code === 'TOO_MANY_REQUESTS' ? formatError(intl, error) : formCode ? intl.formatMessage({ id: messageCodeId(formCode) }) : null;
    if (!message && Object.keys(problems).length === 0) {
      toastError(error, options.unexpectedError);
      return false;
    }
    showProblems(problems, message);
    return true;
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current || options.paused) return;
    submitted.current = true;
    setFormError(null);
    const { problems, ok, data } = check(values);
    setErrors(problems);
    if (!ok) {
      focusFirst(problems);
      const anyShown = Object.keys(problems).some(isField);
      // A rule about an input that is not a field (should not happen): still say something.
      if (options.invalidMessage || !anyShown) setFormError(intl.formatMessage({ id: options.invalidMessage ?? 'error.badUserInput' }));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await options.onSubmit(data as Out);
    } catch (error) {
      showError(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** A field's message; 'Please fill in the field(s): ' is followed by its label. */
  function fieldError(field: Field<V>): string | undefined {
    const problem = errors[field];
    if (!problem) return undefined;
    const text = intl.formatMessage({ id: problem.id }, problem.values);
    const label = options.labels[field];
    return problem.id === REQUIRED && label ? `${text}${label}` : text;
  }

  /** Props for a Mantine TextInput / PasswordInput. */
  function inputProps(field: Field<V>) {
    return {
      name: field,
      value: String(values[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value as V[typeof field]),
      onBlur: () => blur(field),
      error: fieldError(field),
    };
  }

  /** Props for a Mantine Checkbox. */
  function checkboxProps(field: Field<V>) {
    return {
      name: field,
      checked: Boolean(values[field]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.checked as V[typeof field]),
      error: fieldError(field),
    };
  }

  function reset() {
    submitted.current = false;
    setValues(options.initialValues);
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    submitting,
    formError,
    formRef,
    /** For `<form onSubmit>`: Enter in any field submits. */
    onSubmit: (event: FormEvent) => void submit(event),
    inputProps,
    checkboxProps,
    fieldError,
    setValue,
    setMany,
    showError,
    showProblems,
    reset,
  };
}
