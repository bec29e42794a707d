import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { HELP_API } from './help-contract';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { FeedbackPage } from './FeedbackPage';

const pages = { helpFeedback: FeedbackPage };
const thanks = 'Thank you! Your message is with our support team. We reply by email within one business day, most within hours.';
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function fillValid() {
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'FITMENT');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'maya@example.com');
  await userEvent.type(screen.getByLabelText('Message', { exact: false }), 'Do the rear pads fit a 2019 Civic EX?');
}

describe('feedback page', () => {
  it('names every missing field without calling the API, the first one focused', async () => {
    const { api, calls } = scriptedApi({});
    renderRoute(pages, 'helpFeedback', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Message', { exact: false }), 'Too short');
    await send();
    for (const message of ['Please choose a topic', 'Please enter Email', 'Message must be at least 10 characters']) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the message trimmed, with the page it is about, and thanks the shopper', async () => {
    const { api, calls } = scriptedApi({ [`POST ${HELP_API.feedback}`]: { feedbackId: 5001, message: thanks } });
    renderRoute(pages, 'helpFeedback', {}, { page: '/product/rear-ceramic-brake-pads' }, { api });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Order number (optional)', { exact: false }), ' AXB00012345 ');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(calls).toEqual([
      ['POST', HELP_API.feedback, { topic: 'FITMENT', email: 'maya@example.com', orderNo: 'AXB00012345', message: 'Do the rear pads fit a 2019 Civic EX?', pageUrl: '/product/rear-ceramic-brake-pads' }],
    ]);
  });

  it("puts the server's field messages at their fields, focuses the first, and keeps the input", async () => {
    const bad = 'Order number is not valid: it looks like AXB00012345';
    const { api } = scriptedApi({ [`POST ${HELP_API.feedback}`]: new ApiError({ code: 400, status: 400, message: bad, fieldErrors: [{ field: 'orderNo', message: bad }] }) });
    renderRoute(pages, 'helpFeedback', {}, {}, { api });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Order number (optional)', { exact: false }), '12345');
    await send();
    expect(await screen.findByText(bad)).toBeInTheDocument();
    const orderNo = screen.getByLabelText('Order number (optional)', { exact: false });
    expect(orderNo).toHaveAttribute('aria-invalid', 'true');
    expect(orderNo).toHaveFocus();
    expect(screen.getByLabelText('Message', { exact: false })).toHaveValue('Do the rear pads fit a 2019 Civic EX?');
  });

  it('says when one network sent too many messages', async () => {
    const tooMany = 'Too many messages from your network. Please try again in 42 minutes.';
    const { api } = scriptedApi({ [`POST ${HELP_API.feedback}`]: new ApiError({ code: 429, status: 429, message: tooMany }) });
    renderRoute(pages, 'helpFeedback', {}, {}, { api });
    await fillValid();
    await send();
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });
});
