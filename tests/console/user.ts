import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * The user of the component tests. No pointer-events check: it reads the computed style of the target
 * and of every ancestor on each pointer action, the main cost of a click in jsdom, and nothing here is
 * kept from a click by CSS (a disabled control is disabled). No delay between keys and clicks: time
 * is not what these tests are about.
 */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
