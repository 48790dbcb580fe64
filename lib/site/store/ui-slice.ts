import type { SliceCreator } from './slice';

/** Spec §2: login, order search and similar dialogs open as modals, each behind its flag. */
export type ModalName = 'login' | 'orderSearch';

export type UiSlice = {
  modals: Record<ModalName, boolean>;
  openModal(name: ModalName): void;
  closeModal(name: ModalName): void;
};

const ALL_CLOSED: Record<ModalName, boolean> = { login: false, orderSearch: false };

export const createUiSlice: SliceCreator<UiSlice> = (setSlice) => ({
  modals: ALL_CLOSED,
  // One dialog at a time: opening one closes the others.
  openModal: (name) => setSlice({ modals: { ...ALL_CLOSED, [name]: true } }),
  closeModal: (name) => setSlice((ui) => ({ modals: { ...ui.modals, [name]: false } })),
});
