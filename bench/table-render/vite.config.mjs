// Vite config of the table-render bench page (bench/table-render.mjs builds it; not part of the app).
import { benchConfig } from '../lib/bench-vite.mjs';

export default benchConfig(new URL('.', import.meta.url), 'table-render');
