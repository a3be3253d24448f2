import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /contact: contact form (later issue). */
export default function ContactPage() {
  return <PlaceholderPage titleId="page.contact.title" />;
}
