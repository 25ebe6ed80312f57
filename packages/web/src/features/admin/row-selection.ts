// A selection of the list's applications that outlives its pages and sorts: each checkbox subscribes to its own
// row only, so a toggle draws that checkbox and the selection's count, not the whole table.
import { useSyncExternalStore } from 'react';

/** A selected application and the name its confirm dialog and outcome say. */
export interface SelectedApplication {
  readonly id: number;
  readonly name: string;
}

export interface RowSelection {
  readonly has: (id: number) => boolean;
  readonly toggle: (application: SelectedApplication) => void;
  readonly clear: () => void;
  /** The selected applications, in the order they were selected (the same array until the next change). */
  readonly chosen: () => readonly SelectedApplication[];
  readonly subscribe: (listener: () => void) => () => void;
}

export function createRowSelection(): RowSelection {
  let selected = new Map<number, SelectedApplication>();
  let chosen: readonly SelectedApplication[] = [];
  const listeners = new Set<() => void>();
  const change = (next: Map<number, SelectedApplication>) => {
    selected = next;
    chosen = [...next.values()];
    for (const listener of listeners) listener();
  };
  return {
    has: (id) => selected.has(id),
    toggle: (application) => {
      const next = new Map(selected);
      if (!next.delete(application.id)) next.set(application.id, application);
      change(next);
    },
    clear: () => {
      if (selected.size > 0) change(new Map());
    },
    chosen: () => chosen,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether one application is selected (draws again only when that changes). */
export const useIsSelected = (selection: RowSelection, id: number): boolean => useSyncExternalStore(selection.subscribe, () => selection.has(id));

/** The selected applications (draws again on each change). */
export const useChosen = (selection: RowSelection): readonly SelectedApplication[] => useSyncExternalStore(selection.subscribe, selection.chosen);
