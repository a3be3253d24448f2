import { useEffect } from 'react';
import { useServerRender } from '../ssr/ServerContext.ts';

/**
 * Sets `<meta name="description">` (what search engines show under the title) while the page is
 * shown, and puts the previous one back when it leaves. In an effect: no `document` during render.
 * On the server, the description goes into the document's head.
 */
export function usePageDescription(description: string | undefined): void {
  const server = useServerRender();
  if (server && description) server.description = description;
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
