import { and, eq, inArray } from 'drizzle-orm';
import { accounts, paymentMethods, payments, profiles, subscriptions } from '../../../db/schema.js';
import { hashSecret } from '../../accounts/account/index.js';
import type { DemoPackage } from './demo-catalogue.js';
import type { Tx } from './seed-transaction.js';

/** The demo subscriber; the README and `npm start` show these credentials. */
export const DEMO_ACCOUNT = {
  email: 'demo@marquee.local',
  username: 'demo',
  password: 'marquee',
  parentalPin: '1234',
  purchasePin: '12345',
} as const;

/** A second subscriber whose subscription ran out, for the renewal and expired flows. */
export const EXPIRED_ACCOUNT = {
  email: 'expired@marquee.local',
  username: 'expired',
  password: 'marquee',
  parentalPin: '1234',
  purchasePin: '12345',
} as const;

/**
 * The demo subscriber's household besides its default profile (which has the parental PIN):
 * a kids profile that sees nothing above PG, and a second grown-up.
 */
export const DEMO_HOUSEHOLD = [
  { name: 'Kids', sex: 1, age: 8, avatar: 'panda', isKids: true, maturityCeiling: 'PG' },
  { name: 'Sam', sex: 0, age: 29, avatar: 'robot', isKids: false, maturityCeiling: null },
] as const;

/** The sandbox card the demo accounts paid with; a change of package charges it again. */
const DEMO_CARD = { gatewayRef: 'sandbox_card_Visa_4242_5eed0000', brand: 'Visa', last4: '4242' };

const DAY = 24 * 60 * 60 * 1000;

/** The demo accounts the database lacks, by e-mail. */
export async function seedAccounts(tx: Tx, packages: DemoPackage[], now: Date): Promise<boolean> {
  const demoAccounts = [
    // The richest package: the demo shows everything a subscriber can have.
    {
      who: DEMO_ACCOUNT,
      firstName: 'Demo',
      pkg: packages.at(-1)!,
      startedDaysAgo: 30,
      expiresInDays: 365,
    },
    // Paid 60 days ago for 30 days: expired a month ago.
    {
      who: EXPIRED_ACCOUNT,
      firstName: 'Expired',
      pkg: packages[0]!,
      startedDaysAgo: 60,
      expiresInDays: -30,
    },
  ];
  const present = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [DEMO_ACCOUNT.email, EXPIRED_ACCOUNT.email]));
  const missing = demoAccounts.filter(({ who }) => !present.some((row) => row.email === who.email));
  if (missing.length === 0) return false;
  // Both demo accounts share the password and PINs, so three hashes serve them both.
  const [passwordHash, pinHash, purchasePinHash] = await Promise.all([
    hashSecret(DEMO_ACCOUNT.password),
    hashSecret(DEMO_ACCOUNT.parentalPin),
    hashSecret(DEMO_ACCOUNT.purchasePin),
  ]);
  const secrets = { passwordHash, pinHash, purchasePinHash };
  for (const { who, firstName, pkg, startedDaysAgo, expiresInDays } of missing) {
    await insertSubscriber(tx, who, firstName, secrets, pkg, now, startedDaysAgo, expiresInDays);
  }
  return true;
}

/** The demo household's profiles the demo account lacks, by name. */
export async function seedHousehold(tx: Tx): Promise<boolean> {
  const viewer = await demoViewer(tx);
  if (!viewer) return false;
  const present = await tx
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.accountId, viewer.accountId));
  const missing = DEMO_HOUSEHOLD.filter(({ name }) => !present.some((row) => row.name === name));
  if (missing.length === 0) return false;
  await tx.insert(profiles).values(
    missing.map((profile) => ({
      ...profile,
      accountId: viewer.accountId,
      firstName: profile.name,
      lastName: 'Viewer',
    })),
  );
  return true;
}

/** The demo subscriber's account and default profile, whose viewing the demo resumes. */
export async function demoViewer(
  tx: Tx,
): Promise<{ accountId: number; profileId: number } | undefined> {
  const [row] = await tx
    .select({ accountId: accounts.id, profileId: profiles.id })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(accounts.email, DEMO_ACCOUNT.email), eq(profiles.isDefault, true)))
    .limit(1);
  return row;
}

/**
 * A demo subscriber with a default profile, a subscription from `startedDaysAgo` to
 * `expiresInDays` from now, the sandbox card and the payment for it.
 */
async function insertSubscriber(
  tx: Tx,
  who: typeof DEMO_ACCOUNT | typeof EXPIRED_ACCOUNT,
  firstName: string,
  secrets: { passwordHash: string; pinHash: string; purchasePinHash: string },
  pkg: { id: number; name: string; subscription_price: number; currency_code: string },
  now: Date,
  startedDaysAgo: number,
  expiresInDays: number,
): Promise<void> {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: who.email,
      username: who.username,
      passwordHash: secrets.passwordHash,
      purchasePinHash: secrets.purchasePinHash,
    })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  const startsAt = new Date(now.getTime() - startedDaysAgo * DAY);
  await tx.insert(profiles).values({
    accountId,
    name: firstName,
    firstName,
    lastName: 'Viewer',
    sex: 0,
    age: 34,
    pinHash: secrets.pinHash,
    isDefault: true,
  });
  await tx.insert(subscriptions).values({
    accountId,
    packageId: pkg.id,
    startsAt,
    expiresAt: new Date(now.getTime() + expiresInDays * DAY),
  });
  await tx.insert(paymentMethods).values({ accountId, ...DEMO_CARD });
  await tx.insert(payments).values({
    accountId,
    packageId: pkg.id,
    description: `${pkg.name} subscription`,
    amountCents: Math.round(pkg.subscription_price * 100),
    currencyCode: pkg.currency_code,
    status: 'paid',
    cardBrand: DEMO_CARD.brand,
    cardLast4: DEMO_CARD.last4,
    gatewayRef: 'sandbox_ch_demo',
    createdAt: startsAt,
  });
}
