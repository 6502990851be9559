/** Texts of the theme part of the console: zh-CN (SPEC strings verbatim) and its en-US translation. */
export const themeZh = {} as const;

export const themeEn: Record<keyof typeof themeZh, string> = {};
