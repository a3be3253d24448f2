import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { sendContactMessage } from '../services/contact/contact.ts';
import { confirmNewsletterSubscription, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter/newsletter.ts';

/** The contact form and the newsletter's mutations (schema.graphql, "contact and newsletter"). */
export const newsletterMutations: Pick<
  MutationResolvers,
  'sendContactMessage' | 'subscribeNewsletter' | 'confirmNewsletterSubscription' | 'unsubscribeNewsletter'
> = {
  sendContactMessage: async (_, { input }, ctx) => ({ sent: await sendContactMessage(ctx, input) }),
  subscribeNewsletter: async (_, { input }, ctx) => ({ subscribed: await subscribeNewsletter(ctx, input) }),
  confirmNewsletterSubscription: async (_, { input }, ctx) => ({ done: await confirmNewsletterSubscription(ctx, input) }),
  unsubscribeNewsletter: async (_, { input }, ctx) => ({ done: await unsubscribeNewsletter(ctx, input) }),
};
