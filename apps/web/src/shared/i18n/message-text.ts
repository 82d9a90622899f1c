import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { enValidation } from './locales/en-messages';

type MessageKey = `validation.${keyof typeof enValidation}`;

// The contract's form rules give their messages in English (the forms' zod schemas, and the
// field errors of a refused request); the English dictionary holds the same texts, so a text
// leads back to its key. The server's own texts come with a key: see `server-text.ts`.
const keyByText = new Map<string, MessageKey>(
  Object.entries(enValidation).map(([key, text]) => [text, `validation.${key}` as MessageKey]),
);

/** The dictionary key of a known English form-rule message, if any. */
export function messageKeyOf(text: string | undefined): MessageKey | undefined {
  return text === undefined ? undefined : keyByText.get(text);
}

/**
 * Translates a form rule's message into the interface language; unknown texts are shown as
 * they came. Returns undefined for no message, so it fits a field's `error` prop.
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
