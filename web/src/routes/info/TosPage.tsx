import { ContentBlocks } from './ContentBlocks.tsx';
import { ContentDescription, ContentPage } from './ContentPage.tsx';

/** /tos: the terms of service (i18n/messages/tos/*.json), with the policies of spec §5. */
export default function TosPage() {
  return (
    <ContentPage section="tos" titleId="page.tos.title">
      <ContentDescription id="tos.description" />
      <ContentBlocks prefix="tos" />
    </ContentPage>
  );
}
