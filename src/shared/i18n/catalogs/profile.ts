/** Texts of the profile part of the console: zh-CN (SPEC strings verbatim) and its en-US translation. */
export const profileZh = {} as const;

export const profileEn: Record<keyof typeof profileZh, string> = {};
