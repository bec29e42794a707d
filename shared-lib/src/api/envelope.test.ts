import { unwrapEnvelope } from './envelope';

describe('unwrapEnvelope', () => {
  it('returns data of a successful success/httpCode envelope', () => {
    expect(unwrapEnvelope({ success: true, httpCode: 200, data: { id: 1 } })).toEqual({ ok: true, data: { id: 1 } });
  });

  it('fails with httpCode when success is false', () => {
    expect(unwrapEnvelope({ success: false, httpCode: 409, data: null })).toEqual({ ok: false, code: 409 });
  });

  it('returns data when code is 200 or "200", else fails with the code', () => {
    expect(unwrapEnvelope({ code: 200, data: [1] })).toEqual({ ok: true, data: [1] });
    expect(unwrapEnvelope({ code: '200', data: 'x' })).toEqual({ ok: true, data: 'x' });
    expect(unwrapEnvelope({ code: 'A0001', data: null })).toEqual({ ok: false, code: 'A0001' });
    expect(unwrapEnvelope({ code: 201, data: 'x' })).toEqual({ ok: false, code: 201 });
  });

  it('returns any other body as is', () => {
    const plain = { ip: '1.2.3.4', success: 'yes' };
    expect(unwrapEnvelope(plain)).toEqual({ ok: true, data: plain });
    expect(unwrapEnvelope('pong')).toEqual({ ok: true, data: 'pong' });
    expect(unwrapEnvelope([1, 2])).toEqual({ ok: true, data: [1, 2] });
    expect(unwrapEnvelope(null)).toEqual({ ok: true, data: null });
  });
});
