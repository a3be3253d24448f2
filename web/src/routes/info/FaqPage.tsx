import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /faq: frequently asked questions (content in a later issue). */
export default function FaqPage() {
  return <PlaceholderPage titleId="page.faq.title" />;
}
