import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /about (content in a later issue). */
export default function AboutPage() {
  return <PlaceholderPage titleId="page.about.title" />;
}
