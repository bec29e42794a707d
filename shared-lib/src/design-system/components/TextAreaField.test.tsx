import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is labelled, described by its hint and error, and announces the error', () => {
    render(<TextAreaField label="Message" name="message" hint="At least 20 characters" error="Please enter Message" />);
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('At least 20 characters Please enter Message');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter Message');
  });

  it('has no error role while valid', () => {
    render(<TextAreaField label="Message" name="message" />);
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
