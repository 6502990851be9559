/** Texts of the shell part of the console: zh-CN (SPEC strings verbatim) and its en-US translation. */
export const shellZh = {} as const;

export const shellEn: Record<keyof typeof shellZh, string> = {};
