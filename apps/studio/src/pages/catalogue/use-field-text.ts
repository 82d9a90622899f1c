import { useTranslation } from 'react-i18next';
import { ValidationMessage, type ValidationMessageKey } from '@marquee/contract';
import { StudioApiError } from '@/api/studio-api';

/** The catalogue forms' rules (studio-catalogue-fields.ts), whose texts the console translates. */
const RULES = [
  'brandTextRequired',
  'brandTextTooLong',
  'moduleSwitchInvalid',
  'yearInvalid',
  'namesInvalid',
  'choiceInvalid',
  'descriptionTooLong',
  'parentalCodeInvalid',
  'trailerUrlInvalid',
  'runtimeInvalid',
  'episodeNumberInvalid',
  'cropInvalid',
  'subtitleUrlInvalid',
  'subtitleSourceRequired',
] as const satisfies readonly ValidationMessageKey[];
type Rule = (typeof RULES)[number];

const RULE_OF_TEXT = new Map<string, Rule>(RULES.map((rule) => [ValidationMessage[rule], rule]));

/** One field's errors from a failed call, in the interface language, as one text. */
export function useFieldText(error: unknown): (field: string) => string | undefined {
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
        return rule ? t(`catalogue.validation.${rule}`) : text;
      })
      .join(' ');
  };
}
