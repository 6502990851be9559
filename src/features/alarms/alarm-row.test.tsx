/** An alarm's row: 检修中 when its device is being repaired or maintained (docs/alarms.md "Suppression by design"). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../tests/console/render';
import { AlarmRow } from './alarm-row';
import { anAlarm } from './alarms.fixtures';

const row = (inMaintenance: boolean) =>
  renderAt('/', [
    {
      path: '/',
      element: (
        <AlarmRow
          alarm={anAlarm({ inMaintenance })}
          checked={false}
          busy={false}
          selectable={false}
          onCheck={() => undefined}
        />
      ),
    },
  ]);

describe('alarm row', () => {
  it('says 检修中 while its device has an open repair or maintenance order, and not otherwise', () => {
    const first = row(true);
    expect(screen.getByTestId('alarm-maintenance')).toHaveTextContent('检修中');
    first.unmount();
    row(false);
    expect(screen.queryByTestId('alarm-maintenance')).toBeNull();
  });
});
