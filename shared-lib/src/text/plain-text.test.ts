import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('drops tags, keeping words apart', () => {
    expect(htmlToPlainText('<h2>Rear Rotors</h2><p>Coated rotors.</p><ul><li>Package: 2 × Pair</li></ul>')).toBe(
      'Rear Rotors Coated rotors. Package: 2 × Pair',
    );
  });

  it('decodes common entities once', () => {
    expect(htmlToPlainText('Nuts &amp; bolts &lt;M8&gt; &quot;zinc&quot; &#39;A&#39; &#x2013; ok&nbsp;now')).toBe(
      'Nuts & bolts <M8> "zinc" \'A\' – ok now',
    );
    expect(htmlToPlainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToPlainText('&unknown; &#0; &#99999999;')).toBe('&unknown; &#0; &#99999999;');
  });

  it('drops scripts, styles and comments with their contents', () => {
    expect(htmlToPlainText('a<script>alert("x")</script>b<style>p{}</style>c<!-- note -->d')).toBe('a b c d');
    expect(htmlToPlainText('a<script>never closed')).toBe('a');
  });

  it('collapses whitespace and trims', () => {
    expect(htmlToPlainText('  <p>\n one\t two </p>  ')).toBe('one two');
  });

  it('is empty for nothing', () => {
    expect(htmlToPlainText(undefined)).toBe('');
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('<br/>')).toBe('');
  });

  it('keeps a lone "<" that starts no tag', () => {
    expect(htmlToPlainText('torque < 90 Nm')).toBe('torque < 90 Nm');
  });
});
