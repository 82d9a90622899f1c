import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationKey, type ValidationMessageKey } from '@marquee/contract';

type MessageKey = `validation.${ValidationMessageKey}`;

// The contract's form rules give their key as the message (the forms' zod schemas): the
// dictionary holds its text under `validation.<key>`. The server's own texts come with a key
// too: see `server-text.ts`.

/** The dictionary path of a form rule's message, if it is a validation key. */
export function validationPath(message: string | undefined): MessageKey | undefined {
  return message !== undefined && isValidationKey(message) ? `validation.${message}` : undefined;
}

/**
 * Translates a form rule's message (its key) into the interface language; any other text is
 * shown as it came. Returns undefined for no message, so it fits a field's `error` prop.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const path = validationPath(message);
      return path ? t(path) : message;
    },
    [t],
  );
}
