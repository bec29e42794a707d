import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { clampCount, QuantityStepper } from './QuantityStepper';

function Harness({ max, onCommit }: { max: number; onCommit: (n: number) => void }) {
  const [text, setText] = useState('2');
  return <QuantityStepper label="Quantity of Pads" labelHidden text={text} max={max} onChange={setText} onCommit={onCommit} />;
}

describe('QuantityStepper', () => {
  it('clamps to min…max', () => {
    expect(clampCount('5', 1, 3)).toBe(3);
    expect(clampCount('0', 1, 3)).toBe(1);
    expect(clampCount('', 1, 3)).toBe(1);
    expect(clampCount('2.7', 1, 3)).toBe(2);
    expect(clampCount('x', 1, 3)).toBe(1);
  });

  it('steps within the bounds, named for screen readers, and commits the clamped value on blur and Enter', () => {
    const onCommit = jest.fn<(n: number) => void>();
    render(<Harness max={3} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Pads' });
    fireEvent.click(screen.getByRole('button', { name: 'Quantity of Pads: one more' }));
    expect(input).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Quantity of Pads: one more' })).toBeDisabled();
    fireEvent.input(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(3);
    expect(onCommit).toHaveBeenLastCalledWith(3);
    fireEvent.input(input, { target: { value: '1' } });
    expect(screen.getByRole('button', { name: 'Quantity of Pads: one less' })).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith(1);
  });
});
