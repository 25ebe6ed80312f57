// The ranking's selection, kept across its pages: a store of its own, so that a checkbox toggled draws again only
// that checkbox and the count, not the table.
import { useState } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export interface RankingSelection {
  /** The selected applications' ids, on any page. */
  readonly selected: ReadonlySet<number>;
  readonly toggle: (applicationId: number) => void;
  readonly clear: () => void;
}

export type RankingSelectionStore = StoreApi<RankingSelection>;

export const createRankingSelection = (): RankingSelectionStore =>
  createStore<RankingSelection>()((set) => ({
    selected: new Set(),
    toggle: (applicationId) =>
      set(({ selected }) => {
        const next = new Set(selected);
        if (!next.delete(applicationId)) next.add(applicationId);
        return { selected: next };
      }),
    clear: () => set({ selected: new Set() }),
  }));

/** A selection for the life of the component that calls it. */
export const useRankingSelection = (): RankingSelectionStore => useState(createRankingSelection)[0];

/** Every selected id: the component draws again on each change. */
export const useSelectedIds = (store: RankingSelectionStore): ReadonlySet<number> => useStore(store, (state) => state.selected);

/** Whether one application is selected: the component draws again only when that changes. */
export const useIsSelected = (store: RankingSelectionStore, applicationId: number): boolean => useStore(store, (state) => state.selected.has(applicationId));
