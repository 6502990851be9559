/**
 * The 26 header gradients of the theme drawer (docs/requirements.md §2, §9). The first is the default: the dark-blue
 * header with the accent blue. `accent` re-themes antd (colorPrimary) and the menu highlight, so every
 * gradient is dark or saturated enough for the white header text.
 *
 * public/theme-boot.js repeats this table (it runs before the bundle); theme-boot.test.ts keeps the two equal.
 */
export interface ThemeGradient {
  id: string;
  /** zh-CN name (the default language); the drawer shows the translated `theme.gradient.<id>` text */
  name: string;
  value: string;
  accent: string;
}

function gradient(id: string, name: string, from: string, to: string, accent: string): ThemeGradient {
  return { id, name, value: `linear-gradient(90deg, ${from} 0%, ${to} 100%)`, accent };
}

export const DEFAULT_GRADIENT: ThemeGradient = gradient(
  'deep-blue',
  '深海蓝',
  '#0a1f4d',
  '#123d86',
  '#1677ff',
);

export const THEME_GRADIENTS: readonly ThemeGradient[] = [
  DEFAULT_GRADIENT,
  gradient('daybreak', '拂晓蓝', '#0958d9', '#4096ff', '#1677ff'),
  gradient('geek-blue', '极客蓝', '#1d39c4', '#2f54eb', '#2f54eb'),
  gradient('indigo', '靛青', '#2b2c6b', '#4b4fb8', '#597ef7'),
  gradient('purple', '酱紫', '#391085', '#722ed1', '#722ed1'),
  gradient('violet', '罗兰紫', '#5b2a86', '#9254de', '#9254de'),
  gradient('magenta', '法式洋红', '#9e1068', '#eb2f96', '#eb2f96'),
  gradient('rose', '玫瑰红', '#a8071a', '#f5222d', '#f5222d'),
  gradient('crimson', '胭脂红', '#5c0011', '#cf1322', '#cf1322'),
  gradient('volcano', '火山橙', '#ad2102', '#fa541c', '#fa541c'),
  gradient('sunset', '日暮橙', '#d4380d', '#fa8c16', '#fa8c16'),
  gradient('amber', '琥珀金', '#874d00', '#d48806', '#d48806'),
  gradient('coffee', '咖啡棕', '#3e2723', '#795548', '#a0522d'),
  gradient('lime', '青柠绿', '#3f6600', '#7cb305', '#7cb305'),
  gradient('polar-green', '极光绿', '#237804', '#52c41a', '#52c41a'),
  gradient('emerald', '翡翠绿', '#00573f', '#00a67e', '#0f9d7a'),
  gradient('cyan', '明青', '#006d75', '#13c2c2', '#13c2c2'),
  gradient('teal', '孔雀蓝', '#00474f', '#08979c', '#08979c'),
  gradient('aurora', '北极光', '#0f2027', '#2c5364', '#36cfc9'),
  gradient('ocean', '海洋', '#1a2980', '#1f9fc0', '#1a9bd7'),
  gradient('sky', '天空蓝', '#0050b3', '#40a9ff', '#1890ff'),
  gradient('navy', '藏青', '#001529', '#003a8c', '#4096ff'),
  gradient('steel', '钢青', '#2c3e50', '#4c6b8a', '#3c7dd9'),
  gradient('royal', '皇家紫', '#4776e6', '#8e54e9', '#7b61ff'),
  gradient('graphite', '石墨灰', '#262626', '#595959', '#597ef7'),
  gradient('midnight', '午夜黑', '#000000', '#303030', '#1677ff'),
];

/** The gradient of an id; unknown ids (old or foreign storage) get the default. */
export function findGradient(id: string): ThemeGradient {
  return THEME_GRADIENTS.find((g) => g.id === id) ?? DEFAULT_GRADIENT;
}
