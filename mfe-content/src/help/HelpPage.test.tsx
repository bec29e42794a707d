import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_API, type FaqSearchResult } from './help-contract';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { BUYER_CONFIG_API, SHOP_SETTINGS_API } from '../about/company-contact';
import { HelpPage } from './HelpPage';
import { KEYWORD_REQUIRED } from './HelpSearch';
import { CONFIG, SETTINGS, TEST_FAQ } from './test-faq';

const pages = { help: HelpPage };

const refundHits: FaqSearchResult = {
  keyword: 'refund',
  total: 2,
  list: [
    { ...TEST_FAQ[1]!.questions[1]!, groupHandle: 'returns-refunds', groupTitle: 'Returns & refunds' },
    { ...TEST_FAQ[1]!.questions[0]!, groupHandle: 'returns-refunds', groupTitle: 'Returns & refunds' },
  ],
};

function answers(search = (params: unknown): FaqSearchResult => ({ ...refundHits, keyword: (params as { keyword: string }).keyword })) {
  return scriptedApi({
    [`GET ${HELP_API.faq}`]: TEST_FAQ,
    [`GET ${HELP_API.faqSearch}`]: search,
    [`GET ${SHOP_SETTINGS_API}`]: SETTINGS,
    [`GET ${BUYER_CONFIG_API}`]: CONFIG,
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('help centre page', () => {
  it('lists the topics with their top three questions, linked to the FAQ at the question', async () => {
    renderRoute(pages, 'help', {}, {}, { api: answers().api });
    const topics = await screen.findByTestId('help-topics');
    expect(screen.getByRole('heading', { level: 3, name: 'Orders & shipping' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Is shipping free?' })).toHaveAttribute('href', '/help/faq#free-shipping');
    expect(screen.getByRole('link', { name: 'How do I track my order?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Can I change or cancel an order after placing it?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All 4 questions about orders & shipping' })).toHaveAttribute('href', '/help/faq#orders-shipping');
    expect(topics.querySelectorAll(':scope > li')).toHaveLength(2);
  });

  it('shows how to reach support from the shop settings, and the feedback form', async () => {
    renderRoute(pages, 'help', {}, {}, { api: answers().api });
    expect(await screen.findByRole('link', { name: '+1 (302) 555-0142' })).toHaveAttribute('href', 'tel:+13025550142');
    expect(screen.getByRole('link', { name: 'support@axlebay.example' })).toHaveAttribute('href', 'mailto:support@axlebay.example');
    expect(screen.getByRole('link', { name: 'partners@axlebay.example' })).toBeInTheDocument();
    expect(await screen.findByText('24/7, every day of the year')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/help/feedback');
  });

  it('searches as the shopper types, once typing pauses, and announces the count politely', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api, calls } = answers();
    renderRoute(pages, 'help', {}, {}, { api });
    await user.type(screen.getByRole('searchbox', { name: 'Your question or a few words' }), 'refund');
    expect(calls.filter(([, path]) => path === HELP_API.faqSearch)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(300));
    expect(calls.filter(([, path]) => path === HELP_API.faqSearch)).toEqual([['GET', HELP_API.faqSearch, { keyword: 'refund' }]]);
    expect(await screen.findByTestId('help-search-summary')).toHaveTextContent('2 questions found for “refund”.');
    const results = screen.getByRole('list', { name: 'Questions matching refund' });
    expect(within(results).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/help/faq#refund-time', '/help/faq#return-policy']);
  });

  it('renders the search of the address (?keyword=) with the page: the form works without scripts', async () => {
    renderRoute(pages, 'help', {}, { keyword: 'refund' }, { api: answers().api });
    expect(await screen.findByText('2 questions found for “refund”.')).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Help center' });
    expect(form).toHaveAttribute('action', '/help');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyword');
    expect(screen.getByRole('searchbox')).toHaveValue('refund');
  });

  it('says when nothing matches, and asks for words on an empty search', async () => {
    const { api } = answers(() => ({ keyword: 'zeppelin', total: 0, list: [] }));
    const { navigation } = renderRoute(pages, 'help', {}, { keyword: 'zeppelin' }, { api });
    expect(await screen.findByText('No questions found for “zeppelin”.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Search questions' }));
    expect(await screen.findByText(KEYWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.type(screen.getByRole('searchbox'), 'brake pads');
    await userEvent.click(screen.getByRole('button', { name: 'Search questions' }));
    expect(navigation.calls).toContain('navigate /help?keyword=brake%20pads');
  });
});
