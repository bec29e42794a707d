import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('is labelled, starts empty with a placeholder and announces its error', () => {
    render(<SelectField label="State" name="state" placeholder="Select…" options={[{ value: 'NY', label: 'New York' }]} error="Please enter State" />);
    const select = screen.getByLabelText('State');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('option', { name: 'New York' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter State');
    expect(select).toHaveAccessibleDescription('Please enter State');
  });
});
