import { startTestApi, type TestApi } from '../test-support/test-api';
import { ensureMemberProgram } from './ensure-member-program';
import { LEVEL_SEEDS, nextSeptemberWindow } from './member-program-data';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  const { startsAt, endsAt } = nextSeptemberWindow(new Date());
  await api.database.query("update member_activity set starts_at = $1, ends_at = $2 where code = 'SEPTEMBER_MEMBER_MONTH'", [startsAt, endsAt]);
  await api.close();
});

const month = async () =>
  (await api.database.query<{ starts_at: Date; ends_at: Date }>("select starts_at, ends_at from member_activity where code = 'SEPTEMBER_MEMBER_MONTH'"))[0]!;

describe('ensureMemberProgram', () => {
  it('a new shop gets the next September, Eastern time', () => {
    expect(nextSeptemberWindow(new Date('2026-05-10T12:00:00Z'))).toEqual({ startsAt: new Date('2026-09-01T04:00:00Z'), endsAt: new Date('2026-10-01T04:00:00Z') });
    expect(nextSeptemberWindow(new Date('2026-09-15T12:00:00Z')).startsAt).toEqual(new Date('2026-09-01T04:00:00Z'));
    expect(nextSeptemberWindow(new Date('2026-11-26T12:00:00Z')).startsAt).toEqual(new Date('2027-09-01T04:00:00Z'));
  });

  it('keeps what the shop changed, and moves the window only when told', async () => {
    await api.database.query("update member_level set perks = '[\"Free gift\"]' where code = 'GOLD'");
    await api.database.query("update member_activity set starts_at = '2026-08-25T04:00:00Z', ends_at = '2026-09-25T04:00:00Z' where code = 'SEPTEMBER_MEMBER_MONTH'");
    await ensureMemberProgram(api.database);
    expect((await api.database.query<{ perks: string[] }>("select perks from member_level where code = 'GOLD'"))[0]!.perks).toEqual(['Free gift']);
    expect((await month()).starts_at).toEqual(new Date('2026-08-25T04:00:00Z'));
    expect((await api.database.query<{ n: number }>('select count(*)::int as n from member_level'))[0]!.n).toBe(4);

    const window = { startsAt: new Date('2026-11-20T05:00:00Z'), endsAt: new Date('2026-12-20T05:00:00Z') };
    await ensureMemberProgram(api.database, window);
    expect(await month()).toEqual({ starts_at: window.startsAt, ends_at: window.endsAt });
    // Back to the seed for the files after this one (PostgreSQL: one database for the suite).
    await api.database.query("update member_level set perks = $1::jsonb where code = 'GOLD'", [JSON.stringify(LEVEL_SEEDS.find((l) => l.code === 'GOLD')!.perks)]);
  });
});
