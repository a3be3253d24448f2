import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PersonValues } from './checkoutForm.ts';

/**
 * Full name, email, phone and birth date of a driver (the guest driver or the additional
 * driver). Each input carries its label and, when invalid, aria-invalid and its message
 * (Mantine ties the message to the input with aria-describedby).
 */
export function PersonFields({
  prefix,
  values,
  errors,
  onChange,
  onBlur,
  maxBirthDate,
}: {
  prefix: 'driver' | 'additionalDriver';
  values: PersonValues;
  errors: Partial<Record<keyof PersonValues, string>>;
  onChange: (field: keyof PersonValues, value: string) => void;
  onBlur: (field: keyof PersonValues) => void;
  maxBirthDate?: string;
}) {
  const intl = useIntl();
  const props = (field: keyof PersonValues) => ({
    id: `${prefix}-${field}`,
    name: `${prefix}.${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
    required: true,
  });
  // The additional driver's details are not the visitor's own: no autofill for them.
  const own = prefix === 'driver';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={intl.formatMessage({ id: 'form.fullName' })} autoComplete={own ? 'name' : 'off'} {...props('fullName')} />
      <TextInput label={intl.formatMessage({ id: 'form.email' })} type="email" autoComplete={own ? 'email' : 'off'} {...props('email')} />
      <TextInput
        label={intl.formatMessage({ id: 'form.phone' })}
        description={intl.formatMessage({ id: 'form.phoneHint' })}
        type="tel"
        autoComplete={own ? 'tel' : 'off'}
        {...props('phone')}
      />
      <TextInput label={intl.formatMessage({ id: 'form.birthDate' })} type="date" autoComplete={own ? 'bday' : 'off'} max={maxBirthDate} {...props('birthDate')} />
    </SimpleGrid>
  );
}
