import { useTranslation } from 'react-i18next';
import { ValidationMessage, type ValidationMessageKey } from '@marquee/contract';
import { StudioApiError } from '@/api/studio-api';

/** The Live forms' rules (studio-live*.ts), whose texts the console translates. */
const RULES = [
  'brandTextRequired',
  'brandTextTooLong',
  'orderInvalid',
  'catchupDaysInvalid',
  'sourceUrlInvalid',
  'refreshHoursInvalid',
  'sourceFileRequired',
] as const satisfies readonly ValidationMessageKey[];
type Rule = (typeof RULES)[number];

// Field errors come as the rules' English texts (`issuesByField`).
const RULE_OF_TEXT = new Map<string, Rule>(RULES.map((rule) => [ValidationMessage[rule], rule]));

/** One field's errors of a failed Live call in the interface language, its items' included. */
export function useLiveFieldText(error: unknown): (field: string) => string | undefined {
  const { t } = useTranslation();
  const errors = error instanceof StudioApiError ? error.errors : undefined;
  return (field) => {
    const texts = Object.entries(errors ?? {})
      .filter(([name]) => name === field || name.startsWith(`${field}[`))
      .flatMap(([, each]) => each);
    if (texts.length === 0) return undefined;
    return texts
      .map((text) => {
        const rule = RULE_OF_TEXT.get(text);
        return rule ? t(`live.validation.${rule}`) : text;
      })
      .join(' ');
  };
}
