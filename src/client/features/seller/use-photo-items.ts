import { useCallback, useEffect, useRef, useState } from 'react';
import { existingPhotoItems, type NewPhotoItem, newPhotoItem, type PhotoItem } from './photos.ts';

/**
 * The editor's photo list: existing URLs plus picked files, with their preview object URLs released when a
 * photo is removed or the editor goes away.
 */
export function usePhotoItems(initialUrls: readonly string[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() => existingPhotoItems(initialUrls));
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const add = useCallback((files: File[]) => {
    setItems((current) => [...current, ...files.map(newPhotoItem)]);
  }, []);

  const remove = useCallback((id: string) => {
    setItems((current) => {
      const gone = current.find((i) => i.id === id);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.previewUrl);
      return current.filter((i) => i.id !== id);
    });
  }, []);

  const update = useCallback((id: string, patch: Partial<NewPhotoItem>) => {
    setItems((current) =>
      current.map((i) => (i.id === id && i.kind === 'new' ? ({ ...i, ...patch } as NewPhotoItem) : i)),
    );
  }, []);

  const reset = useCallback((urls: readonly string[]) => {
    setItems((current) => {
      for (const item of current) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
      return existingPhotoItems(urls);
    });
  }, []);

  return { items, setItems, add, remove, update, reset, itemsRef };
}
