// A selection of applications that outlives the table's pages and sorts (the staff list's, the ranking's): a zustand
// store of its own, in which each checkbox follows its own row only, so a toggle draws that checkbox and the
// selection's count, not the whole table.
import { useState } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/** A selected application and the name its confirm dialog and outcome say. */
export interface SelectedApplication {
  readonly id: number;
  readonly name: string;
}

interface SelectionState {
  /** The selected applications, in the order they were selected (the same array until the next change). */
  readonly chosen: readonly SelectedApplication[];
}

export interface RowSelection {
  readonly has: (id: number) => boolean;
  readonly toggle: (application: SelectedApplication) => void;
  readonly clear: () => void;
  readonly chosen: () => readonly SelectedApplication[];
  readonly subscribe: StoreApi<SelectionState>['subscribe'];
  readonly store: StoreApi<SelectionState>;
}

export function createRowSelection(): RowSelection {
  const store = createStore<SelectionState>()(() => ({ chosen: [] }));
  const chosen = () => store.getState().chosen;
  const has = (id: number) => chosen().some((application) => application.id === id);
  return {
    has,
    toggle: (application) =>
      store.setState({ chosen: has(application.id) ? chosen().filter(({ id }) => id !== application.id) : [...chosen(), application] }),
    clear: () => {
      if (chosen().length > 0) store.setState({ chosen: [] });
    },
    chosen,
    subscribe: store.subscribe,
    store,
  };
}

/** A selection for the life of the component that calls it. */
export const useRowSelection = (): RowSelection => useState(createRowSelection)[0];

/** Whether one application is selected (draws again only when that changes). */
export const useIsSelected = (selection: RowSelection, id: number): boolean => useStore(selection.store, (state) => state.chosen.some((application) => application.id === id));

/** The selected applications (draws again on each change). */
export const useChosen = (selection: RowSelection): readonly SelectedApplication[] => useStore(selection.store, (state) => state.chosen);
