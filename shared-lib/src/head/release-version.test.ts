import { releaseVersion } from './release-version';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('releaseVersion', () => {
  it('reads the release-version meta tag', () => {
    document.head.innerHTML = '<meta name="release-version" content="2024.05.1">';
    expect(releaseVersion()).toBe('2024.05.1');
  });

  it('reads from the given document', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML = '<meta name="release-version" content=" 1.2.3 ">';
    expect(releaseVersion(doc)).toBe('1.2.3');
  });

  it('is unknown when the tag is absent', () => {
    expect(releaseVersion()).toBe('unknown');
  });

  it('is unknown when the tag is empty', () => {
    document.head.innerHTML = '<meta name="release-version" content="  ">';
    expect(releaseVersion()).toBe('unknown');
    document.head.innerHTML = '<meta name="release-version">';
    expect(releaseVersion()).toBe('unknown');
  });
});
