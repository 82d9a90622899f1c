import { index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Slides of a page's highlighted-content slider, chosen by the operator, in position order. */
export const highlightedSlides = pgTable(
  'highlighted_slides',
  {
    id: serial('id').primaryKey(),
    /** The page the slider is on, e.g. `/home`. */
    pageUrl: text('page_url').notNull(),
    position: integer('position').notNull(),
    /** What the slide points at: 0 movie, 1 episode, 2 TV show, 3 channel (ItemType). */
    modelType: smallint('model_type').notNull(),
    /** The id of that movie, episode, show or channel; no foreign key, as the kinds differ. */
    modelId: integer('model_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The slide's own picture; without one the web app uses the title's artwork. */
    image: text('image'),
  },
  (table) => [index('highlighted_slides_page_idx').on(table.pageUrl, table.position)],
);

/**
 * Operator-curated title lists (`recommended`, `trending`), one row per title. `title_kind` is
 * 0 for movies and 2 for TV shows (ItemType); no foreign key, as the kinds differ.
 */
export const curatedListEntries = pgTable(
  'curated_list_entries',
  {
    listKey: text('list_key').notNull(),
    titleKind: smallint('title_kind').notNull(),
    titleId: integer('title_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listKey, table.titleKind, table.titleId] }),
    index('curated_list_entries_order_idx').on(table.listKey, table.titleKind, table.position),
  ],
);
