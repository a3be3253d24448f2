import { ContentBlocks } from './ContentBlocks.tsx';
import { ContentDescription, ContentPage } from './ContentPage.tsx';

/** /privacy: what is stored, why, for how long, who sees it, cookies, deleting the account (i18n/messages/privacy/*.json). */
export default function PrivacyPage() {
  return (
    <ContentPage section="privacy" titleId="page.privacy.title">
      <ContentDescription id="privacy.description" />
      <ContentBlocks prefix="privacy" />
    </ContentPage>
  );
}
