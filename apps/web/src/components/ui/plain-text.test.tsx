import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText } from './plain-text.tsx';

afterEach(cleanup);

describe("a council's published wording", () => {
  it('shows markup as the text it is, never as elements', () => {
    const text = '<script>alert("x")</script><b>Mondays</b> <img src=x onerror=alert(1)>';
    const { container } = render(<PlainText text={text} />);
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('makes paragraphs of blank lines, line breaks of new lines, and links of https addresses', () => {
    const { container } = render(
      <PlainText
        text={
          'Call 020 7946 0000.\nOr write to us.\n\nSee https://council.example.gov.uk/care, or javascript:alert(1) or http://plain.example.'
        }
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://council.example.gov.uk/care',
    ]);
    expect(paragraphs[1]?.textContent).toContain('javascript:alert(1) or http://plain.example.');
  });
});
