/**
 * The advertising block's offer and audience figures (spec section 9). Their words are in
 * i18n/areas/advertising.ts, in every language: `audience.<id>`, `options.<id>` (name, price, text).
 */
export const ADVERTISING = {
  audience: ['reach', 'engagement', 'growth'],
  options: ['banner', 'sidebar', 'sponsored', 'newsletter'],
} as const;
