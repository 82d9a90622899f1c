import {
  notice,
  noticeText,
  type OfferBody,
  type StudioOffer,
  type StudioTitle,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { DEFAULT_CURRENCY } from '../../accounts/account/index.js';
import { studioTitle } from '../../catalogue/catalogue/index.js';
import type { OfferColumns, OfferRow, StudioOffersRepository } from './studio-offers-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** A profile as the studio shows it: prices in the currency, not in cents. */
export function presentOffer(row: OfferRow): StudioOffer {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    business_model: row.businessModel as StudioOffer['business_model'],
    pricing: row.pricing.map((entry) => ({
      price: entry.priceCents / 100,
      duration: entry.duration,
    })),
    source_url: row.sourceUrl,
    active_rentals: row.activeRentals,
  };
}

/** What an audit entry keeps of a profile. */
const audited = ({ active_rentals: _running, ...offer }: StudioOffer) => offer;

/** The body as columns: prices in cents; the body was parsed, so its pricing fits its model. */
const columns = (body: OfferBody): OfferColumns => ({
  name: body.name,
  code: body.code,
  businessModel: body.business_model,
  pricing: body.pricing.map((entry) => ({
    duration: entry.duration,
    priceCents: Math.round(entry.price * 100),
  })),
});

const offerNotFound = () => notFound(notice('studioOfferNotFound'));

/**
 * The studio's profiles of titles with their prices: listed, made (playing what the title
 * plays), changed and removed, each audited. A profile that subscribers rent or own now is not
 * removed: their rentals would end with it.
 */
export function createStudioOffersService(deps: {
  db: Db;
  offers: StudioOffersRepository;
  audit: AuditRecord;
  now: Clock;
}) {
  const { db, offers, audit, now } = deps;
  const load = async (id: number) => {
    const row = await offers.byId(id, now());
    if (!row || row.vodId === null) throw offerNotFound();
    return { row, offer: presentOffer(row), vodId: row.vodId };
  };
  const refuseTakenCode = async (vodId: number, code: string, except?: number) => {
    if (await offers.codeTaken(vodId, code, except)) {
      const said = notice('studioOfferCodeTaken', { code });
      throw badRequest(said, { code: [noticeText(said)] });
    }
  };
  return {
    async list(
      vodId: number,
    ): Promise<{ title: StudioTitle; currency: string; offers: StudioOffer[] }> {
      const title = await studioTitle(db, vodId);
      const [rows, currency] = await Promise.all([
        offers.forTitle(vodId, now()),
        offers.currency(DEFAULT_CURRENCY),
      ]);
      return { title, currency, offers: rows.map(presentOffer) };
    },

    async create(caller: OperatorContext, vodId: number, body: OfferBody): Promise<StudioOffer> {
      await studioTitle(db, vodId);
      await refuseTakenCode(vodId, body.code);
      const id = await offers.insert(vodId, columns(body));
      const { offer } = await load(id);
      await audit(caller, {
        action: 'vod_profile.create',
        target: `vod_profile:${id}`,
        after: { vod_id: vodId, ...audited(offer) },
      });
      return offer;
    },

    async change(caller: OperatorContext, id: number, body: OfferBody): Promise<StudioOffer> {
      const before = await load(id);
      await refuseTakenCode(before.vodId, body.code, id);
      await offers.update(id, columns(body));
      const { offer } = await load(id);
      await audit(caller, {
        action: 'vod_profile.update',
        target: `vod_profile:${id}`,
        before: { vod_id: before.vodId, ...audited(before.offer) },
        after: { vod_id: before.vodId, ...audited(offer) },
      });
      return offer;
    },

    async remove(caller: OperatorContext, id: number): Promise<void> {
      const before = await load(id);
      if (before.row.activeRentals > 0) {
        throw new HttpError(409, notice('studioOfferRented', { count: before.row.activeRentals }));
      }
      await offers.remove(id);
      await audit(caller, {
        action: 'vod_profile.delete',
        target: `vod_profile:${id}`,
        before: { vod_id: before.vodId, ...audited(before.offer) },
      });
    },
  };
}

export type StudioOffersService = ReturnType<typeof createStudioOffersService>;
