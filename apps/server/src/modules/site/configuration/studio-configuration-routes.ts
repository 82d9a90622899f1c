import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { ConfigurationEditor } from './configuration-editor.js';

/** The studio's branding calls: owners and editors read and replace the configuration. */
export function registerStudioConfigurationRoutes(
  calls: CallRegistrar,
  editor: ConfigurationEditor,
  operators: Provided['operators'],
): void {
  const brandingGuard = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.configuration, {}, brandingGuard, () => editor.stored());
  calls.guardedCall(
    studioApi.changeConfiguration,
    { message: notice('studioConfigurationSaved') },
    brandingGuard,
    ({ session, body }) => editor.change(session, body),
  );
}
