/**
 * The browser and operating system a user agent names, for the administrators' lists (在线用户,
 * docs/administration.md). A short table of the families people sign in with, checked in order (Edge and Opera
 * also say Chrome, Chrome also says Safari); anything else is 'Unknown'. Not a device database: a list only needs a
 * readable name.
 */

export interface AgentNames {
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';

/** [name, pattern with the major version in group 1] */
const BROWSERS: [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['WeChat', /\bMicroMessenger\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['IE', /\b(?:MSIE |rv:)(\d+).*Trident\//],
];

const OSES: [string, RegExp][] = [
  ['Windows', /\bWindows NT\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export function agentNames(userAgent: string): AgentNames {
  let browser = UNKNOWN;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const os = OSES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? UNKNOWN;
  return { browser, os };
}
