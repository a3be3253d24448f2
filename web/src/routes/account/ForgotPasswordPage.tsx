import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /forgot-password: request a reset email (later issue). */
export default function ForgotPasswordPage() {
  return <PlaceholderPage titleId="page.forgotPassword.title" />;
}
