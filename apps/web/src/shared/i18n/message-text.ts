import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { enNotices, enValidation } from './locales/en-messages';

type MessageKey = `validation.${keyof typeof enValidation}` | `notices.${keyof typeof enNotices}`;

// The contract's validation messages and the server's known notices arrive in English; the
// English dictionary holds the same texts, so a text leads back to its key.
const keyByText = new Map<string, MessageKey>([
  ...Object.entries(enValidation).map(
    ([key, text]) => [text, `validation.${key}` as MessageKey] as const,
  ),
  ...Object.entries(enNotices).map(
    ([key, text]) => [text, `notices.${key}` as MessageKey] as const,
  ),
]);

/** The dictionary key of a known English message (a form rule or a server notice), if any. */
export function messageKeyOf(text: string | undefined): MessageKey | undefined {
  return text === undefined ? undefined : keyByText.get(text);
}

/**
 * Translates a form or server message into the interface language; unknown texts are shown
 * as they came. Returns undefined for no message, so it fits a field's `error` prop.
 */
export function useMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const key = messageKeyOf(text);
      return key ? t(key) : text;
    },
    [t],
  );
}
