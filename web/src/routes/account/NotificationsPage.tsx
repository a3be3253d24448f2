import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /notifications: the driver's notification list (later issue). */
export default function NotificationsPage() {
  return <PlaceholderPage titleId="page.notifications.title" />;
}
