// The scenario gallery: one card per scenario with what to watch for, the paper table or figure it
// reproduces, and its tags; a tag filter narrows the list. Choosing a card loads and plays it.
import { useEffect, useState } from 'react';
import type { GalleryEntry } from '../scenarios/gallery';

export interface GalleryProps {
  entries: GalleryEntry[];
  selected: string;
  onPick(e: GalleryEntry): void;
  onClose(): void;
}

export function Gallery({ entries, selected, onPick, onClose }: GalleryProps) {
  const [tag, setTag] = useState('');
  const tags = [...new Set(entries.flatMap((e) => e.tags))].sort();
  const shown = tag ? entries.filter((e) => e.tags.includes(tag)) : entries;
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="gallery-backdrop" onClick={onClose}>
      <section
        className="gallery"
        role="dialog"
        aria-label="scenario gallery"
        data-testid="gallery"
        onClick={(e) => e.stopPropagation()}
      >
        <header className="gallery-head">
          <h2>Scenarios</h2>
          <div className="tag-filter" role="group" aria-label="filter by tag">
            <button type="button" aria-pressed={tag === ''} onClick={() => setTag('')}>
              all ({entries.length})
            </button>
            {tags.map((t) => (
              <button type="button" key={t} aria-pressed={tag === t} onClick={() => setTag(t)}>
                {t}
              </button>
            ))}
          </div>
          <button type="button" className="close" onClick={onClose} aria-label="close gallery">
            ✕
          </button>
        </header>
        <div className="cards">
          {shown.map((e) => (
            <button
              type="button"
              key={e.id}
              className={`card${e.id === selected ? ' current' : ''}`}
              onClick={() => onPick(e)}
              data-testid={`card-${e.id}`}
            >
              <h3>{e.title}</h3>
              {e.reproduces && <p className="card-repro">Reproduces {e.reproduces}</p>}
              <p className="card-desc">{e.description || 'No description.'}</p>
              <p className="card-tags">
                {e.tags.map((t) => (
                  <span key={t} className="tag">
                    {t}
                  </span>
                ))}
              </p>
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
