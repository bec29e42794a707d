import { MEMBERS_API, useApi, useApiData, type MemberActivity, type MemberActivityJoined, type MemberLevelStanding, type MemberRule, type PointsLogPage, type PointsReminder } from '@axlebay/shared-lib';

export const POINTS_LOG_PAGE_SIZE = 10;

/** The buyer's level and way to the next one. */
export function useMemberLevel() {
  const api = useApi();
  return useApiData('member:level', () => api.get<MemberLevelStanding>(MEMBERS_API.level), 'Your member level could not be loaded.', { browserOnly: true });
}

export function usePointsReminder() {
  const api = useApi();
  return useApiData('member:reminder', () => api.get<PointsReminder>(MEMBERS_API.reminder), 'Your points could not be loaded.', { browserOnly: true });
}

export function usePointsLog(page: number) {
  const api = useApi();
  return useApiData(
    `member:log:${page}`,
    () => api.get<PointsLogPage>(MEMBERS_API.pointsLog, { page, size: POINTS_LOG_PAGE_SIZE }),
    'Your points history could not be loaded.',
    { browserOnly: true },
  );
}

export function useMemberRule() {
  const api = useApi();
  return useApiData('member:rule', () => api.get<MemberRule>(MEMBERS_API.rule), 'The member rules could not be loaded.');
}

export function useMemberMonth() {
  const api = useApi();
  return useApiData('member:month', () => api.get<MemberActivity>(MEMBERS_API.memberMonth), 'The member month could not be loaded.', { browserOnly: true });
}

export function useMemberMonthJoined() {
  const api = useApi();
  return useApiData('member:month:joined', () => api.get<MemberActivityJoined>(MEMBERS_API.memberMonthJoined), 'Whether you joined could not be loaded.', { browserOnly: true });
}
