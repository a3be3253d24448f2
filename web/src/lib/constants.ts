/**
 * Minimum driver age (spec §9, `MIN_AGE` on the server). The form checks it for a quick answer;
 * the server checks it again with its own configuration, which wins if they ever differ.
 */
export const MIN_AGE = 18;
