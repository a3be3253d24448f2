import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogs.ts';
import { contentLinks } from './ContentBlocks.tsx';
import { useContentCatalog } from './ContentMessages.tsx';
import { ContentDescription, ContentPage } from './ContentPage.tsx';

interface FaqGroup {
  heading: string;
  /** The questions' keys without the `.q` / `.a` ending. */
  questions: string[];
}

/**
 * The groups of the FAQ from its catalog keys, in order: `faq.<group>.h` opens a group, each
 * `faq.<group>.<topic>.q` is a question whose answer is `faq.<group>.<topic>.a`.
 */
export function faqGroups(keys: readonly string[]): FaqGroup[] {
  const groups: FaqGroup[] = [];
  for (const key of keys) {
    if (/^faq\.\w+\.h$/.test(key)) groups.push({ heading: key, questions: [] });
    else if (key.endsWith('.q')) groups.at(-1)?.questions.push(key.slice(0, -2));
  }
  return groups;
}

/**
 * /faq: the common questions (policies of spec §5, documents, deposit, fuel, mileage, airport,
 * borders), as accordions (Mantine's: each question is a button, Enter or Space opens it, the
 * arrow keys move between questions).
 */
export default function FaqPage() {
  return (
    <ContentPage section="faq" titleId="page.faq.title">
      <ContentDescription id="faq.description" />
      <FaqContent />
    </ContentPage>
  );
}

function FaqContent() {
  const intl = useIntl();
  const catalog = useContentCatalog();
  const text = (id: string) => intl.formatMessage({ id: id as MessageId }, contentLinks);
  return (
    <Stack gap="md">
      <Text>{text('faq.intro')}</Text>
      {faqGroups(Object.keys(catalog)).map((group) => (
        <Stack key={group.heading} gap="xs" component="section" aria-labelledby={group.heading}>
          <Title order={2} size="h3" mt="md" id={group.heading}>
            {text(group.heading)}
          </Title>
          <Accordion variant="separated" multiple>
            {group.questions.map((question) => (
              <Accordion.Item key={question} value={question}>
                <Accordion.Control>{text(`${question}.q`)}</Accordion.Control>
                <Accordion.Panel>{text(`${question}.a`)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
