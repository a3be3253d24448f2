import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /tos: terms of service (content in a later issue). */
export default function TosPage() {
  return <PlaceholderPage titleId="page.tos.title" />;
}
