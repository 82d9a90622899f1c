import { DAY } from '../../../clock.js';
import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { extendDemoGuide } from './extend-demo-guide.js';

/**
 * Keeps the demo channels' guide around the server's clock however long it runs: once a day
 * while it serves. The start's extension is the seed's, which every start runs before serving
 * (prepare-steps.ts), so it is not made twice. A failure is logged and waits for the next day,
 * since a guide a day short serves better than a server that stops.
 */
export function createSeedModule(context: Pick<ModuleContext, 'db' | 'now' | 'log'>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const extend = async () => {
    try {
      const { added, removed } = await extendDemoGuide(context.db, context.now());
      if (added > 0 || removed > 0) {
        context.log.info({ added, removed }, 'demo guide extended');
      }
    } catch (error) {
      context.log.error({ err: error }, 'demo guide not extended');
    }
  };
  return {
    onReady() {
      timer = setInterval(() => {
        running = extend();
      }, DAY);
      timer.unref();
    },
    async onClose() {
      clearInterval(timer);
      await running;
    },
  } satisfies ServerModule;
}
