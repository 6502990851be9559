// Vite config of the bare reference page (bench/page-weight.mjs builds it; not part of the app).
import { benchConfig } from '../lib/bench-vite.mjs';

export default benchConfig(new URL('.', import.meta.url), 'bare-page');
