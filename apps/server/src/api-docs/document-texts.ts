import { fillPlaceholders, type LanguageCode } from '@marquee/contract';

// The OpenAPI document is written in English from `en` below, so each of its descriptions is one
// of these texts; the docs page leads a description back to its key and shows it in the reader's
// language. `{{name}}` is filled in by whoever writes the text.
const en = {
  introduction:
    'Every call of the Marquee contract (packages/contract), generated from its zod schemas. ' +
    'Every answer is the envelope `{ status, message?, notice?, data? }`: status 1 is done, ' +
    '0 a failure whose `message` says why (with its `notice` key and params), 2 a session ' +
    'problem (log out), -1 an expired session (re-login silently). Lists are ' +
    '`{ items, pager: { page, pageCount, count } }`. Queries use brackets: `filter[id]=3`, ' +
    '`sort[created]=desc`, `filter[genre_id][0]=4`.',
  deviceHeader: 'The kind of client.',
  tenantHeader: 'The service the client belongs to.',
  languageHeader: 'The language of the texts in answers that have them; en unless told.',
  uidHeader: 'A device id the client makes once and keeps.',
  deviceModelHeader: 'Login only: the device model, listed in the account’s devices.',
  appVersionHeader: 'Login only: the client’s version.',
  listInBrackets: 'A list may be sent as {{name}}[0]=..&{{name}}[1]=.. as well.',
  chosenByContract:
    'The spec does not show this path, method or body: the contract chose it (`x-chosen-by-contract`).',
  badInput: 'Bad input: `errors` names each field and what is wrong with it.',
  sessionProblem: 'A session problem: body status 2 (log out) or -1 (re-login silently).',
  credentialsRefused: 'The credentials are not accepted.',
  paymentDeclined: 'The payment was declined.',
  notAllowed: 'Not allowed to watch this.',
  roleRefused:
    'Not for this operator: its role may not, or it has yet to change a one-time password.',
  operatorSession: 'No live operator session: log in to the studio (`Authorization: Bearer`).',
  notFound: 'Not found.',
  conflict: 'In conflict with what is already there.',
  bodyTooLarge: 'The body is larger than 1 MiB (64 KiB for a form).',
  bodyNotReadable: 'The body is neither JSON nor a form.',
  tooManyTries: 'Too many tries: Retry-After says when to try again.',
  serverFailure: 'A failure on the server; the body says nothing more.',
  refused: 'Refused.',
};

/** The name of one text of the document. */
export type DocumentTextKey = keyof typeof en;
type DocumentTexts = Record<DocumentTextKey, string>;

const pt: DocumentTexts = {
  introduction:
    'Todas as chamadas do contrato do Marquee (packages/contract), geradas a partir dos seus ' +
    'esquemas zod. Todas as respostas são o envelope `{ status, message?, notice?, data? }`: o ' +
    'status 1 indica sucesso; 0, uma falha cujo `message` explica o motivo (com a chave e os ' +
    'parâmetros do `notice`); 2, um problema de sessão (terminar a sessão); -1, uma sessão ' +
    'expirada (iniciar sessão novamente, sem que o utilizador dê por isso). As listas são ' +
    '`{ items, pager: { page, pageCount, count } }`. As consultas usam parênteses retos: ' +
    '`filter[id]=3`, `sort[created]=desc`, `filter[genre_id][0]=4`.',
  deviceHeader: 'O tipo de cliente.',
  tenantHeader: 'O serviço a que o cliente pertence.',
  languageHeader: 'O idioma dos textos das respostas que os tenham; en, se nada for indicado.',
  uidHeader: 'Um identificador do dispositivo que o cliente gera uma vez e guarda.',
  deviceModelHeader:
    'Só no início de sessão: o modelo do dispositivo, que aparece na lista de dispositivos da conta.',
  appVersionHeader: 'Só no início de sessão: a versão do cliente.',
  listInBrackets: 'Também pode enviar uma lista na forma {{name}}[0]=..&{{name}}[1]=..',
  chosenByContract:
    'A especificação não mostra este caminho, método ou corpo: o contrato escolheu-o (`x-chosen-by-contract`).',
  badInput: 'Dados inválidos: `errors` indica cada campo e o que está errado nele.',
  sessionProblem:
    'Um problema de sessão: status 2 no corpo (terminar a sessão) ou -1 (iniciar sessão novamente, sem que o utilizador dê por isso).',
  credentialsRefused: 'As credenciais não são aceites.',
  paymentDeclined: 'O pagamento foi recusado.',
  notAllowed: 'Sem permissão para ver este conteúdo.',
  roleRefused:
    'Não para este operador: a sua função não o permite, ou ainda tem de mudar uma palavra-passe de utilização única.',
  operatorSession:
    'Sem sessão de operador ativa: inicie sessão no estúdio (`Authorization: Bearer`).',
  notFound: 'Não encontrado.',
  conflict: 'Em conflito com o que já existe.',
  bodyTooLarge: 'O corpo tem mais de 1 MiB (64 KiB num formulário).',
  bodyNotReadable: 'O corpo não é JSON nem um formulário.',
  tooManyTries: 'Demasiadas tentativas: Retry-After indica quando tentar novamente.',
  serverFailure: 'Uma falha no servidor; o corpo não diz mais nada.',
  refused: 'Recusado.',
};

const ptBR: DocumentTexts = {
  introduction:
    'Todas as chamadas do contrato do Marquee (packages/contract), geradas a partir de seus ' +
    'esquemas zod. Toda resposta é o envelope `{ status, message?, notice?, data? }`: o ' +
    'status 1 indica sucesso; 0, uma falha cujo `message` explica o motivo (com a chave e os ' +
    'parâmetros do `notice`); 2, um problema de sessão (fazer logout); -1, uma sessão expirada ' +
    '(fazer login de novo, sem o usuário perceber). As listas são ' +
    '`{ items, pager: { page, pageCount, count } }`. As consultas usam colchetes: ' +
    '`filter[id]=3`, `sort[created]=desc`, `filter[genre_id][0]=4`.',
  deviceHeader: 'O tipo de cliente.',
  tenantHeader: 'O serviço ao qual o cliente pertence.',
  languageHeader: 'O idioma dos textos das respostas que os tiverem; en, se não for informado.',
  uidHeader: 'Um ID de dispositivo que o cliente gera uma vez e mantém.',
  deviceModelHeader:
    'Só no login: o modelo do dispositivo, que aparece na lista de dispositivos da conta.',
  appVersionHeader: 'Só no login: a versão do cliente.',
  listInBrackets: 'Você também pode enviar uma lista no formato {{name}}[0]=..&{{name}}[1]=..',
  chosenByContract:
    'A especificação não mostra este caminho, método ou corpo: o contrato o escolheu (`x-chosen-by-contract`).',
  badInput: 'Dados inválidos: `errors` indica cada campo e o que há de errado nele.',
  sessionProblem:
    'Um problema de sessão: status 2 no corpo (fazer logout) ou -1 (fazer login de novo, sem o usuário perceber).',
  credentialsRefused: 'As credenciais não são aceitas.',
  paymentDeclined: 'O pagamento foi recusado.',
  notAllowed: 'Sem permissão para assistir a este conteúdo.',
  roleRefused:
    'Não para este operador: a função dele não permite, ou ele ainda precisa trocar uma senha de uso único.',
  operatorSession: 'Sem sessão de operador ativa: entre no estúdio (`Authorization: Bearer`).',
  notFound: 'Não encontrado.',
  conflict: 'Em conflito com o que já existe.',
  bodyTooLarge: 'O corpo tem mais de 1 MiB (64 KiB em um formulário).',
  bodyNotReadable: 'O corpo não é JSON nem um formulário.',
  tooManyTries: 'Muitas tentativas: Retry-After indica quando tentar de novo.',
  serverFailure: 'Uma falha no servidor; o corpo não diz mais nada.',
  refused: 'Recusado.',
};

/** The document's texts the docs page shows, by language; `en` is what the document says. */
export const documentTexts: Record<LanguageCode, DocumentTexts> = { en, pt, pt_BR: ptBR };

/** The English text of `key` with its placeholders filled, as the document writes it. */
export function documentText(key: DocumentTextKey, params?: Record<string, string>): string {
  return fillPlaceholders(en[key], params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each English text as a pattern whose groups capture what fills its placeholders. Splitting on a
// pattern with one group alternates the literal parts and the placeholders' names.
const englishPatterns = Object.entries(en).map(([key, text]) => {
  const parts = text.split(/\{\{(\w+)\}\}/);
  const names = parts.filter((_part, index) => index % 2 === 1);
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { key: key as DocumentTextKey, pattern: new RegExp(`^${source}$`), names };
});

/**
 * A description of the document in `language`, or undefined when the text is not one of the
 * document's texts (the caller then shows it as it is, in English).
 */
export function localDocumentText(text: string, language: LanguageCode): string | undefined {
  for (const { key, pattern, names } of englishPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return fillPlaceholders(documentTexts[language][key], params);
  }
  return undefined;
}
