import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { AdsService } from './ads-service.js';

export function registerAdsRoutes(calls: CallRegistrar, service: AdsService): void {
  calls.call(api.ads.list, {}, ({ query, session }) =>
    service.list(query.filter.box_position, session.maturityCeiling),
  );
}
