import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /sign-in: email, password, stay connected, social sign-in (later issue). */
export default function SignInPage() {
  return <PlaceholderPage titleId="page.signIn.title" />;
}
