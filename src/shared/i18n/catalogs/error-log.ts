/** Texts of the error-log part of the console: zh-CN (SPEC strings verbatim) and its en-US translation. */
export const errorLogZh = {} as const;

export const errorLogEn: Record<keyof typeof errorLogZh, string> = {};
