import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /privacy: privacy policy (content in a later issue). */
export default function PrivacyPage() {
  return <PlaceholderPage titleId="page.privacy.title" />;
}
