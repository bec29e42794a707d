import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_API } from './help-contract';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { FaqPage } from './FaqPage';
import { TEST_FAQ } from './test-faq';
import { faqPageJsonLd } from './faq-json-ld';

const pages = { helpFaq: FaqPage };
const render = () => renderRoute(pages, 'helpFaq', {}, {}, { api: scriptedApi({ [`GET ${HELP_API.faq}`]: TEST_FAQ }).api });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  window.location.hash = '';
});

describe('FAQ page', () => {
  it('shows every question grouped, each a closed disclosure with its handle as id', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns & refunds' })).toBeInTheDocument();
    const questions = screen.getAllByTestId('faq-question');
    expect(questions.map((q) => q.id)).toEqual(['free-shipping', 'delivery-time', 'track-order', 'change-order', 'return-policy', 'refund-time']);
    expect(questions.every((q) => !(q as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getByRole('link', { name: '/order/track' })).toHaveAttribute('href', '/order/track');
    expect(screen.getByRole('navigation', { name: 'Topics' })).toHaveTextContent('Orders & shippingReturns & refunds');
  });

  it('opens, scrolls to and focuses the question named by the address (#handle)', async () => {
    window.location.hash = '#refund-time';
    render();
    const question = (await screen.findByText('When will I get my refund?')).closest('details')!;
    await waitFor(() => expect(question.open).toBe(true));
    expect(question.querySelector('summary')).toHaveFocus();
    expect(question.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByText('Standard Shipping is free on orders over $79.').closest('details')!.open).toBe(false);
  });

  it('copies the question’s link and says so', async () => {
    const writeText = jest.fn(async (_: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await userEvent.click(await screen.findByText('How do I track my order?'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link: How do I track my order?' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/help/faq#track-order');
    expect(await screen.findByText('Copied Successfully')).toBeInTheDocument();
  });

  it('describes the questions as a schema.org FAQPage', () => {
    const ld = faqPageJsonLd(TEST_FAQ) as { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(6);
    expect(ld.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Is shipping free?', acceptedAnswer: { '@type': 'Answer', text: 'Standard Shipping is free on orders over $79.' } });
  });
});
