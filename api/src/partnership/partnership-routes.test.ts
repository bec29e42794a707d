import { startTestApi } from '../test-support/test-api';
import { loggedApiForFile, uniqueEmail } from '../accounts/account-test-helpers';
import { APPLICATION_RECEIVED } from './partnership-routes';

const APPLY = '/account/public/partnership/apply';

const file = loggedApiForFile();

const application = (overrides: Record<string, unknown> = {}) => ({
  company: 'Northline Brake Co.',
  contactName: 'Priya Raman',
  email: uniqueEmail('partner'),
  phone: '+1 (416) 555-0142',
  website: 'northlinebrake.ca',
  partnershipType: 'BRAND',
  country: 'CA',
  message: 'We make ceramic brake pads for Canadian winters and would like to list our 140 part numbers.',
  ...overrides,
});

describe('partnership/apply', () => {
  it('stores a valid application, tidied, and acknowledges it to the applicant', async () => {
    const body = application({ email: ` PRIYA-${Date.now()}@Northline.CA `, company: '  Northline Brake Co. ' });
    const res = await file.api.post(APPLY, { body });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applicationId: expect.any(Number), message: APPLICATION_RECEIVED });
    const rows = await file.api.database.query<Record<string, unknown>>(
      'select company, contact_name, email, phone, website, partnership_type, country from partnership_application where id = $1',
      [res.body.data.applicationId],
    );
    const email = (body.email as string).trim().toLowerCase();
    expect(rows).toEqual([{ company: 'Northline Brake Co.', contact_name: 'Priya Raman', email, phone: '+1 (416) 555-0142', website: 'https://northlinebrake.ca/', partnership_type: 'BRAND', country: 'CA' }]);
    expect(file.logs.lines.some((l) => l.msg === 'partnership application email' && l.email === email && l.applicationId === res.body.data.applicationId)).toBe(true);
  });

  it('accepts an application without phone and website', async () => {
    const res = await file.api.post(APPLY, { body: application({ phone: undefined, website: '', partnershipType: 'installer', country: 'us' }) });
    expect(res.status).toBe(200);
    const rows = await file.api.database.query('select phone, website, partnership_type, country from partnership_application where id = $1', [res.body.data.applicationId]);
    expect(rows).toEqual([{ phone: '', website: '', partnership_type: 'INSTALLER', country: 'US' }]);
  });

  it('names every wrong field with a clear message and stores nothing', async () => {
    const before = await file.api.database.query<{ n: number }>('select count(*)::int as n from partnership_application');
    const res = await file.api.post(APPLY, {
      body: { company: ' ', email: 'priya@', phone: '12', website: 'javascript:alert(1)', partnershipType: 'RESELLER', country: 'MX', message: 'Hi there' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter Company name');
    expect(res.body.fieldErrors).toEqual([
      { field: 'company', message: 'Please enter Company name' },
      { field: 'contactName', message: 'Please enter Contact name' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Phone is not a valid phone number' },
      { field: 'website', message: 'Website is not a valid web address' },
      { field: 'partnershipType', message: 'Please choose a partnership type' },
      { field: 'country', message: 'Please choose the United States or Canada' },
      { field: 'message', message: 'Message must be at least 20 characters' },
    ]);
    const after = await file.api.database.query<{ n: number }>('select count(*)::int as n from partnership_application');
    expect(after).toEqual(before);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const body of [{ company: 42 }, { company: { $ne: '' } }, { message: 'x'.repeat(10_001) }, []]) {
      expect((await file.api.post(APPLY, { body })).status).toBe(400);
    }
    expect((await file.api.post(APPLY, { rawBody: '{"company":' })).status).toBe(400);
    expect((await file.api.post(APPLY, {})).status).toBe(400);
  });

  it('takes at most 5 applications an hour from one IP (429 with Retry-After)', async () => {
    const limited = await startTestApi();
    try {
      for (let i = 0; i < 5; i++) expect((await limited.post(APPLY, { body: application() })).status).toBe(200);
      const refused = await limited.post(APPLY, { body: application() });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many applications from your network\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
