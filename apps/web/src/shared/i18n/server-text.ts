import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedNotice } from '@marquee/contract';
import { isApiError } from '../api/api-error';
import { i18n } from './i18n';

/**
 * Translates a `server.<key>` path: i18next's `t`, or a component's from `useTranslation`. Its
 * keys are typed from the dictionary; these come from the server, checked by `i18n.exists`.
 */
type Translate = (path: string, options?: { replace: Record<string, string | number> }) => string;

const globalTranslate = i18n.t.bind(i18n) as Translate;

// A notice key names a text under `server.`; anything else (a dotted path, a namespace) is not one.
const NOTICE_KEY = /^[A-Za-z]\w*$/;

function dictionaryPath(key: string): string | undefined {
  const path = `server.${key}`;
  return NOTICE_KEY.test(key) && i18n.exists(path) ? path : undefined;
}

/**
 * The params in the interface language: a param `x` that stands for another notice comes with
 * `xKey`, its key, and is shown as that notice's text when the dictionary has it.
 */
function localParams(
  params: ReceivedNotice['params'],
  translate: Translate,
): Record<string, string | number> {
  const local: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(local)) {
    if (!name.endsWith('Key') || typeof value !== 'string') continue;
    const param = name.slice(0, -'Key'.length);
    const path = dictionaryPath(value);
    if (path && param in local) local[param] = translate(path);
  }
  return local;
}

/**
 * A text the server sent, in the interface language: the dictionary's `server.<key>` with the
 * notice's params when this build knows the key, else the message as it came. Undefined when
 * there is neither, so it fits a field's `error` prop.
 */
export function serverText(
  notice: ReceivedNotice | undefined,
  message: string | undefined,
  translate: Translate = globalTranslate,
): string | undefined {
  const path = notice && dictionaryPath(notice.key);
  // `replace` keeps the server's param names apart from i18next's options (count, lng...).
  if (path) return translate(path, { replace: localParams(notice.params, translate) });
  return message || undefined;
}

/** The server's own reason for a failed call, in the interface language; null when it gave none. */
export function serverErrorText(
  error: unknown,
  translate: Translate = globalTranslate,
): string | null {
  if (!isApiError(error) || !error.hasServerMessage || !error.message) return null;
  return serverText(error.notice, error.message, translate) ?? null;
}

/** `serverText` and `serverErrorText` for components: they follow the interface language. */
export function useServerText() {
  const { t } = useTranslation();
  return useMemo(() => {
    const translate = t as Translate;
    return {
      text: (notice: ReceivedNotice | undefined, message: string | undefined) =>
        serverText(notice, message, translate),
      errorText: (error: unknown) => serverErrorText(error, translate),
    };
  }, [t]);
}
