import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /reset-password: choose a new password from the emailed link (later issue). */
export default function ResetPasswordPage() {
  return <PlaceholderPage titleId="page.resetPassword.title" />;
}
