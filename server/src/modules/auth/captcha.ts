/** Captcha issue and single-use check (docs/architecture.md §3: 120 s, case-insensitive, deleted at the first check). */
import { randomUUID } from 'node:crypto';
import { refusal } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { CaptchaRepository } from './captcha-repository';
import { captchaSvg, randomCaptchaCode } from './captcha-image';

export const CAPTCHA_TTL_MS = 120_000;
export const CAPTCHA_MSG = { EXPIRED: '验证码已失效', WRONG: '验证码错误' } as const;

export class CaptchaService {
  constructor(
    private readonly repo: CaptchaRepository,
    private readonly clock: Clock,
    private readonly testCode: string | null,
  ) {}

  async issue(replaces?: string): Promise<{ uuid: string; img: string }> {
    const code = this.testCode ?? randomCaptchaCode();
    const uuid = randomUUID();
    const now = this.clock.now();
    await this.repo.save(uuid, code.toUpperCase(), new Date(now + CAPTCHA_TTL_MS), new Date(now), replaces);
    return { uuid, img: captchaSvg(code) };
  }

  /** Consumes the captcha, then throws the refusal when it was missing, expired or wrong. */
  async verify(uuid: string | undefined, answer: string | undefined): Promise<void> {
    const stored = uuid ? await this.repo.take(uuid) : null;
    if (!stored || stored.expiresAt.getTime() <= this.clock.now()) throw refusal(CAPTCHA_MSG.EXPIRED);
    if (!answer || answer.trim().toUpperCase() !== stored.code) throw refusal(CAPTCHA_MSG.WRONG);
  }
}
