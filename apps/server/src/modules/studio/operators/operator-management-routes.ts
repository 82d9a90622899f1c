import { notice, studioApi } from '@marquee/contract';
import { Answer, type CallRegistrar } from '../../../http/route.js';
import type { OperatorGuard } from './operator-guard.js';
import type { OperatorManagement } from './operator-management.js';

/** The owners' calls on operators (/api/studio/operators and its kin): owners only. */
export function registerOperatorManagementRoutes(
  calls: CallRegistrar,
  management: OperatorManagement,
  guard: OperatorGuard,
): void {
  const owner = guard.requireOperator('owner');

  calls.guardedCall(studioApi.operators, {}, owner, () => management.list());

  calls.guardedCall(studioApi.addOperator, {}, owner, async ({ session, body }) => {
    const added = await management.add(session, body);
    return new Answer(added, notice('studioOperatorAdded', { email: added.operator.email }));
  });

  calls.guardedCall(studioApi.changeOperatorRole, {}, owner, async ({ session, params, body }) => {
    const operator = await management.changeRole(session, params.id, body.role);
    return new Answer(operator, notice('studioOperatorRoleChanged', { email: operator.email }));
  });

  calls.guardedCall(studioApi.disableOperator, {}, owner, async ({ session, params }) => {
    const operator = await management.disable(session, params.id);
    return new Answer(operator, notice('studioOperatorDisabled', { email: operator.email }));
  });

  calls.guardedCall(studioApi.enableOperator, {}, owner, async ({ session, params }) => {
    const operator = await management.enable(session, params.id);
    return new Answer(operator, notice('studioOperatorEnabled', { email: operator.email }));
  });

  calls.guardedCall(studioApi.renameOperator, {}, owner, async ({ session, params, body }) => {
    const operator = await management.rename(session, params.id, body.name);
    return new Answer(operator, notice('studioOperatorRenamed', { email: operator.email }));
  });

  calls.guardedCall(
    studioApi.removeOperatorSecondFactor,
    {},
    owner,
    async ({ session, params }) => {
      const operator = await management.removeSecondFactor(session, params.id);
      return new Answer(
        operator,
        notice('studioOperatorSecondFactorRemoved', { email: operator.email }),
      );
    },
  );

  calls.guardedCall(studioApi.resetOperatorPassword, {}, owner, async ({ session, params }) => {
    const reset = await management.resetPassword(session, params.id);
    return new Answer(
      reset,
      notice('studioOperatorPasswordReset', { email: reset.operator.email }),
    );
  });
}
