import { declareModule } from '../../../server-module.js';
import { registerConsoleApp } from './console-app-routes.js';

/** The operators' console, the web app at /studio (apps/studio): its files and its page. */
export const consoleAppModule = declareModule({
  name: 'console-app',
  build: (context) => ({
    routes: (app) => registerConsoleApp(app, context.settings.studioDist),
  }),
});
