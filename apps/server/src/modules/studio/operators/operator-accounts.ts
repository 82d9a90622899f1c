import {
  emailSchema,
  operatorRoleSchema,
  type Operator,
  type OperatorRole,
} from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { hashSecret, verifySecret } from '../../accounts/account/index.js';
import { DEMO_OPERATOR, DEMO_OPERATORS } from './demo-operators.js';
import {
  createOperatorRepository,
  type OperatorRepository,
  type OperatorRow,
} from './operator-repository.js';
import { oneTimePassword } from './operator-service.js';
import { presentOperator } from './present-operator.js';

/** Why an operator was not added: the e-mail, the role, or one with that e-mail exists. */
export class OperatorNotAdded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorNotAdded';
  }
}

/**
 * Writes a new operator with a one-time password, which it must change at its first login: the
 * row and that password, or undefined when an operator has this e-mail (in any letter case).
 */
export async function insertWithOneTimePassword(
  operators: OperatorRepository,
  { email, role, name = null }: { email: string; role: OperatorRole; name?: string | null },
): Promise<{ row: OperatorRow; password: string } | undefined> {
  const password = oneTimePassword();
  const row = await operators.insert({
    email,
    name,
    passwordHash: await hashSecret(password),
    role,
    mustChangePassword: true,
  });
  return row && { row, password };
}

/**
 * A new operator with a one-time password, which it must change at its first login; the
 * operator and that password. Throws `OperatorNotAdded`, having written nothing, for an e-mail
 * or role that will not do or an e-mail an operator has already (in any letter case).
 */
export async function addOperator(
  db: Db,
  email: string,
  role: string,
): Promise<{ operator: Operator; password: string }> {
  const checkedEmail = emailSchema.safeParse(email);
  if (!checkedEmail.success) throw new OperatorNotAdded(`"${email}" is not an e-mail address.`);
  const checkedRole = operatorRoleSchema.safeParse(role);
  if (!checkedRole.success) {
    throw new OperatorNotAdded(`"${role}" is not a role: owner, editor or support.`);
  }
  const added = await insertWithOneTimePassword(createOperatorRepository(db), {
    email: checkedEmail.data,
    role: checkedRole.data,
  });
  if (!added) {
    throw new OperatorNotAdded(`An operator with the e-mail ${checkedEmail.data} exists.`);
  }
  return { operator: presentOperator(added.row), password: added.password };
}

/** The demo operators the database lacks (DEMO_OPERATORS); whether any was added. */
export async function seedDemoOperators(db: Db): Promise<boolean> {
  const operators = createOperatorRepository(db);
  let added = false;
  for (const { email, password, role } of DEMO_OPERATORS) {
    if (await operators.findByEmail(email)) continue;
    const row = await operators.insert({
      email,
      passwordHash: await hashSecret(password),
      role,
      mustChangePassword: false,
    });
    if (row) added = true;
  }
  return added;
}

/**
 * The enabled demo operators whose password is still the demo's, each made to choose a new one
 * before anything else (the console asks at once); their e-mails. For a production server on a
 * shared database, which must not keep well-known credentials silently.
 */
export async function requireNewDemoPasswords(operators: OperatorRepository): Promise<string[]> {
  const flagged: string[] = [];
  for (const { email } of DEMO_OPERATORS) {
    const row = await operators.findByEmail(email);
    if (!row || row.disabledAt) continue;
    if (!(await verifySecret(row.passwordHash, DEMO_OPERATOR.password))) continue;
    if (!row.mustChangePassword) await operators.requirePasswordChange(row.id);
    flagged.push(row.email);
  }
  return flagged;
}
