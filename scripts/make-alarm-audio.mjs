// Writes public/audio/alarm-{1..5}.wav: one short alarm sound per alarm kind (contract ALARM_KIND;
// docs/architecture.md §3 "Alarms": one file per kind under public/audio/). 8 kHz mono 16-bit PCM, each a
// distinct tone pattern under one second, a few kB each, so an operator tells the kinds apart by ear.
// Run: node scripts/make-alarm-audio.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RATE = 8000;
const OUT = join(import.meta.dirname, '..', 'public', 'audio');

/** [frequency Hz (0: silence), duration s] steps per kind */
const PATTERNS = {
  // collector error: three urgent high beeps
  1: [
    [1400, 0.1],
    [0, 0.05],
    [1400, 0.1],
    [0, 0.05],
    [1400, 0.1],
  ],
  // linkage alarm: a falling two-tone
  2: [
    [1100, 0.2],
    [700, 0.25],
  ],
  // meter data abnormal: a rising two-tone
  3: [
    [660, 0.2],
    [990, 0.2],
  ],
  // meter offline: one long low tone
  4: [[440, 0.45]],
  // meter online without data: two soft mid beeps
  5: [
    [880, 0.12],
    [0, 0.1],
    [880, 0.12],
  ],
};

function wav(steps) {
  const samples = [];
  for (const [freq, seconds] of steps) {
    const n = Math.round(seconds * RATE);
    for (let i = 0; i < n; i += 1) {
      // 10 ms fade in and out per step: no clicks.
      const edge = Math.min(1, i / (RATE * 0.01), (n - i) / (RATE * 0.01));
      samples.push(freq === 0 ? 0 : Math.sin((2 * Math.PI * freq * i) / RATE) * 0.6 * edge);
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(s * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

mkdirSync(OUT, { recursive: true });
for (const [kind, steps] of Object.entries(PATTERNS)) {
  const file = join(OUT, `alarm-${kind}.wav`);
  const body = wav(steps);
  writeFileSync(file, body);
  console.log(`${file}: ${(body.length / 1024).toFixed(1)} kB, ${(body.length - 44) / 2 / RATE} s`);
}
