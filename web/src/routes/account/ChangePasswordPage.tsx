import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /change-password: current and new password (later issue). */
export default function ChangePasswordPage() {
  return <PlaceholderPage titleId="page.changePassword.title" />;
}
