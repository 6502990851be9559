import { describe, expect, it } from 'vitest';
import { WO_ACTION, type WoAction } from '@contract/work-order';
import { WO_PAGES, WO_PAGE_LIST } from './page-configs';
import { detailDialog, dialogOfAction, dialogOnOpen, orderedActions } from './row-actions';

describe('dialogOfAction', () => {
  it.each([
    ['dispatch', { dialog: 'assign', mode: 'dispatch' }],
    ['forward', { dialog: 'assign', mode: 'forward' }],
    ['acceptDispatch', { dialog: 'assign', mode: 'acceptDispatch' }],
    ['handle', { dialog: 'handle' }],
    ['approve', { dialog: 'audit' }],
    ['accept', { dialog: 'acceptance' }],
  ] as const)('%s opens %j', (action, dialog) => {
    expect(dialogOfAction(action)).toEqual(dialog);
  });

  it('covers every action of the contract', () => {
    for (const action of Object.values(WO_ACTION)) expect(dialogOfAction(action)).toBeDefined();
  });
});

describe('orderedActions', () => {
  it('puts the step that moves the order on first and forwarding last', () => {
    expect(orderedActions(['forward', 'handle'])).toEqual(['handle', 'forward']);
    expect(orderedActions(['accept', 'acceptDispatch', 'dispatch'])).toEqual([
      'dispatch',
      'acceptDispatch',
      'accept',
    ]);
  });
});

describe('dialogOnOpen (an order opened from a link)', () => {
  it('opens the first action the viewer may take, handling before forwarding', () => {
    expect(dialogOnOpen(WO_PAGES.warrantyTasks, ['forward', 'handle'], null)).toEqual({ dialog: 'handle' });
    expect(dialogOnOpen(WO_PAGES.warrantyTasks, ['forward'], null)).toEqual({
      dialog: 'assign',
      mode: 'forward',
    });
    expect(dialogOnOpen(WO_PAGES.troubleshoot, ['handle'], 2)).toEqual({ dialog: 'handle' });
  });

  it('opens the detail when there is nothing to do, the acceptance dialog on acceptance pages', () => {
    expect(dialogOnOpen(WO_PAGES.warrantyTasksHistory, [], null)).toEqual({ dialog: 'detail' });
    expect(dialogOnOpen(WO_PAGES.workOrderAcceptance, [], null)).toEqual({ dialog: 'acceptance' });
    expect(dialogOnOpen(WO_PAGES.acceptanceHistory, [], null)).toEqual({ dialog: 'acceptance' });
    expect(dialogOnOpen(WO_PAGES.workOrderAcceptance, ['acceptDispatch'], null)).toEqual({
      dialog: 'assign',
      mode: 'acceptDispatch',
    });
  });

  it('opens the detail for a message (drawer tab 1) rather than a to-do', () => {
    const actions: WoAction[] = ['handle'];
    expect(dialogOnOpen(WO_PAGES.troubleshoot, actions, 1)).toEqual({ dialog: 'detail' });
  });

  it('shows the acceptance dialog as the detail of exactly the acceptance pages', () => {
    for (const config of WO_PAGE_LIST) {
      expect(detailDialog(config).dialog).toBe(config.source === 'accept' ? 'acceptance' : 'detail');
    }
  });
});
