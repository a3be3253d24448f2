import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /sign-up: registration (later issue). */
export default function SignUpPage() {
  return <PlaceholderPage titleId="page.signUp.title" />;
}
