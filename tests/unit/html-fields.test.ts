import { describe, expect, it } from 'vitest';
import { stripResponseHtml } from '@/api/html-fields';

describe('HTML stripped from API answers, bonus terms excepted (docs/product.md §5)', () => {
  const bonuses = {
    success: true,
    result: [{ id: 1, title: '<b>Welcome</b> bonus', termsHtml: '<p>Wager <em>5×</em></p>', status: 'AVAILABLE' }],
  };

  it('keeps the terms of GetBonuses as HTML (rendered through DOMPurify) and strips the title', () => {
    expect(stripResponseHtml('/Bonus/GetBonuses', bonuses)).toEqual({
      success: true,
      result: [{ id: 1, title: 'Welcome bonus', termsHtml: '<p>Wager <em>5×</em></p>', status: 'AVAILABLE' }],
    });
  });

  it('strips a termsHtml field in any other answer', () => {
    expect(stripResponseHtml('/Setting/GetSetting', bonuses)).toEqual({
      success: true,
      result: [{ id: 1, title: 'Welcome bonus', termsHtml: 'Wager 5×', status: 'AVAILABLE' }],
    });
  });

  it('strips every other string, numbers and nulls untouched', () => {
    expect(
      stripResponseHtml('/Event/TreeSportWithEvent', { result: [{ name: '<img src=x onerror=alert(1)>Cricket', id: 3, pin: null }] }),
    ).toEqual({
      result: [{ name: 'Cricket', id: 3, pin: null }],
    });
  });
});
