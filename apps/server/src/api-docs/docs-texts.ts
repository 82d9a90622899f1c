import type { LanguageCode, allCalls } from '@marquee/contract';

/** A domain of the contract's `api` map: one section of the page. */
export type Domain = keyof typeof allCalls;

// The page's own texts, around what the document says. `backquoted` parts read as code, and
// `{{name}}` is filled in by the page (a version, a type, a list of values).
const en = {
  languageNav: 'Language',
  version: 'Version {{version}}.',
  baseUrl: 'Base URL `/api`.',
  asJson: 'The same description as JSON:',
  headers:
    'Every request may carry the headers `Device`, `Tenant`, `Accept-Language` and `UID`; calls behind a session need `Token`.',
  domainsNav: 'Domains',
  schemas: 'Schemas',
  domains: {
    account: 'Account',
    configuration: 'Configuration',
    vod: 'Video on demand',
    catalogue: 'Catalogue',
    playback: 'Playback',
    live: 'Live TV',
    ads: 'Ads',
    analytics: 'Analytics',
    pages: 'Pages',
    studio: 'Studio (operators)',
  } satisfies Record<Domain, string>,
  openToAnyone: 'open to anyone',
  sendsBasic: 'sends `Authorization: Basic base64(identifier:password)`',
  tokenWhenSent: 'open to anyone; a `Token` header is used when sent',
  needsToken: 'needs the `Token` header',
  needsOperator: 'needs an operator’s `Authorization: Bearer` token (studio login)',
  parameter: 'Parameter',
  location: 'In',
  schema: 'Schema',
  locations: { header: 'header', query: 'query', path: 'path', cookie: 'cookie' },
  required: 'required',
  optional: 'optional',
  body: 'Body',
  answer: 'Answer',
  answerNote: '`data` of the envelope, status 1',
  refusals: 'Refusals',
  refusalsNote: 'status 0, 2 or -1, with `message` and `notice`',
  or: 'or',
  oneOf: 'one of {{values}}',
  arrayOf: 'array of {{type}}',
  arrayOfObjects: 'array of objects: {{fields}}',
  valuesByKey: '{{object}} of {{type}} by key',
  empty: 'empty',
  anyType: 'any',
  length: 'length',
  items: 'items',
};

/** Every text of the page's own, in one language. */
export type DocsTexts = typeof en;

const pt: DocsTexts = {
  languageNav: 'Idioma',
  version: 'Versão {{version}}.',
  baseUrl: 'URL de base `/api`.',
  asJson: 'A mesma descrição em JSON:',
  headers:
    'Qualquer pedido pode levar os cabeçalhos `Device`, `Tenant`, `Accept-Language` e `UID`; as chamadas que exigem sessão iniciada precisam de `Token`.',
  domainsNav: 'Domínios',
  schemas: 'Esquemas',
  domains: {
    account: 'Conta',
    configuration: 'Configuração',
    vod: 'Vídeo a pedido',
    catalogue: 'Catálogo',
    playback: 'Reprodução',
    live: 'TV em direto',
    ads: 'Publicidade',
    analytics: 'Estatísticas de utilização',
    pages: 'Páginas',
    studio: 'Estúdio (operadores)',
  },
  openToAnyone: 'aberta a todos',
  sendsBasic: 'envia `Authorization: Basic base64(identifier:password)`',
  tokenWhenSent: 'aberta a todos; o cabeçalho `Token` é usado quando é enviado',
  needsToken: 'exige o cabeçalho `Token`',
  needsOperator: 'exige o token de um operador em `Authorization: Bearer` (sessão no estúdio)',
  parameter: 'Parâmetro',
  location: 'Onde',
  schema: 'Esquema',
  locations: { header: 'cabeçalho', query: 'consulta', path: 'caminho', cookie: 'cookie' },
  required: 'obrigatório',
  optional: 'opcional',
  body: 'Corpo',
  answer: 'Resposta',
  answerNote: '`data` do envelope, status 1',
  refusals: 'Recusas',
  refusalsNote: 'status 0, 2 ou -1, com `message` e `notice`',
  or: 'ou',
  oneOf: 'um destes: {{values}}',
  arrayOf: 'array de {{type}}',
  arrayOfObjects: 'array de objetos: {{fields}}',
  valuesByKey: '{{object}} de {{type}} por chave',
  empty: 'vazio',
  anyType: 'qualquer',
  length: 'comprimento',
  items: 'elementos',
};

// Brazilian Portuguese words the same texts as European Portuguese but for these.
const ptBR: DocsTexts = {
  ...pt,
  baseUrl: 'URL base `/api`.',
  headers:
    'Toda requisição pode levar os cabeçalhos `Device`, `Tenant`, `Accept-Language` e `UID`; as chamadas que exigem login precisam de `Token`.',
  domains: {
    ...pt.domains,
    vod: 'Vídeo sob demanda',
    live: 'TV ao vivo',
    ads: 'Anúncios',
    analytics: 'Estatísticas de uso',
  },
  tokenWhenSent: 'aberta a todos; o cabeçalho `Token` é usado quando enviado',
  length: 'tamanho',
  items: 'itens',
};

/** The page's own texts by language; pt and pt_BR have every key en has, and no other. */
export const docsTexts: Record<LanguageCode, DocsTexts> = { en, pt, pt_BR: ptBR };
