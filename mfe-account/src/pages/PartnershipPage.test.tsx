import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { PartnershipPage } from './PartnershipPage';

const pages = { partnership: PartnershipPage };
const received = 'Thanks! Your application is in. Our partnerships team reads every one and replies by email within 2 business days.';
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Send application' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Company name'), 'Northline Brake Co.');
  await userEvent.type(screen.getByLabelText('Contact name'), 'Priya Raman');
  await userEvent.type(screen.getByLabelText('Email'), 'priya@northline.ca');
  await userEvent.selectOptions(screen.getByLabelText('Partnership type'), 'BRAND');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
  await userEvent.type(screen.getByLabelText('Message'), 'We make ceramic brake pads for Canadian winters.');
}

describe('partnership page', () => {
  it('says who it is for and what partners get', () => {
    renderRoute(pages, 'partnership', {}, {}, { api: scriptedApi({}).api });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partnership program');
    for (const who of ['Parts brands', 'Installers and repair shops', 'Affiliates and creators']) expect(screen.getByRole('heading', { name: who })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What partners get' })).toBeInTheDocument();
  });

  it('names every missing or wrong field without calling the API', async () => {
    const { api, calls } = scriptedApi({});
    renderRoute(pages, 'partnership', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '12');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await apply();
    for (const message of [
      'Please enter Company name',
      'Please enter Contact name',
      'Please enter Email',
      'Phone is not a valid phone number',
      'Please choose a partnership type',
      'Please choose the United States or Canada',
      'Message must be at least 20 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });

  it('sends the application trimmed and shows what happens next', async () => {
    const { api, calls } = scriptedApi({ [`POST ${ACCOUNT_API.partnershipApply}`]: { applicationId: 1001, message: received } });
    renderRoute(pages, 'partnership', {}, {}, { api });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Website (optional)'), ' northline.ca ');
    await apply();
    expect(await screen.findByRole('status')).toHaveTextContent(received);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(calls).toEqual([
      [
        'POST',
        ACCOUNT_API.partnershipApply,
        { company: 'Northline Brake Co.', contactName: 'Priya Raman', email: 'priya@northline.ca', phone: '', website: 'northline.ca', partnershipType: 'BRAND', country: 'CA', message: 'We make ceramic brake pads for Canadian winters.' },
      ],
    ]);
  });

  it("puts the server's field messages at their fields and keeps the input", async () => {
    const bad = 'Website is not a valid web address';
    const { api } = scriptedApi({ [`POST ${ACCOUNT_API.partnershipApply}`]: new ApiError({ code: 400, status: 400, message: bad, fieldErrors: [{ field: 'website', message: bad }] }) });
    renderRoute(pages, 'partnership', {}, {}, { api });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Website (optional)'), 'not a site');
    await apply();
    expect(await screen.findByText(bad)).toBeInTheDocument();
    expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company name')).toHaveValue('Northline Brake Co.');
  });
});
