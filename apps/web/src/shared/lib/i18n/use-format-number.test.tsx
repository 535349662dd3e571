import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import { useFormatNumber } from './use-format-number';

function Count() {
  const format = useFormatNumber();
  return <p>{`LOW: ${format(1066)} · ${format(2.5, { minimumFractionDigits: 2 })}%`}</p>;
}

describe('useFormatNumber', () => {
  it.each([
    ['/onboarding/analysis-accounts', 'LOW: 1.066 · 2,50%'],
    ['/en/onboarding/analysis-accounts', 'LOW: 1,066 · 2.50%'],
  ])('formats numbers on %s as %j', async (url, shown) => {
    renderAtUrl(() => <Count />, url);
    expect(await screen.findByText(shown)).toBeVisible();
  });
});
