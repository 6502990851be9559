// Vite config of the alarm-panel bench page (bench/alarm-panel.mjs builds it; not part of the app).
import { benchConfig } from '../lib/bench-vite.mjs';

export default benchConfig(new URL('.', import.meta.url), 'alarm-panel');
