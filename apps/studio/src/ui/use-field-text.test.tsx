import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ValidationMessage, validationTextsPt } from '@marquee/contract';
import { loadLanguage } from '@/i18n/i18n';
import { useFieldText, type FieldErrors } from './use-field-text';

const fieldTextOf = (errors: FieldErrors) => renderHook(() => useFieldText(errors)).result.current;

describe('useFieldText', () => {
  afterEach(() => loadLanguage('en'));

  it('shows a rule’s English text in the interface language', async () => {
    await loadLanguage('pt');
    const fieldText = fieldTextOf({ year: [ValidationMessage.yearInvalid] });
    expect(fieldText('year')).toBe(validationTextsPt.yearInvalid);
  });

  it('joins a field’s texts with its items’, and shows a text of no rule as it came', () => {
    const fieldText = fieldTextOf({
      vod_ids: [ValidationMessage.choiceInvalid],
      'vod_ids[1]': ['That title does not exist'],
      vod: [ValidationMessage.brandTextRequired],
    });
    expect(fieldText('vod_ids')).toBe('Choose from the list That title does not exist');
    expect(fieldText('vod')).toBe('Required');
  });

  it('leaves the items’ texts to the items when asked, for a list whose rows show their own', () => {
    const fieldText = fieldTextOf({
      pricing: [ValidationMessage.pricingRequired],
      'pricing[0][price]': [ValidationMessage.priceInvalid],
    });
    expect(fieldText('pricing', { itemsToo: false })).toBe(ValidationMessage.pricingRequired);
    expect(fieldText('pricing[0][price]')).toBe(ValidationMessage.priceInvalid);
  });

  it('gives nothing for a field without errors, or when there are none', () => {
    expect(fieldTextOf({ name: [ValidationMessage.brandTextRequired] })('title')).toBeUndefined();
    expect(fieldTextOf(undefined)('title')).toBeUndefined();
  });
});
