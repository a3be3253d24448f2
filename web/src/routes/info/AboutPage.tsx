import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';
import { ContentDescription, ContentPage } from './ContentPage.tsx';

/** /about: the company and why drivers book with it (i18n/messages/about/*.json), with the way on. */
export default function AboutPage() {
  return (
    <ContentPage section="about" titleId="page.about.title">
      <ContentDescription id="about.description" />
      <ContentBlocks prefix="about" />
      <NextSteps />
    </ContentPage>
  );
}

function NextSteps() {
  const intl = useIntl();
  return (
    <Group mt="md">
      <Button component={Link} to="/">
        {intl.formatMessage({ id: 'about.cta.search' })}
      </Button>
      <Button component={Link} to="/faq" variant="light">
        {intl.formatMessage({ id: 'about.cta.faq' })}
      </Button>
      <Button component={Link} to="/contact" variant="default">
        {intl.formatMessage({ id: 'about.cta.contact' })}
      </Button>
    </Group>
  );
}
