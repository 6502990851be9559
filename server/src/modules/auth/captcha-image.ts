/**
 * Draws a captcha as an SVG data URL without any dependency: jittered, rotated glyphs over noise lines
 * and dots. It keeps casual bots out; the real protection against guessing is the login throttle.
 */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: the answer is case-insensitive and must be readable. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;

export function randomCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function colour(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function captchaSvg(code: string): string {
  const parts: string[] = [`<rect width="100%" height="100%" fill="${colour(225, 255)}"/>`];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" ` +
        `stroke="${colour(80, 200)}" stroke-width="${randomInt(1, 3)}"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour(50, 200)}"/>`,
    );
  }
  const step = WIDTH / (code.length + 1);
  [...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 0.6) + randomInt(-3, 4));
    const y = 28 + randomInt(-4, 5);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${randomInt(22, 28)}" ` +
        `font-weight="bold" fill="${colour(20, 120)}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">` +
        `${escapeXml(ch)}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
