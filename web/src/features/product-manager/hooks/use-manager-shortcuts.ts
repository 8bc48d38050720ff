/**
 * The Product Manager's keyboard shortcuts (components/ShortcutsDialog.tsx lists them), with react-hotkeys-hook:
 * they never fire while typing in a field (the library's default) nor while a dialog is open (`enabled`).
 */
import { useHotkeys } from 'react-hotkeys-hook';

export interface ManagerShortcutActions {
  addProduct: () => void;
  addCategory: () => void;
  focusFilter: () => void;
  up: () => void;
  showHelp: () => void;
}

/** Binds the shortcuts while `enabled` (no dialog open). */
export function useManagerShortcuts(actions: ManagerShortcutActions, enabled: boolean): void {
  const options = { enabled, preventDefault: true };
  useHotkeys('n', actions.addProduct, options, [actions.addProduct]);
  useHotkeys('c', actions.addCategory, options, [actions.addCategory]);
  // By the character typed (useKey), whatever the keyboard layout puts it on.
  useHotkeys('/', actions.focusFilter, { ...options, useKey: true }, [actions.focusFilter]);
  useHotkeys('u', actions.up, options, [actions.up]);
  useHotkeys('?', actions.showHelp, { ...options, useKey: true }, [actions.showHelp]);
}
