import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import { resultData } from './result.ts';

const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {
    subscribeNewsletter(input: $input) {
      subscribed
    }
  }
`);

const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletterSubscription($input: NewsletterTokenInput!) {
    confirmNewsletterSubscription(input: $input) {
      done
    }
  }
`);

const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($input: NewsletterTokenInput!) {
    unsubscribeNewsletter(input: $input) {
      done
    }
  }
`);

/** Subscribes an address (double opt-in: the box then says to check the mailbox). */
export function useSubscribeNewsletter() {
  const [mutate] = useMutation(SubscribeNewsletterMutation);
  return useCallback(
    async (email: string, language: string) => {
      resultData((await mutate({ variables: { input: { email, language } } })).data);
    },
    [mutate],
  );
}

/** Applies the token of a newsletter mail's link: confirm or unsubscribe. Throws on an invalid token. */
export function useNewsletterLink(action: 'confirm' | 'unsubscribe') {
  const [confirm] = useMutation(ConfirmNewsletterMutation);
  const [unsubscribe] = useMutation(UnsubscribeNewsletterMutation);
  return useCallback(
    async (token: string) => {
      const variables = { input: { token } };
      resultData(action === 'confirm' ? (await confirm({ variables })).data : (await unsubscribe({ variables })).data);
    },
    [action, confirm, unsubscribe],
  );
}
