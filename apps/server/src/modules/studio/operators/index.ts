import { loadDataDirSecret } from '../../../data-dir-secret.js';
import { declareModule } from '../../../server-module.js';
import {
  createAttemptLimiter,
  createAttemptRepository,
  createLoginLimits,
} from '../../accounts/account/index.js';
import type { CallGuard } from '../../../http/route.js';
import { operatorRoles, type OperatorRole } from '@marquee/contract';
import { requireNewDemoPasswords, seedDemoOperators } from './operator-accounts.js';
import { registerAuditRoutes } from './audit-routes.js';
import { createOperatorGuard, type OperatorContext } from './operator-guard.js';
import { createOperatorManagement } from './operator-management.js';
import { registerOperatorManagementRoutes } from './operator-management-routes.js';
import { createOperatorRepository } from './operator-repository.js';
import { registerOperatorRoutes } from './operator-routes.js';
import { createOperatorService } from './operator-service.js';
import { createSecondFactorLogin } from './second-factor-login.js';
import { createSecondFactorRepository } from './second-factor-repository.js';
import { createSessionOpener } from './studio-session.js';
import { createTotpEnrolment } from './totp-enrolment.js';
import { createTotpSecretBox, STUDIO_SECRET_FILE } from './totp-secret-box.js';
import { createStudioAudit, type AuditRecord } from './studio-audit.js';

export { DEMO_OPERATOR, DEMO_OPERATORS } from './demo-operators.js';
export { addOperator, OperatorNotAdded } from './operator-accounts.js';
export type { OperatorContext } from './operator-guard.js';
export type { AuditEntry, AuditRecord } from './studio-audit.js';

declare module '../../../server-module.js' {
  interface Provided {
    operators: {
      /** The guard of a studio call the listed roles may make (operator-guard.ts). */
      requireOperator(...roles: [OperatorRole, ...OperatorRole[]]): CallGuard<OperatorContext>;
      /** Writes a change an operator made to the audit log (studio-audit.ts). */
      audit: AuditRecord;
    };
  }
}

/** Where operators' failed logins are counted: apart from subscribers'. */
const OPERATOR_LOGINS = { identifier: 'studio-login-identifier', address: 'studio-login-address' };

/** The studio's operators: their accounts, sessions and the guard of every studio call. */
export const operatorsModule = declareModule({
  name: 'operators',
  async build({ db, now, log, settings }) {
    const secretKey = await loadDataDirSecret({
      fromEnvironment: settings.studioSecretKey,
      dataDir: settings.dataDir,
      file: STUDIO_SECRET_FILE,
      variable: 'STUDIO_SECRET_KEY',
    });
    if (secretKey.source === 'data-dir' && settings.sharedDatabase) {
      log.warn(
        "STUDIO_SECRET_KEY is not set: operators' TOTP secrets are encrypted with a key kept in " +
          'DATA_DIR, which other instances on this database do not share',
      );
    }
    const operators = createOperatorRepository(db);
    const limiter = createAttemptLimiter(createAttemptRepository(db), now);
    const logins = createLoginLimits(limiter, OPERATOR_LOGINS);
    const secondFactors = createSecondFactorRepository(db, createTotpSecretBox(secretKey.key));
    const openSession = createSessionOpener(operators, now);
    const secondFactor = createSecondFactorLogin({
      operators,
      secondFactors,
      logins,
      openSession,
      now,
    });
    const audit = createStudioAudit(db, now);
    const service = createOperatorService({
      operators,
      logins,
      openSession,
      challenge: (operator) => secondFactor.challenge(operator),
      audit: audit.record,
    });
    const guard = createOperatorGuard(operators, now);
    const totp = createTotpEnrolment({ secondFactors, logins, audit: audit.record, now });
    return {
      api: (calls) => {
        registerOperatorRoutes(calls, { service, secondFactor, totp, guard });
        registerAuditRoutes(calls, audit, guard);
        registerOperatorManagementRoutes(
          calls,
          createOperatorManagement({
            operators,
            secondFactors,
            logins,
            audit: audit.record,
            now,
          }),
          guard,
        );
      },
      // Every role reads the dashboard, the one thing the studio's socket tells.
      operatorSockets: (token) => guard.allows(token, operatorRoles),
      async onReady() {
        // The demo's (PGlite, `npm start`, the end-to-end server) keeps its operators as they are.
        if (settings.production && settings.sharedDatabase) {
          const demo = await requireNewDemoPasswords(operators);
          if (demo.length > 0) {
            log.warn(
              `The demo operators ${demo.join(', ')} still have the demo password, which is ` +
                'public: each must choose a new one at its next sign-in. Change their passwords ' +
                'or disable them in the console now.',
            );
          }
        }
        const sealed = await secondFactors.sealClearSecrets();
        if (sealed > 0) log.info(`${sealed} operators' TOTP secrets were encrypted at rest`);
        // Logged, not thrown: a server that stopped here would only be started again, and
        // everything but TOTP codes (recovery codes included) still works.
        if (!(await secondFactors.keyOpensSecrets())) {
          log.error(
            'STUDIO_SECRET_KEY does not open the TOTP secrets stored in the database: operators ' +
              'with two-step verification can sign in only with a recovery code until the key ' +
              'they were stored with is set again',
          );
        }
      },
      provides: { requireOperator: guard.requireOperator, audit: audit.record },
    };
  },
  seed: [seedDemoOperators],
});
