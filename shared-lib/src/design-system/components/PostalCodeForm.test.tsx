import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CA_MARKET, US_MARKET } from '../../market';
import { PostalCodeForm } from './PostalCodeForm';

describe('PostalCodeForm', () => {
  it('labels the field by market and submits a whole, normalised code only', async () => {
    const onSubmit = jest.fn();
    render(<PostalCodeForm market={US_MARKET} value="" onSubmit={onSubmit} />);
    const field = screen.getByLabelText('ZIP code');
    await userEvent.type(field, '9021');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith('90210');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes Canadian postal codes with letters, and refuses digits only (spec §5)', async () => {
    const onSubmit = jest.fn();
    render(<PostalCodeForm market={CA_MARKET} value="" onSubmit={onSubmit} submitLabel="Save" />);
    const field = screen.getByLabelText('Postal code');
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a postal code such as K1A 0B1');
    await userEvent.clear(field);
    await userEvent.type(field, 'm5v 3l9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(String(onSubmit.mock.calls[0]![0]).replace(/\s/g, '').toUpperCase()).toBe('M5V3L9');
  });
});
