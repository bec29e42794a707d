import { startTestApi } from '../test-support/test-api';
import { loggedApiForFile, uniqueEmail } from '../accounts/account-test-helpers';
import { faqFor } from './faq-data';
import { FEEDBACK_EMAIL_MESSAGE, FEEDBACK_RECEIVED } from './help-routes';
import { KEYWORD_REQUIRED, KEYWORD_TOO_LONG } from './faq-queries';

const LIST = '/infra/public/buyer/help/faq/list';
const SEARCH = '/infra/public/buyer/help/faq/search';
const FEEDBACK = '/infra/public/buyer/help/feedback';

const file = loggedApiForFile();

const feedback = (overrides: Record<string, unknown> = {}) => ({
  topic: 'FITMENT',
  message: 'The rear brake pads for my 2019 Honda Civic EX show as fitting, but the caliper looks different.',
  email: uniqueEmail('feedback'),
  orderNo: '',
  pageUrl: '/product/rear-ceramic-brake-pads',
  ...overrides,
});

const count = async () => (await file.api.database.query<{ n: number }>('select count(*)::int as n from help_feedback'))[0]!.n;

describe('help FAQ list', () => {
  it("lists the shop's questions grouped, in the help centre's order, with stable handles", async () => {
    const res = await file.api.get(LIST);
    expect(res.status).toBe(200);
    const groups = res.body.data as Array<{ handle: string; title: string; questions: Array<{ handle: string; question: string; answer: string }> }>;
    expect(groups.map((g) => g.handle)).toEqual(faqFor(2022).map((g) => g.handle));
    expect(groups[0]).toMatchObject({ handle: 'orders-shipping', title: 'Orders & shipping' });
    expect(groups[0]!.questions[0]).toMatchObject({ handle: 'free-shipping', question: 'Is shipping free?' });
    const handles = groups.flatMap((g) => g.questions.map((q) => q.handle));
    expect(new Set(handles).size).toBe(handles.length);
    expect(handles.length).toBeGreaterThanOrEqual(30);
  });

  it('answers per shop: the US and the Canadian free-shipping threshold and groups', async () => {
    const us = (await file.api.get(LIST, { shopId: 2022 })).body.data;
    const ca = (await file.api.get(LIST, { shopId: 2023 })).body.data;
    const answer = (groups: any[], handle: string) => groups.flatMap((g) => g.questions).find((q: any) => q.handle === handle)?.answer as string;
    expect(answer(us, 'free-shipping')).toContain('over $79');
    expect(answer(ca, 'free-shipping')).toContain('over CA$99');
    expect(answer(ca, 'canada-duties')).toMatch(/no customs bill/);
    expect(answer(us, 'canada-duties')).toBeUndefined();
    expect(answer(us, 'return-policy')).toContain('within 90 days');
  });
});

describe('help FAQ search', () => {
  const search = async (keyword: string, shopId: 2022 | 2023 = 2022) => (await file.api.get(SEARCH, { query: { keyword }, shopId })).body.data as { keyword: string; total: number; list: Array<{ handle: string; groupHandle: string }> };

  it('finds questions by their words, a question naming the words before an answer mentioning them', async () => {
    const found = await search('refund');
    expect(found.total).toBeGreaterThan(1);
    expect(found.list[0]!.handle).toBe('refund-time');
    expect(found.list.map((h) => h.handle)).toContain('return-policy');
    expect(found.list[0]).toMatchObject({ groupHandle: 'returns-refunds', groupTitle: 'Returns & refunds', question: 'When will I get my refund?' });
  });

  it('takes an unfinished last word as typed (results as you type)', async () => {
    const found = await search('track my ord');
    expect(found.list[0]!.handle).toBe('track-order');
  });

  it('ranks a question that holds the words as written first', async () => {
    const found = await search('vin');
    expect(found.list[0]!.handle).toBe('vin-lookup');
  });

  it('falls back to any word when no question has them all', async () => {
    const found = await search('klarna zeppelin');
    expect(found.list.map((h) => h.handle)).toEqual(expect.arrayContaining(['payment-methods', 'pay-later']));
  });

  it('searches only the shop of the request', async () => {
    expect((await search('duties customs', 2023)).list[0]!.handle).toBe('canada-duties');
    expect((await search('customs bill', 2022)).list.map((h) => h.handle)).not.toContain('canada-duties');
  });

  it('gives an empty result for words it does not know or punctuation only', async () => {
    expect(await search('zeppelin')).toEqual({ keyword: 'zeppelin', total: 0, list: [] });
    expect((await search("&|!:*'()")).total).toBe(0);
  });

  it('refuses an empty or too long keyword with a clear message', async () => {
    for (const query of [{}, { keyword: '' }, { keyword: '   ' }]) {
      const res = await file.api.get(SEARCH, { query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(KEYWORD_REQUIRED);
    }
    const long = await file.api.get(SEARCH, { query: { keyword: 'brake '.repeat(30) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(KEYWORD_TOO_LONG);
    expect((await file.api.get(`${SEARCH}?keyword=a&keyword=b`)).status).toBeLessThan(500);
    expect((await file.api.get(`${SEARCH}?keyword=${'x'.repeat(3000)}`)).status).toBe(400);
  });
});

describe('help feedback', () => {
  it('stores valid feedback, tidied, for the shop of the request', async () => {
    const body = feedback({ email: ` Maya-${Date.now()}@Example.COM `, orderNo: 'axb 0001-2345', topic: 'return', shopId: 2023 });
    const res = await file.api.post(FEEDBACK, { body, shopId: 2023 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ feedbackId: expect.any(Number), message: FEEDBACK_RECEIVED });
    const rows = await file.api.database.query('select shop_id, topic, message, email, order_no, page_url from help_feedback where id = $1', [res.body.data.feedbackId]);
    expect(rows).toEqual([
      { shop_id: 2023, topic: 'RETURN', message: body.message, email: (body.email as string).trim().toLowerCase(), order_no: 'AXB00012345', page_url: '/product/rear-ceramic-brake-pads' },
    ]);
    const email = (body.email as string).trim().toLowerCase();
    expect(file.logs.lines.some((l) => l.msg === FEEDBACK_EMAIL_MESSAGE && l.email === email && l.feedbackId === res.body.data.feedbackId)).toBe(true);
  });

  it('names every wrong field with a clear message and stores nothing', async () => {
    const before = await count();
    const res = await file.api.post(FEEDBACK, { body: { topic: 'COMPLAINT', message: 'Too short', email: 'maya@', orderNo: '12345', pageUrl: 'javascript:alert(1)' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a topic');
    expect(res.body.fieldErrors).toEqual([
      { field: 'topic', message: 'Please choose a topic' },
      { field: 'message', message: 'Message must be at least 10 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'orderNo', message: 'Order number is not valid: it looks like AXB00012345' },
      { field: 'pageUrl', message: 'Page address is not a valid web address' },
    ]);
    const long = await file.api.post(FEEDBACK, { body: feedback({ message: 'x'.repeat(2001) }) });
    expect(long.body.fieldErrors).toEqual([{ field: 'message', message: 'Message must be at most 2000 characters' }]);
    const empty = await file.api.post(FEEDBACK, { body: {} });
    expect(empty.body.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['topic', 'message', 'email']);
    expect(await count()).toBe(before);
  });

  it('answers malformed bodies with 400, never 500, and stores nothing', async () => {
    const before = await count();
    for (const body of [{ topic: 42 }, { message: { $ne: '' } }, { message: 'x'.repeat(10_001) }, [], 'hello', null]) {
      expect((await file.api.post(FEEDBACK, { body })).status).toBe(400);
    }
    expect((await file.api.post(FEEDBACK, { rawBody: '{"topic":' })).status).toBe(400);
    expect((await file.api.post(FEEDBACK, {})).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('takes at most 10 messages an hour from one IP (429 with Retry-After), refusals not stored', async () => {
    const limited = await startTestApi();
    try {
      for (let i = 0; i < 10; i++) expect((await limited.post(FEEDBACK, { body: feedback() })).status).toBe(200);
      const before = await count();
      const refused = await limited.post(FEEDBACK, { body: feedback() });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many messages from your network\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await count()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
