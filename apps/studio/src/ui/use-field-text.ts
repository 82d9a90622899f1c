import { useTranslation } from 'react-i18next';
import { ValidationMessage, type ValidationMessageKey } from '@marquee/contract';

/** What is wrong with a form's fields, by the names the server gives them. */
export type FieldErrors = Record<string, string[]> | undefined;

/** The console forms' rules (studio-*.ts in the contract), whose texts the console translates. */
const RULES = [
  'brandTextRequired',
  'brandTextTooLong',
  'moduleSwitchInvalid',
  'boxPositionInvalid',
  'adTargetInvalid',
  'orderInvalid',
  'dateTimeInvalid',
  'scheduleEndsBeforeStart',
  'playRuleInvalid',
  'midRollTimeRequired',
  'midRollTimeOnlyMidRoll',
  'secondsInvalid',
  'videoUrlInvalid',
  'campaignTargetsRequired',
  'slugInvalid',
  'pageBodyTooLong',
  'priceInvalid',
  'currencyInvalid',
  'daysInvalid',
  'businessModelInvalid',
  'pricesRequired',
  'rentalDaysRequired',
  'purchaseDaysNotAllowed',
  'daysRepeated',
] as const satisfies readonly ValidationMessageKey[];
type Rule = (typeof RULES)[number];

// Field errors come as the rules' English texts (`issuesByField`), the server's and ours alike.
const RULE_OF_TEXT = new Map<string, Rule>(RULES.map((rule) => [ValidationMessage[rule], rule]));

/**
 * One field's errors in the interface language, as one text, its items' (`vod_ids[1]`)
 * included; a text of no rule is shown as it came.
 */
export function useFieldText(errors: FieldErrors): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const texts = Object.entries(errors ?? {})
      .filter(([name]) => name === field || name.startsWith(`${field}[`))
      .flatMap(([, each]) => each);
    if (texts.length === 0) return undefined;
    return texts
      .map((text) => {
        const rule = RULE_OF_TEXT.get(text);
        return rule ? t(`ads.validation.${rule}`) : text;
      })
      .join(' ');
  };
}
