/**
 * Browser and operating system named from a User-Agent header, for the sign-in log (docs/administration.md "登录日志").
 * A few patterns in the order that tells the common browsers apart (Edge and Opera also say Chrome, Chrome also says
 * Safari); no dependency, and an unknown agent is named 'Unknown' rather than guessed.
 */
export interface AgentNames {
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';
/** Both names fit the log's columns; a header is client text, as long as the client likes. */
const NAME_MAX = 50;

/** [pattern, name]: the first that matches names the browser, with the major version the pattern captures. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/HeadlessChrome\/(\d+)/, 'Chrome Headless'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/MSIE (\d+)/, 'Internet Explorer'],
  [/Trident\/.*rv:(\d+)/, 'Internet Explorer'],
];

const WINDOWS: Record<string, string> = {
  '10.0': 'Windows 10',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
  '6.0': 'Windows Vista',
  '5.1': 'Windows XP',
};

function osOf(ua: string): string {
  const win = /Windows NT (\d+\.\d+)/.exec(ua);
  if (win) return WINDOWS[win[1] ?? ''] ?? 'Windows';
  const harmony = /HarmonyOS[ /]?([\d.]*)/.exec(ua);
  if (harmony) return `HarmonyOS ${harmony[1] ?? ''}`.trim();
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|CPU) OS (\d+)[_\d]*/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  if (/iPad/.test(ua)) return 'iPadOS';
  const mac = /Mac OS X (\d+)[_.](\d+)/.exec(ua);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return UNKNOWN;
}

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) return `${name} ${m[1] ?? ''}`.trim();
  }
  return UNKNOWN;
}

export function parseUserAgent(header: string | undefined): AgentNames {
  // a header longer than any browser's is read only so far: the patterns never scan a megabyte
  const ua = (header ?? '').slice(0, 512);
  if (ua === '') return { browser: UNKNOWN, os: UNKNOWN };
  return { browser: browserOf(ua).slice(0, NAME_MAX), os: osOf(ua).slice(0, NAME_MAX) };
}
