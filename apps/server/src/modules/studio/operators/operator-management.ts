import {
  notice,
  noticeText,
  type AddOperatorBody,
  type List,
  type OperatorListItem,
  type OperatorRole,
  type OperatorWithPassword,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { hashSecret, type LoginLimits } from '../../accounts/account/index.js';
import { insertWithOneTimePassword } from './operator-accounts.js';
import type { OperatorContext } from './operator-guard.js';
import type { OperatorRepository, OperatorRow, PlanChange } from './operator-repository.js';
import type { SecondFactorRepository } from './second-factor-repository.js';
import { oneTimePassword } from './operator-service.js';
import { operatorFailureKey, presentOperatorListItem } from './present-operator.js';
import type { AuditRecord } from './studio-audit.js';

/** An operator as the audit log keeps it, before and after a change: never a password. */
function auditView(row: OperatorRow) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    totp_enabled: row.totpEnabledAt !== null,
    must_change_password: row.mustChangePassword,
  };
}

const operatorNotFound = () => notFound(notice('studioOperatorNotFound'));
const refused = (key: 'studioOperatorSelfDisable' | 'studioOperatorSelfRole') =>
  badRequest(notice(key));

/** Whether the operator is an owner who may log in. */
const isEnabledOwner = (row: Pick<OperatorRow, 'role' | 'disabledAt'>) =>
  row.role === 'owner' && row.disabledAt === null;

/**
 * The rule every owner's change keeps: the last enabled owner stays one (409), whoever asks.
 * Checked before the caller's own-account rules, as it says more about why.
 */
function keepAnOwner(
  before: OperatorRow,
  after: Pick<OperatorRow, 'role' | 'disabledAt'>,
  otherEnabledOwners: number,
  refusal: 'studioLastOwnerDisable' | 'studioLastOwnerDemote',
): void {
  if (isEnabledOwner(before) && !isEnabledOwner(after) && otherEnabledOwners === 0) {
    throw new HttpError(409, notice(refusal, { email: before.email }));
  }
}

export interface OperatorManagementDeps {
  operators: OperatorRepository;
  /** An operator's TOTP secret and recovery codes, which an owner may remove. */
  secondFactors: SecondFactorRepository;
  /** Failed logins: a reset password starts the operator's count again. */
  logins: LoginLimits;
  audit: AuditRecord;
  now: Clock;
}

/**
 * The owners' management of operators: adding one with a one-time password, its role, disabling
 * and enabling it, and a new one-time password. Each change is written to the audit log.
 */
export function createOperatorManagement({
  operators,
  secondFactors,
  logins,
  audit,
  now,
}: OperatorManagementDeps) {
  /** Applies a planned change and audits it as `action`, unless it changed nothing. */
  async function change(
    caller: OperatorContext,
    id: number,
    action: string,
    plan: PlanChange,
    options?: { endSessions?: boolean },
  ): Promise<OperatorRow> {
    const changed = await operators.change(id, plan, options);
    if (!changed) throw operatorNotFound();
    const { before, after } = changed;
    if (after !== before) {
      await audit(caller, {
        action,
        target: `operator:${id}`,
        before: auditView(before),
        after: auditView(after),
      });
    }
    return after;
  }

  return {
    async list(): Promise<List<OperatorListItem>> {
      const rows = await operators.list();
      return {
        items: rows.map(presentOperatorListItem),
        pager: { page: 1, pageCount: 1, count: rows.length },
      };
    },

    /** A new operator and its one-time password; a 400 for an e-mail an operator has. */
    async add(caller: OperatorContext, body: AddOperatorBody): Promise<OperatorWithPassword> {
      const { email, role } = body;
      const added = await insertWithOneTimePassword(operators, {
        email,
        role,
        name: body.name || null,
      });
      if (!added) {
        const taken = notice('studioOperatorEmailTaken', { email });
        throw badRequest(taken, { email: [noticeText(taken)] });
      }
      await audit(caller, {
        action: 'operator.add',
        target: `operator:${added.row.id}`,
        after: auditView(added.row),
      });
      return { operator: presentOperatorListItem(added.row), one_time_password: added.password };
    },

    async changeRole(
      caller: OperatorContext,
      id: number,
      role: OperatorRole,
    ): Promise<OperatorListItem> {
      const row = await change(caller, id, 'operator.role.change', (before, otherOwners) => {
        keepAnOwner(before, { ...before, role }, otherOwners, 'studioLastOwnerDemote');
        if (id === caller.operator.id) throw refused('studioOperatorSelfRole');
        return before.role === role ? {} : { role };
      });
      return presentOperatorListItem(row);
    },

    /** Disables an operator: its sessions end in the same transaction. */
    async disable(caller: OperatorContext, id: number): Promise<OperatorListItem> {
      const at = now();
      const row = await change(
        caller,
        id,
        'operator.disable',
        (before, otherOwners) => {
          keepAnOwner(before, { ...before, disabledAt: at }, otherOwners, 'studioLastOwnerDisable');
          if (id === caller.operator.id) throw refused('studioOperatorSelfDisable');
          return before.disabledAt ? {} : { disabledAt: at };
        },
        { endSessions: true },
      );
      return presentOperatorListItem(row);
    },

    async enable(caller: OperatorContext, id: number): Promise<OperatorListItem> {
      const row = await change(caller, id, 'operator.enable', (before) =>
        before.disabledAt ? { disabledAt: null } : {},
      );
      return presentOperatorListItem(row);
    },

    /** Names an operator, the caller included; an empty name is none. */
    async rename(caller: OperatorContext, id: number, name: string): Promise<OperatorListItem> {
      const row = await change(caller, id, 'operator.rename', (before) =>
        before.name === (name || null) ? {} : { name: name || null },
      );
      return presentOperatorListItem(row);
    },

    /**
     * Turns another operator's two-step verification off, for one who lost their
     * authenticator: it then signs in with its password alone. Nothing changes (and nothing is
     * audited) for one without it.
     */
    async removeSecondFactor(caller: OperatorContext, id: number): Promise<OperatorListItem> {
      if (id === caller.operator.id) throw badRequest(notice('studioOperatorSelfSecondFactor'));
      const before = await operators.findById(id);
      if (!before) throw operatorNotFound();
      if (before.totpEnabledAt === null && before.totpSecret === null) {
        return presentOperatorListItem(before);
      }
      await secondFactors.disable(id);
      const after = { ...before, totpSecret: null, totpEnabledAt: null, totpLastStep: null };
      await audit(caller, {
        action: 'operator.totp.remove',
        target: `operator:${id}`,
        before: auditView(before),
        after: auditView(after),
      });
      return presentOperatorListItem(after);
    },

    /**
     * A new one-time password for another operator: its sessions and pending logins end, and
     * its failed logins are forgotten, so it can log in with it at once.
     */
    async resetPassword(caller: OperatorContext, id: number): Promise<OperatorWithPassword> {
      if (id === caller.operator.id) throw badRequest(notice('studioOperatorSelfReset'));
      const password = oneTimePassword();
      const passwordHash = await hashSecret(password);
      const row = await change(
        caller,
        id,
        'operator.password.reset',
        () => ({ passwordHash, mustChangePassword: true }),
        { endSessions: true },
      );
      await logins.succeed(operatorFailureKey(id));
      return { operator: presentOperatorListItem(row), one_time_password: password };
    },
  };
}

export type OperatorManagement = ReturnType<typeof createOperatorManagement>;
