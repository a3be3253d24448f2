import { Alert } from '@mantine/core';

/** A form-level error (not about one field), above the submit button; announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}
