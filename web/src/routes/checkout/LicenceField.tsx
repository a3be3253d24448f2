import { useMutation } from '@apollo/client/react';
import { Button, FileInput, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogs.ts';
import { formatError } from '../../lib/errors.ts';
import { LICENCE_ACCEPT, licenceFileProblem, licenceUploadProblem } from './checkoutForm.ts';
import { UploadLicenceMutation } from './documents.ts';

/** What the checkout sends for the licence once uploaded. */
export interface UploadedLicence {
  /** The stored name (uploadLicence). */
  name: string;
  /** A guest's temporary upload (named in the checkout) or the signed-in driver's licence on file. */
  temporary: boolean;
  fileName: string;
}

/**
 * The driver's licence (required): JPEG, PNG, WebP or PDF up to 5 MB, uploaded as soon as it is
 * chosen (uploadLicence), its name shown with replace and remove. The server decides by the
 * file's content; the browser only refuses what is plainly wrong first.
 */
export function LicenceField({
  value,
  onChange,
  error,
  onFile = false,
  onUploading,
}: {
  /** Told when an upload starts and ends: the form waits for it rather than saying none was given. */
  onUploading?: (uploading: boolean) => void;
  /** A signed-in driver with a licence on file: a new file only replaces it. */
  onFile?: boolean;
  value: UploadedLicence | null;
  onChange: (licence: UploadedLicence | null) => void;
  /** The form's message ('Please add an image.' when none was given). */
  error?: string;
}) {
  const intl = useIntl();
  const [upload, { loading }] = useMutation(UploadLicenceMutation);
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(next: File | null) {
    setUploadError(null);
    setFile(next);
    onChange(null);
    if (!next) return;
    const problem = licenceFileProblem(next);
    if (problem) {
      setUploadError(intl.formatMessage({ id: problem }));
      return;
    }
    // Told in the same updates as the licence itself: the form's button never lags behind.
    onUploading?.(true);
    try {
      const { data } = await upload({ variables: { input: { file: next } } });
      if (data) onChange({ name: data.uploadLicence.name, temporary: data.uploadLicence.temporary, fileName: next.name });
    } catch (failure) {
      const known: MessageId | null = licenceUploadProblem(failure);
      setUploadError(known ? intl.formatMessage({ id: known }) : formatError(intl, failure));
    } finally {
      onUploading?.(false);
    }
  }

  const shownError = uploadError ?? (value ? undefined : error);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-licence">
      <Title order={2} size="h4" id="checkout-licence" mb="sm">
        {intl.formatMessage({ id: 'checkout.licence.title' })}
      </Title>
      <FileInput
        id="licence"
        name="licence"
        label={intl.formatMessage({ id: 'checkout.licence.label' })}
        description={intl.formatMessage({ id: 'checkout.licence.hint' })}
        placeholder={intl.formatMessage({ id: 'checkout.licence.choose' })}
        accept={LICENCE_ACCEPT}
        value={file}
        onChange={(next) => void choose(next)}
        error={shownError}
        required={!onFile}
        disabled={loading}
      />
      {onFile && !value && !loading && (
        <Text size="sm" mt={4} c="dimmed" data-testid="licence-on-file">
          {intl.formatMessage({ id: 'checkout.licence.onFile' })}
        </Text>
      )}
      {loading && (
        <Text size="sm" mt={4} role="status">
          {intl.formatMessage({ id: 'checkout.licence.uploading' })}
        </Text>
      )}
      {value && !loading && (
        <Group gap="xs" mt={6}>
          <Text size="sm" c="teal" role="status" data-testid="licence-uploaded">
            {intl.formatMessage({ id: 'checkout.licence.uploaded' }, { name: value.fileName })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void choose(null)}>
            {intl.formatMessage({ id: 'checkout.licence.remove' })}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
