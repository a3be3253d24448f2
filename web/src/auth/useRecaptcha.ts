import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { loadRecaptcha, recaptchaEnabled, recaptchaToken, type RecaptchaAction } from '../lib/recaptcha.ts';
import { AuthConfigQuery } from './documents.ts';

/**
 * The bot check of a form (sign-up, forgot password). Google's script loads when the page
 * opens, and only when the server has a site key and the browser is not Safari; the returned
 * function gives the token to send with the form, or undefined when there is no check.
 */
export function useRecaptcha(action: RecaptchaAction): () => Promise<string | undefined> {
  const client = useApolloClient();
  const { data } = useQuery(AuthConfigQuery);
  const siteKey = data?.authConfig.recaptchaSiteKey;

  useEffect(() => {
    // Early, so the script has seen the page before the token is asked for (better scores).
    if (recaptchaEnabled(siteKey)) loadRecaptcha(siteKey).catch((error: unknown) => console.error(error));
  }, [siteKey]);

  return useCallback(async () => {
    let key = siteKey;
    if (key === undefined) {
      // Submitted before the configuration arrived (or it failed): ask once more.
      key = await client.query({ query: AuthConfigQuery }).then(
        ({ data: config }) => config?.authConfig.recaptchaSiteKey,
        () => null,
      );
    }
    return recaptchaToken(key, action);
  }, [action, client, siteKey]);
}
