// The server's domains: each a folder of modules under apps/server/src/modules/, with the
// domains its modules may use (apps/server/README.md draws this map, and
// src/domain-map.test.ts checks the two agree). A domain uses only
// domains listed before it, so that uses never go round in a circle.
export const serverDomains = {
  site: [],
  accounts: ['site'],
  catalogue: ['accounts'],
  live: ['accounts', 'catalogue'],
  engagement: ['accounts', 'catalogue'],
  media: ['accounts', 'catalogue', 'live'],
  commerce: ['accounts', 'catalogue', 'live'],
  intake: ['site', 'accounts', 'catalogue', 'live', 'engagement', 'media'],
  storefront: ['site', 'catalogue', 'engagement'],
  studio: ['accounts'],
};
