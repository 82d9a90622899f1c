/** The demo subscriber the server seeds on an empty database (see the README). */
export const demo = { email: 'demo@marquee.local', password: 'marquee' } as const;

/** The seeded subscriber whose subscription ran out (the renewal and expired flows). */
export const expiredAccount = { email: 'expired@marquee.local', password: 'marquee' } as const;

/** The PINs both seeded accounts share (apps/server/src/modules/intake/seed/seed.ts). */
export const demoPins = { parental: '1234', purchase: '12345' } as const;
