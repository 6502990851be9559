/** 上海第一水厂 · 2026-11-20 日报: the parts of a report's title that are known (a factory's name may not be yet). */
export const joinTitle = (...parts: string[]): string => parts.filter((p) => p !== '').join(' · ');
