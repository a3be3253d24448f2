import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /settings: profile, avatar, language, email notifications (later issue). */
export default function SettingsPage() {
  return <PlaceholderPage titleId="page.settings.title" />;
}
