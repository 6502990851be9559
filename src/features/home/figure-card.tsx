/**
 * A card of home's figures (docs/requirements.md §2 "Home"): one statistic per kind that has any, each a button when
 * it leads somewhere the user may go, plain otherwise; the empty text when none has any; a skeleton until the first
 * answer.
 */
import { Button, Card, Empty, Statistic } from 'antd';

export interface FigureItem {
  key: string;
  label: string;
  value: number;
  /** null: the user may not open where it leads */
  onClick: (() => void) | null;
  ariaLabel: string;
  testId: string;
}

interface Props {
  title: string;
  testId: string;
  empty: string;
  loading: boolean;
  figures: FigureItem[];
}

function Figure({ label, value, onClick, ariaLabel, testId }: FigureItem) {
  const figure = <Statistic title={label} value={value} />;
  return onClick ? (
    <Button className="woms-home__figure" onClick={onClick} aria-label={ariaLabel} data-testid={testId}>
      {figure}
    </Button>
  ) : (
    <div className="woms-home__figure woms-home__figure--plain" data-testid={testId}>
      {figure}
    </div>
  );
}

export function FigureCard({ title, testId, empty, loading, figures }: Props) {
  return (
    <Card title={title} size="small" loading={loading} data-testid={testId}>
      {figures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div className="woms-home__figure-row">
          {figures.map(({ key, ...figure }) => (
            <Figure key={key} {...figure} />
          ))}
        </div>
      )}
    </Card>
  );
}
