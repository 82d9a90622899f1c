// What several instances share through Redis (REDIS_URL): the socket.io adapter, so an event
// for a device reaches its socket on whichever instance holds it, and the change notices. Only
// loaded when REDIS_URL is set: the packages are imported here, on demand.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createListeners, type ChangeNotices } from './change-notices.js';
import type { Cluster, ClusterLog } from './cluster-types.js';
import type { Leases } from './leases.js';
import {
  changeNoticesChannel,
  decodeNoticeMessage,
  encodeNoticeMessage,
} from './notice-messages.js';

/** How long a start waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The address without its password, for messages. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Connects to Redis; throws a message naming the address when it cannot. */
export async function joinRedisCluster(
  url: string,
  name: string,
  log: ClusterLog,
): Promise<Cluster> {
  const [{ Redis }, { createAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-adapter'),
  ]);
  const connect = async (role: string): Promise<Redis> => {
    const client = new Redis(url, {
      // Named in Redis's CLIENT LIST: `marquee:<database>:notice-subscriber`.
      connectionName: `${name}:${role}`,
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      // A start fails at once on a wrong address; a running server keeps reconnecting.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // While starting, the connection's own error (ECONNREFUSED, a wrong password) goes into
    // the message that stops the start: ioredis rejects `connect()` with "Connection is closed."
    let failure: Error | undefined;
    let connected = false;
    client.on('error', (error: Error) => {
      if (connected) log.warn({ err: error, role }, 'Redis connection error');
      else failure = error;
    });
    try {
      await client.connect();
      connected = true;
    } catch (error) {
      client.disconnect();
      const reason = (failure ?? (error as Error)).message.replace(/\.+$/, '');
      throw new Error(
        `Marquee could not reach Redis at REDIS_URL (${redactRedisUrl(url)}): ${reason}. ` +
          'Start Redis, or unset REDIS_URL to run one instance.',
        { cause: failure ?? error },
      );
    }
    return client;
  };
  const clients: Redis[] = [];
  try {
    for (const role of ['publisher', 'socket-subscriber', 'notice-subscriber']) {
      clients.push(await connect(role));
    }
  } catch (error) {
    clients.forEach((client) => client.disconnect());
    throw error;
  }
  const [publisher, socketSubscriber, noticeSubscriber] = clients as [Redis, Redis, Redis];
  const notices = await redisChangeNotices(publisher, noticeSubscriber, name, log);
  return {
    notices,
    leases: redisLeases(publisher, name),
    socketAdapter: createAdapter(publisher, socketSubscriber, { key: `${name}:socket.io` }),
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

// Takes the lease when free or already ours, and sets its expiry; 1 when held.
const HOLD = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

// Deletes the lease only when it is ours.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Leases as keys `<name>:lease:<key>` holding their instance's id, marks as `<name>:mark:<key>`. */
function redisLeases(client: Redis, name: string): Leases {
  const self = randomUUID();
  return {
    async hold(key, ms) {
      return (await client.eval(HOLD, 1, `${name}:lease:${key}`, self, String(ms))) === 1;
    },
    async release(key) {
      await client.eval(RELEASE, 1, `${name}:lease:${key}`, self);
    },
    async mark(key, ms) {
      await client.set(`${name}:mark:${key}`, '1', 'PX', ms);
    },
    async isMarked(key) {
      return (await client.exists(`${name}:mark:${key}`)) === 1;
    },
  };
}

/** Notices delivered here at once and published on the channel for the other instances. */
async function redisChangeNotices(
  publisher: Redis,
  subscriber: Redis,
  name: string,
  log: ClusterLog,
): Promise<ChangeNotices> {
  const self = randomUUID();
  const channel = changeNoticesChannel(name);
  const listeners = createListeners((error) =>
    log.error({ err: error }, 'a change notice listener failed'),
  );
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = decodeNoticeMessage(text);
    if ('refused' in message) {
      log.warn({ problem: message.refused }, 'ignored a change notice');
      return;
    }
    // This instance's own notices were delivered when published.
    if (message.from !== self) listeners.deliver(message.notice);
  });
  await subscriber.subscribe(channel);
  // Redis keeps nothing for a subscriber that was away: what the others published meanwhile is
  // lost. Once subscribed again (ioredis resubscribes first, on the same connection), every
  // memo here forgets what it holds.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        log.warn('back on Redis: forgetting what other instances may have changed meanwhile');
        listeners.deliver({ kind: 'missed' });
      },
      (error: unknown) => log.warn({ err: error }, 'could not subscribe to change notices again'),
    );
  });
  return {
    publish(notice) {
      listeners.deliver(notice);
      publisher
        .publish(channel, encodeNoticeMessage(self, notice))
        .catch((error: unknown) =>
          log.warn({ err: error, notice }, 'a change notice could not reach the other instances'),
        );
    },
    subscribe: listeners.subscribe,
  };
}
