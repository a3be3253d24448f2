import { TextInput } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** What useZodForm's `inputProps(field)` gives a text input. */
export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * A driver's own full name, phone and birth date, as sign-up and the settings' profile ask for
 * them: same labels, hint, autofill and date limit. `email` goes between the name and the phone
 * (sign-up's order); the settings change the address elsewhere, with a confirmation link.
 */
export function PersonInputs({
  field,
  maxBirthDate,
  email,
}: {
  field: (name: 'fullName' | 'phone' | 'birthDate') => TextFieldProps;
  /** Today in the business zone, once the server's settings are known. */
  maxBirthDate?: string;
  email?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <TextInput label={intl.formatMessage({ id: 'form.fullName' })} autoComplete="name" {...field('fullName')} />
      {email}
      <TextInput
        label={intl.formatMessage({ id: 'form.phone' })}
        description={intl.formatMessage({ id: 'form.phoneHint' })}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <TextInput label={intl.formatMessage({ id: 'form.birthDate' })} type="date" autoComplete="bday" max={maxBirthDate} {...field('birthDate')} />
    </>
  );
}
