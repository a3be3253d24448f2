import { fieldErrorsOf } from '@shared/accounts.ts';
import type { MessageCode } from '@shared/messages.ts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { toastError } from '../components/toast.ts';
import { errorDetails, formatError, formatMessageCode } from '../lib/errors.ts';

export type FormValues = Record<string, string | boolean>;
type Field<V> = keyof V & string;
// Keyed by plain strings: TypeScript cannot write through a generic key type.
type FieldCodes = Partial<Record<string, MessageCode>>;

export interface ZodFormOptions<V extends FormValues, Out> {
  initialValues: V;
  /**
   * Runs the shared schema (server/src/shared/accounts.ts) on the values: the same rules the
   * server applies, so the form and the server never disagree. A function, because some
   * inputs are not fields (the reset token, the language) and some rules depend on the day.
   */
  parse: (values: V) => z.ZodSafeParseResult<Out>;
  /** Translated field labels: 'Please fill in the field(s): ' is followed by the field's label. */
  labels: Partial<Record<Field<V>, string>>;
  /** Message codes the server sends without a field that belong under one (WRONG_PASSWORD). */
  messageFields?: Partial<Record<MessageCode, Field<V>>>;
  /** Toast for a failure the server does not explain (a crash, the network); default: the generic one. */
  unexpectedError?: MessageCode;
  onSubmit: (data: Out) => Promise<void>;
}

/**
 * State of a form validated by a shared zod schema, for controlled Mantine inputs.
 *
 * - On submit: every rule; the first invalid field gets the focus and nothing is sent.
 * - On blur of a field the driver changed: that field's rules, so mistakes show early.
 * - While a field shows an error, each change re-checks it, so the error leaves once fixed.
 * - Server errors land in the same places: `fieldErrors` under their fields, `messageCode`
 *   (and the rate limit) above the submit button, anything unexplained in a toast.
 */
export function useZodForm<V extends FormValues, Out>(options: ZodFormOptions<V, Out>) {
  const intl = useIntl();
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // A ref, not the state: two Enter presses in one frame must not send the form twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fields = Object.keys(options.initialValues) as Field<V>[];
  const isField = (name: string): name is Field<V> => (fields as string[]).includes(name);

  function check(next: V): { codes: FieldCodes; result: z.ZodSafeParseResult<Out> } {
    const result = options.parse(next);
    const codes: FieldCodes = {};
    if (!result.success) {
      for (const [field, code] of Object.entries(fieldErrorsOf(result.error))) {
        if (isField(field)) codes[field] = code;
      }
    }
    return { codes, result };
  }

  function focusFirst(codes: FieldCodes) {
    const field = fields.find((name) => codes[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function setValue<F extends Field<V>>(field: F, value: V[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    // Re-check only the fields already showing an error: typing must not flag untouched fields.
    const { codes } = check(next);
    setErrors((shown) => {
      const kept: FieldCodes = {};
      for (const name of Object.keys(shown) as Field<V>[]) if (codes[name]) kept[name] = codes[name];
      return kept;
    });
  }

  function blur(field: Field<V>) {
    if (!submitted.current && values[field] === options.initialValues[field]) return;
    const code = check(values).codes[field];
    setErrors((shown) => {
      const next = { ...shown };
      if (code) next[field] = code;
      else delete next[field];
      return next;
    });
  }

  /** Shows a failed call's errors where they belong; returns false when it was only toasted. */
  function showError(error: unknown): boolean {
    const { code, messageCode, fieldErrors } = errorDetails(error);
    const codes: FieldCodes = {};
    let formCode: MessageCode | undefined;
    for (const [field, fieldCode] of Object.entries(fieldErrors)) {
      if (isField(field)) codes[field] ??= fieldCode;
      else formCode ??= fieldCode;
    }
    // For invalid input the server also names the first field error as `messageCode` (a summary
    // for clients without forms): already shown under its field, it is not repeated above.
    if (messageCode && !Object.values(fieldErrors).includes(messageCode)) {
      const field = options.messageFields?.[messageCode];
      if (field) codes[field] = messageCode;
      else formCode = messageCode;
    }
    const message =
      code === 'TOO_MANY_REQUESTS' ? formatError(intl, error) : formCode ? formatMessageCode(intl, formCode) : null;
    if (!message && Object.keys(codes).length === 0) {
      toastError(error, options.unexpectedError);
      return false;
    }
    setErrors(codes);
    setFormError(message);
    focusFirst(codes);
    return true;
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    submitted.current = true;
    setFormError(null);
    const { codes, result } = check(values);
    setErrors(codes);
    if (!result.success) {
      focusFirst(codes);
      // A rule about an input that is not a field (should not happen): still say something.
      if (Object.keys(codes).length === 0) setFormError(intl.formatMessage({ id: 'error.badUserInput' }));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await options.onSubmit(result.data);
    } catch (error) {
      showError(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function fieldError(field: Field<V>): string | undefined {
    const code = errors[field];
    return code ? formatMessageCode(intl, code, options.labels[field]) : undefined;
  }

  /** Props for a Mantine TextInput / PasswordInput. */
  function inputProps(field: Field<V>) {
    return {
      name: field,
      value: String(values[field]),
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
    showError,
    reset,
  };
}
