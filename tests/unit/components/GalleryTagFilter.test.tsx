import GalleryTagFilter from '@site/src/components/GalleryTagFilter';
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';

describe('<GalleryTagFilter>', () => {
  it('marks selected tags as pressed', () => {
    render(<GalleryTagFilter selected={['cms']} onToggle={vi.fn()} />);
    expect(screen.getByRole('button', {name: 'CMS'}).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', {name: 'Official'}).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('reports the tag whose button is pressed', () => {
    const onToggle = vi.fn();
    render(<GalleryTagFilter selected={[]} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', {name: 'Mobile'}));
    expect(onToggle).toHaveBeenCalledWith('mobile');
  });

  it('is labelled as a tag filter', () => {
    render(<GalleryTagFilter selected={[]} onToggle={vi.fn()} />);
    expect(screen.getByRole('group', {name: 'Filter by tag'})).toBeTruthy();
  });
});
