import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { RichText } from './RichText';

describe('RichText', () => {
  it('keeps plain structure, moves headings one level down and drops scripts, attributes and images', () => {
    const { container } = render(
      <RichText html={'<h2 onclick="x()">Title</h2><p style="color:red">Made <b>well</b>.<script>alert(1)</script></p><ul><li>A</li></ul><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a>'} />,
    );
    expect(container.innerHTML).toBe('<div><h3>Title</h3><p>Made <strong>well</strong>.</p><ul><li>A</li></ul><span>link</span></div>');
  });

  it('leaves out a leading heading that repeats the page title', () => {
    const { container } = render(<RichText html="<h2>Brake Rotors</h2><p>Coated.</p>" title="Brake Rotors" />);
    expect(container.innerHTML).toBe('<div><p>Coated.</p></div>');
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<RichText html="" />);
    expect(container.innerHTML).toBe('');
  });
});
