import {
  LIVE_CHANNELS_PAGE,
  notice,
  type LiveCategoryBody,
  type LiveChannelBody,
  type List,
  type StudioLiveCategory,
  type StudioLiveChannel,
} from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { bumpGuideVersion, bumpLineUpVersion } from '../live/index.js';
import type {
  StudioChannelFields,
  StudioChannelRow,
  StudioChannelsRepository,
} from './studio-channels-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** Whether Marquee records the channel: catch-up on, days kept and no upstream archive. */
export const isRecordedChannel = (
  row: Pick<StudioChannelRow, 'catchupEnabled' | 'catchupDays' | 'catchupMode'>,
) => row.catchupEnabled && row.catchupDays > 0 && row.catchupMode === null;

/** A channel as the studio shows it. */
export function presentStudioChannel(row: StudioChannelRow): StudioLiveChannel {
  return {
    id: row.id,
    title: row.title,
    number: row.channelNumber,
    tvg_id: row.tvgId,
    logo_url: row.logoUrl,
    category_ids: row.categoryIds,
    censorship: row.censorshipAllowed,
    require_pin: row.requirePin,
    catchup: row.catchupEnabled,
    catchup_days: row.catchupDays,
    upstream_archive: row.catchupMode !== null,
    recorded: row.sources.length > 0 && isRecordedChannel(row),
    sources: row.sources,
  };
}

const channelNotFound = () => notFound(notice('studioLiveChannelNotFound'));
const categoryNotFound = () => notFound(notice('studioLiveCategoryNotFound'));

/** The studio's channels and categories: read by every role, changed by owners and editors. */
export function createStudioChannelsService(deps: {
  db: Db;
  channels: StudioChannelsRepository;
  audit: AuditRecord;
  /** Stops a deleted channel's restream and drops its recording. */
  forget: (channelId: number) => Promise<void>;
}) {
  const { db, channels, audit, forget } = deps;
  const load = async (id: number) => {
    const row = await channels.byId(id);
    if (!row) throw channelNotFound();
    return presentStudioChannel(row);
  };
  const loadCategory = async (id: number) => {
    const found = (await channels.categories()).find((category) => category.id === id);
    if (!found) throw categoryNotFound();
    return found;
  };
  /** The body as the repository writes it; an unknown category or a taken number refused. */
  const fieldsOf = async (body: LiveChannelBody, id?: number): Promise<StudioChannelFields> => {
    const categoryIds = [...new Set(body.category_ids)];
    const [unknown] = await channels.unknownCategories(categoryIds);
    if (unknown !== undefined) {
      throw badRequest(notice('studioLiveCategoryUnknown', { id: unknown }));
    }
    const holder = await channels.numberHolder(body.number, id);
    if (holder) {
      throw new HttpError(
        409,
        notice('studioLiveChannelNumberTaken', { number: body.number, title: holder.title }),
      );
    }
    return {
      title: body.title.trim(),
      channelNumber: body.number,
      censorshipAllowed: body.censorship,
      requirePin: body.require_pin,
      catchupEnabled: body.catchup,
      catchupDays: body.catchup_days,
      categoryIds,
      sources: [...new Set(body.sources.map((url) => url.trim()))],
    };
  };
  const refuseTakenName = async (name: string, except?: number) => {
    if (await channels.nameTaken(name, except)) {
      throw new HttpError(409, notice('studioLiveCategoryNameTaken', { name }));
    }
  };
  return {
    async list(q: string | undefined, categoryId: number | undefined, page = 1) {
      const limit = LIVE_CHANNELS_PAGE;
      const { rows, total } = await channels.page({ q, categoryId }, (page - 1) * limit, limit);
      return {
        items: rows.map(presentStudioChannel),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      } satisfies List<StudioLiveChannel>;
    },

    get: load,

    async create(caller: OperatorContext, body: LiveChannelBody) {
      const fields = await fieldsOf(body);
      const id = await db.transaction(async (tx) => {
        const made = await channels.insert(tx, fields);
        await bumpLineUpVersion(tx);
        return made;
      });
      const after = await load(id);
      await audit(caller, { action: 'channel.create', target: `channel:${id}`, after });
      return after;
    },

    async change(caller: OperatorContext, id: number, body: LiveChannelBody) {
      const before = await load(id);
      const fields = await fieldsOf(body, id);
      await db.transaction(async (tx) => {
        if (!(await channels.update(tx, id, fields))) throw channelNotFound();
        await bumpLineUpVersion(tx);
      });
      const after = await load(id);
      await audit(caller, { action: 'channel.update', target: `channel:${id}`, before, after });
      return after;
    },

    /**
     * Deletes a channel and what refers to it; subscribers' lists and guides drop it at once and
     * its restream stops.
     */
    async remove(caller: OperatorContext, id: number): Promise<void> {
      const before = await load(id);
      await db.transaction(async (tx) => {
        if (!(await channels.remove(tx, id))) throw channelNotFound();
        await bumpLineUpVersion(tx);
        await bumpGuideVersion(tx);
      });
      await forget(id);
      await audit(caller, { action: 'channel.delete', target: `channel:${id}`, before });
    },

    async categories(): Promise<StudioLiveCategory[]> {
      return channels.categories();
    },

    async createCategory(caller: OperatorContext, body: LiveCategoryBody) {
      const name = body.name.trim();
      await refuseTakenName(name);
      const id = await db.transaction(async (tx) => {
        const made = await channels.insertCategory(tx, name, body.position);
        await bumpLineUpVersion(tx);
        return made;
      });
      const after = await loadCategory(id);
      await audit(caller, {
        action: 'channel_category.create',
        target: `channel_category:${id}`,
        after,
      });
      return after;
    },

    async changeCategory(caller: OperatorContext, id: number, body: LiveCategoryBody) {
      const before = await loadCategory(id);
      const name = body.name.trim();
      await refuseTakenName(name, id);
      await db.transaction(async (tx) => {
        if (!(await channels.updateCategory(tx, id, name, body.position))) throw categoryNotFound();
        await bumpLineUpVersion(tx);
      });
      const after = await loadCategory(id);
      await audit(caller, {
        action: 'channel_category.update',
        target: `channel_category:${id}`,
        before,
        after,
      });
      return after;
    },

    /** Removes an empty category; one still listing channels is refused (409). */
    async removeCategory(caller: OperatorContext, id: number): Promise<void> {
      const before = await loadCategory(id);
      if (before.channels > 0) {
        throw new HttpError(409, notice('studioLiveCategoryInUse', { count: before.channels }));
      }
      await db.transaction(async (tx) => {
        if (!(await channels.deleteCategory(tx, id))) throw categoryNotFound();
        await bumpLineUpVersion(tx);
      });
      await audit(caller, {
        action: 'channel_category.delete',
        target: `channel_category:${id}`,
        before,
      });
    },
  };
}

export type StudioChannelsService = ReturnType<typeof createStudioChannelsService>;
