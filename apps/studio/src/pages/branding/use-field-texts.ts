import { useTranslation } from 'react-i18next';
import { ValidationMessage, type ValidationMessageKey } from '@marquee/contract';
import type { FieldErrors } from './configuration-edit';

/** The configuration's rules (studio-configuration.ts), whose texts the console translates. */
const RULES = [
  'brandTextRequired',
  'brandTextTooLong',
  'addressInvalid',
  'addressTooLong',
  'notAColour',
  'moduleSwitchInvalid',
] as const satisfies readonly ValidationMessageKey[];
type Rule = (typeof RULES)[number];

// Field errors come as the rules' English texts (`issuesByField`), the server's and ours alike.
const RULE_OF_TEXT = new Map<string, Rule>(RULES.map((rule) => [ValidationMessage[rule], rule]));

/** Field errors in the interface language; a text of no known rule is shown as it came. */
export function useFieldTexts(): (errors: FieldErrors) => FieldErrors {
  const { t } = useTranslation();
  return (errors) => {
    if (!errors) return undefined;
    const translate = (text: string) => {
      const rule = RULE_OF_TEXT.get(text);
      return rule ? t(`branding.validation.${rule}`) : text;
    };
    return Object.fromEntries(
      Object.entries(errors).map(([field, texts]) => [field, texts.map(translate)]),
    );
  };
}
