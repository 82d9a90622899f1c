import { useTranslation } from 'react-i18next';
import { ValidationMessage, type ValidationMessageKey } from '@marquee/contract';

/** What is wrong with a form's fields, by the names the server gives them. */
export type FieldErrors = Record<string, string[]> | undefined;

// Field errors come as the rules' English texts (`issuesByField`), the server's and ours alike.
const RULE_OF_TEXT = new Map<string, ValidationMessageKey>(
  (Object.keys(ValidationMessage) as ValidationMessageKey[]).map((rule) => [
    ValidationMessage[rule],
    rule,
  ]),
);

/**
 * One field's errors as one text, by the field's name (`pricing[0][price]` for an item's, as the
 * server names them); undefined when it has none. Its items' errors are included unless
 * `itemsToo` is false, for a list whose items show their own.
 */
export type FieldText = (field: string, options?: { itemsToo?: boolean }) => string | undefined;

/**
 * One field's errors in the interface language (`validation.<rule>`), as one text; a text of no
 * rule is shown as it came.
 */
export function useFieldText(errors: FieldErrors): FieldText {
  const { t } = useTranslation();
  return (field, { itemsToo = true } = {}) => {
    const texts = Object.entries(errors ?? {})
      .filter(([name]) => name === field || (itemsToo && name.startsWith(`${field}[`)))
      .flatMap(([, each]) => each);
    if (texts.length === 0) return undefined;
    return texts
      .map((text) => {
        const rule = RULE_OF_TEXT.get(text);
        return rule ? t(`validation.${rule}`) : text;
      })
      .join(' ');
  };
}
