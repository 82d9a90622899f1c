import {
  notice,
  type ChannelPrices,
  type ChannelProfilePriceBody,
  type List,
  type StudioChannelProfile,
} from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type { ChannelPricesRepository, ChannelProfileRow } from './channel-prices-repository.js';
import { toCents } from './studio-packages-service.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** Channels on a page of the studio's list. */
export const CHANNEL_PRICES_PAGE = 25;

function presentProfile(row: ChannelProfileRow): StudioChannelProfile {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    business_model: row.businessModel as StudioChannelProfile['business_model'],
    pricing: row.pricing.map((entry) => ({
      duration: entry.duration,
      price: entry.priceCents / 100,
    })),
  };
}

/**
 * The prices of channels' streaming profiles, as the channel rent call reads them
 * (chooseChannelRentalOption): new rentals pay a change, rentals made keep what they paid.
 */
export function createChannelPricesService(deps: {
  channels: ChannelPricesRepository;
  audit: AuditRecord;
}) {
  const { channels, audit } = deps;
  return {
    async list(
      search: string | undefined,
      page = 1,
      limit = CHANNEL_PRICES_PAGE,
    ): Promise<List<ChannelPrices>> {
      const { rows, total } = await channels.page(search ?? '', (page - 1) * limit, limit);
      const profiles = await channels.profilesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => ({
          channel_id: row.id,
          channel_title: row.title,
          profiles: profiles.filter((profile) => profile.channelId === row.id).map(presentProfile),
        })),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },

    async change(
      caller: OperatorContext,
      id: number,
      body: ChannelProfilePriceBody,
    ): Promise<StudioChannelProfile> {
      const before = await channels.profile(id);
      if (!before) throw notFound(notice('studioChannelProfileNotFound'));
      // An svod profile is in the subscription: whatever prices came are not kept.
      const pricing =
        body.business_model === 'svod'
          ? []
          : body.pricing.map((entry) => ({
              duration: entry.duration,
              priceCents: toCents(entry.price),
            }));
      await channels.setPricing(id, body.business_model, pricing);
      const after = presentProfile((await channels.profile(id))!);
      await audit(caller, {
        action: 'channel_profile.price',
        target: `channel:${before.channelId}:profile:${id}`,
        before: presentProfile(before),
        after,
      });
      return after;
    },
  };
}

export type ChannelPricesService = ReturnType<typeof createChannelPricesService>;
