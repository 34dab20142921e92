/** Analytics periods of 001 §9: each has its count of buckets and the value 60. */
export const ANALYTICS_PERIODS = [
  { code: 0, name: 'hourly', count: 24, value: 60 },
  { code: 1, name: 'daily', count: 24, value: 60 },
  { code: 2, name: 'weekly', count: 100, value: 60 },
  { code: 3, name: 'monthly', count: 13, value: 60 },
  { code: 4, name: 'yearly', count: 2, value: 60 },
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export type AnalyticsPeriodName = AnalyticsPeriod['name'];

export const analyticsPeriod = (code: number): AnalyticsPeriod | undefined =>
  ANALYTICS_PERIODS.find((period) => period.code === code);
