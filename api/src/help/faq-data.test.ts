import { faqFor } from './faq-data';
import { faqRows } from './ensure-help-content';

describe('help centre questions', () => {
  it.each([2022, 2023] as const)('shop %i has 30–40 questions with unique handles fit for a URL fragment', (shopId) => {
    const questions = faqFor(shopId).flatMap((g) => g.questions);
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(questions.length).toBeLessThanOrEqual(40);
    const handles = questions.map((q) => q.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const h of handles) expect(h).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const q of questions) {
      expect(q.question.length).toBeGreaterThan(8);
      expect(q.answer.length).toBeGreaterThan(60);
    }
  });

  it.each([2022, 2023] as const)('shop %i: no group handle is also a question handle (both are ids on /help/faq)', (shopId) => {
    const groups = faqFor(shopId).map((g) => g.handle);
    const questions = new Set(faqFor(shopId).flatMap((g) => g.questions.map((q) => q.handle)));
    expect(groups.filter((h) => questions.has(h))).toEqual([]);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('says what the shop settings say: 90 days, thresholds, payment methods', () => {
    const text = (shopId: 2022 | 2023) => JSON.stringify(faqFor(shopId));
    expect(text(2022)).toContain('$79');
    expect(text(2022)).not.toContain('CA$99');
    expect(text(2023)).toContain('CA$99');
    for (const shopId of [2022, 2023] as const) {
      expect(text(shopId)).toContain('90 days');
      for (const method of ['Oceanpayment', 'PayPal', 'Stripe', 'Pay Later', 'Google Pay', 'Apple Pay', 'Klarna']) expect(text(shopId)).toContain(method);
    }
  });

  it('writes rows for both shops in group and question order', () => {
    const rows = faqRows();
    expect(rows.filter((r) => r.shopId === 2023).length).toBe(faqFor(2023).flatMap((g) => g.questions).length);
    expect(rows[0]).toMatchObject({ shopId: 2022, handle: 'free-shipping', groupSort: 0, sort: 0 });
  });
});
