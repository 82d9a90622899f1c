import type { Db } from '../../../db/client.js';

/** The transaction the seed writes in, which each of its parts is handed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
