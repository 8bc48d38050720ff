/** A section's text beside its picture (product-spec.md §2): heading, paragraphs and what follows them, then the picture. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProseBeside } from './ProseBeside.tsx';

describe('ProseBeside', () => {
  it('puts the heading, the paragraphs and what follows them beside the picture', () => {
    render(
      <ProseBeside heading={{ id: 'fd-story', eyebrow: 'About', title: 'Our story' }} paragraphs={['Founded in 1992.', 'Exporting to 60 countries.']} aside={<img alt="The works" src="/works.webp" />}>
        <a href="/fd/about-us">More about us</a>
      </ProseBeside>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toHaveAttribute('id', 'fd-story');
    const text = screen.getByRole('heading', { name: 'Our story' }).closest('div')!.parentElement!;
    expect(text.textContent).toBe('AboutOur storyFounded in 1992.Exporting to 60 countries.More about us');
    expect(screen.getByRole('img', { name: 'The works' })).toBeInTheDocument();
  });
});
