import { notice, type PackageBody, type StudioPackage } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type {
  CountedPackageRow,
  PackageFields,
  StudioPackagesRepository,
} from './studio-packages-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** A package as the studio shows it; prices are kept in cents. */
export function presentStudioPackage(row: CountedPackageRow): StudioPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    currency_code: row.currencyCode,
    period_days: row.periodDays,
    retired_at: row.retiredAt?.toISOString() ?? null,
    subscriptions: row.subscriptions,
  };
}

/** Cents of a price in the major unit; the contract allows two decimals at most. */
export const toCents = (price: number) => Math.round(price * 100);

function columns(body: PackageBody): PackageFields {
  return {
    name: body.name,
    description: body.description,
    priceCents: toCents(body.price),
    currencyCode: body.currency_code,
    periodDays: body.period_days,
  };
}

/** What an audit entry keeps of a package: its fields, not its count. */
const audited = ({ subscriptions: _count, ...fields }: StudioPackage) => fields;

/**
 * The subscription packages: made, changed and retired, never deleted (subscriptions and
 * payments point at them). A retired package is no longer offered; its subscriptions run on.
 */
export function createStudioPackagesService(deps: {
  packages: StudioPackagesRepository;
  audit: AuditRecord;
  now: Clock;
}) {
  const { packages, audit, now } = deps;
  const load = async (id: number) => {
    const row = await packages.byId(id);
    if (!row) throw notFound(notice('studioPackageNotFound'));
    return presentStudioPackage(row);
  };
  const change = async (
    caller: OperatorContext,
    id: number,
    action: string,
    fields: Parameters<StudioPackagesRepository['update']>[1],
  ) => {
    const before = await load(id);
    await packages.update(id, fields);
    const after = await load(id);
    await audit(caller, {
      action,
      target: `package:${id}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  };
  return {
    async list(): Promise<StudioPackage[]> {
      return (await packages.list()).map(presentStudioPackage);
    },

    async create(caller: OperatorContext, body: PackageBody): Promise<StudioPackage> {
      const id = await packages.insert(columns(body));
      const after = await load(id);
      await audit(caller, {
        action: 'package.create',
        target: `package:${id}`,
        after: audited(after),
      });
      return after;
    },

    change: (caller: OperatorContext, id: number, body: PackageBody) =>
      change(caller, id, 'package.update', columns(body)),

    retire: (caller: OperatorContext, id: number) =>
      change(caller, id, 'package.retire', { retiredAt: now() }),

    restore: (caller: OperatorContext, id: number) =>
      change(caller, id, 'package.restore', { retiredAt: null }),
  };
}

export type StudioPackagesService = ReturnType<typeof createStudioPackagesService>;
