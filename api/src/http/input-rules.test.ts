import { findInputProblem, MAX_STRING_LENGTH, stringProblem } from './input-rules';
import { startTestApi, type TestApi } from '../test-support/test-api';

describe('the input rule for strings', () => {
  it('lets ordinary text through, tabs and line breaks included', () => {
    for (const ok of ['brake pads', 'Café Crème', '2018 Toyota Corolla 🚗', 'line one\nline two\ttabbed\r\n', '12', '-3.5', '']) expect(stringProblem(ok)).toBeUndefined();
  });

  it('names what is wrong: NUL, unpaired surrogates, control characters, length, numbers that overflow', () => {
    expect(stringProblem('a\u0000b')).toBe('must not contain a NUL character');
    expect(stringProblem('\uD800')).toBe('must be valid Unicode text');
    expect(stringProblem('x\uDFFFy')).toBe('must be valid Unicode text');
    expect(stringProblem('bell\u0007')).toBe('must not contain control characters');
    expect(stringProblem('x'.repeat(MAX_STRING_LENGTH + 1))).toBe(`must be at most ${MAX_STRING_LENGTH} characters`);
    expect(stringProblem('1e309')).toBe('must be a finite number');
  });

  it('finds the first bad value in nested JSON, keys included, and names its path', () => {
    expect(findInputProblem({ items: [{ skuId: 1 }, { carModel: { name: 'ok\u0000' } }] }, '')).toEqual({
      field: 'items.1.carModel.name',
      message: 'must not contain a NUL character',
    });
    expect(findInputProblem({ ['bad\uD800']: 1 }, '')).toEqual({ field: 'bad\uD800', message: 'name must be valid Unicode text' });
    expect(findInputProblem({ count: Infinity }, '')).toEqual({ field: 'count', message: 'must be a finite number' });
    expect(findInputProblem({ a: 1, b: [true, null, 'fine'] }, '')).toBeUndefined();
  });
});

describe('every route applies it', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers 400 with the field and the reason where a NUL once reached the database', async () => {
    const register = await api.post('/account/public/buyer/account/register', { body: { email: 'fu\u0000zz@example.com', password: 'Brake-pads 2024' } });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ success: false, message: 'email must not contain a NUL character', fieldErrors: [{ field: 'email' }] });

    const search = await api.get('/search-pro/public/items/filter-search?keyword=head%00light');
    expect(search.status).toBe(400);
    expect(search.body.message).toBe('keyword must not contain a NUL character');

    const page = await api.get('/infra/public/buyer/config/list?page=1e309');
    expect(page.status).toBe(400);
    expect(page.body.message).toBe('page must be a finite number');
  });

  it('still serves the same request without the bad character', async () => {
    const search = await api.get('/search-pro/public/items/filter-search?keyword=headlight');
    expect(search.status).toBe(200);
  });
});
