/** The demo subscriber the server seeds on an empty database (see the README). */
export const demo = { email: 'demo@marquee.local', password: 'marquee' } as const;
