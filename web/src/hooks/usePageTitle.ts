import { useDocumentTitle } from '@mantine/hooks';
import { useIntl } from 'react-intl';

/** Sets the browser tab title to "<page> | <brand>" in the current language. */
export function usePageTitle(page: string): void {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'app.documentTitle' }, { page }));
}
