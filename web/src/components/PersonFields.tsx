import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { BirthDateInput } from './dates/BirthDateInput.tsx';

export type PersonField = 'fullName' | 'email' | 'phone' | 'birthDate';

/** What useZodForm's `inputProps(field)` gives a text input. */
export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

const AUTOFILL: Record<PersonField, string> = { fullName: 'name', email: 'email', phone: 'tel', birthDate: 'bday' };

/**
 * A person's details, the one set of inputs for them: sign-up and the settings' profile (the
 * driver's own), checkout's driver and additional driver, and the booking edit's additional
 * driver. Same labels, phone hint, types, autofill and birth-date limit everywhere. Each input
 * carries its label and, when invalid, aria-invalid and its message (Mantine ties the message to
 * the input with aria-describedby).
 */
const ALL: PersonField[] = ['fullName', 'email', 'phone', 'birthDate'];

export function PersonFields<F extends PersonField = PersonField>({
  field,
  fields = ALL as F[],
  own = true,
  required = false,
  columns = 1,
  maxBirthDate,
}: {
  /** The form's props for each input (useZodForm's `inputProps`, with a prefix where the form has one). */
  field: (name: F) => TextFieldProps;
  /** Which details, in this order (the settings change the email elsewhere, with a confirmation link). */
  fields?: F[];
  /** The visitor's own details: the browser may fill them in. An additional driver's are not. */
  own?: boolean;
  /** Marked required (checkout, where every detail is asked for). */
  required?: boolean;
  /** 1: one under the other, inside the caller's stack; 2: two a row from small screens up. */
  columns?: 1 | 2;
  /** Today in the business zone, once the server's settings are known. */
  maxBirthDate?: string;
}) {
  const intl = useIntl();
  const inputs = fields.map((name: PersonField) => {
    const common = { autoComplete: own ? AUTOFILL[name] : 'off', required: required || undefined, ...field(name as F) };
    switch (name) {
      case 'fullName':
        return <TextInput key={name} label={intl.formatMessage({ id: 'form.fullName' })} {...common} />;
      case 'email':
        return <TextInput key={name} label={intl.formatMessage({ id: 'form.email' })} type="email" {...common} />;
      case 'phone':
        return (
          <TextInput key={name} label={intl.formatMessage({ id: 'form.phone' })} description={intl.formatMessage({ id: 'form.phoneHint' })} type="tel" {...common} />
        );
      case 'birthDate':
        return (
          <BirthDateInput
            key={name}
            label={intl.formatMessage({ id: 'form.birthDate' })}
            {...common}
            // The form reads a change's `currentTarget.value`: here the date, `YYYY-MM-DD` ('' while not whole).
            onChange={(date) => common.onChange({ currentTarget: { value: date } } as ChangeEvent<HTMLInputElement>)}
            maxDate={maxBirthDate}
          />
        );
    }
  });
  if (columns === 1) return <>{inputs}</>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {inputs}
    </SimpleGrid>
  );
}
