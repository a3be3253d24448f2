import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useContentCatalog } from './ContentMessages.tsx';

/** Where the `<name>...</name>` tags of the content catalogs lead. */
const LINKS: Record<string, string> = {
  search: '/',
  faq: '/faq',
  contact: '/contact',
  tos: '/tos',
  privacy: '/privacy',
  about: '/about',
  settings: '/settings',
  bookings: '/bookings',
  signUp: '/sign-up',
};

/** Values for every rich-text tag the content catalogs may use: links inside the app. */
export const contentLinks = Object.fromEntries(
  Object.entries(LINKS).map(([tag, to]) => [
    tag,
    (chunks: ReactNode[]) => (
      <Anchor component={Link} to={to}>
        {chunks}
      </Anchor>
    ),
  ]),
);

type Block =
  | { kind: 'h2' | 'h3' | 'p'; id: string }
  | { kind: 'list'; ids: string[] };

/**
 * The blocks of one page from its catalog keys, in catalog order, by the last segment of the key:
 * `h` a section heading, `h3` a sub-heading, `li<n>` a list item (consecutive items make one
 * list), `p<n>` or `intro` a paragraph. Other keys (`description`, the FAQ's `q`/`a`) are not
 * blocks. Why keys and not JSX per paragraph: the copy changes often and is written by people who
 * edit the catalogs, and the three languages must keep the same structure (a test checks the key
 * order of fr and es against English).
 */
export function contentBlocks(keys: readonly string[], prefix: string): Block[] {
  const blocks: Block[] = [];
  for (const id of keys) {
    if (!id.startsWith(`${prefix}.`)) continue;
    const last = id.slice(id.lastIndexOf('.') + 1);
    if (last === 'h') blocks.push({ kind: 'h2', id });
    else if (last === 'h3') blocks.push({ kind: 'h3', id });
    else if (/^li\d*$/.test(last)) {
      const previous = blocks.at(-1);
      if (previous?.kind === 'list') previous.ids.push(id);
      else blocks.push({ kind: 'list', ids: [id] });
    } else if (/^(?:p\d*|intro)$/.test(last)) blocks.push({ kind: 'p', id });
  }
  return blocks;
}

/** Renders the blocks of the loaded content catalog whose keys start with `prefix.`. */
export function ContentBlocks({ prefix }: { prefix: string }) {
  const intl = useIntl();
  const catalog = useContentCatalog();
  const text = (id: string) => intl.formatMessage({ id: id as MessageId }, contentLinks);
  return (
    <Stack gap="sm">
      {contentBlocks(Object.keys(catalog), prefix).map((block) => {
        switch (block.kind) {
          case 'h2':
            return (
              <Title key={block.id} order={2} size="h3" mt="md">
                {text(block.id)}
              </Title>
            );
          case 'h3':
            return (
              <Title key={block.id} order={3} size="h4" mt="xs">
                {text(block.id)}
              </Title>
            );
          case 'p':
            return <Text key={block.id}>{text(block.id)}</Text>;
          case 'list':
            return (
              <List key={block.ids[0]} spacing="xs">
                {block.ids.map((id) => (
                  <List.Item key={id}>
                    <Fragment>{text(id)}</Fragment>
                  </List.Item>
                ))}
              </List>
            );
        }
      })}
    </Stack>
  );
}
