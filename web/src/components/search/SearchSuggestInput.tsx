/**
 * The top bar's search box once the app runs ("Suggestions as the visitor types (after JavaScript loads),
 * debounced, keyboard-navigable, as an ARIA combobox"): the same input, now a combobox (downshift's `useCombobox`:
 * role, aria-expanded, aria-controls, aria-activedescendant, arrow keys, Enter, Escape) whose list offers the
 * matching categories and products of the storefront, read 250 ms after the visitor stops typing from
 * GET /api/Search/{vendor}?q=&limit=6. Choosing one opens its page; Enter with none chosen sends the form to the
 * search page as before. Loaded on demand when the search panel first opens (HeaderSearch.tsx); until then, and
 * with JavaScript off, the box is a plain input of the GET form; it stays in place (with the focus and the text
 * typed meanwhile) until this code has loaded.
 */
import { useEffect, useLayoutEffect, useState, type Ref } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EnsureQueryClient } from '../../lib/ensure-query-client.tsx';
import { useCombobox } from 'downshift';
import { useDebounce } from 'use-debounce';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { SEARCH_TEXT_LIMIT, searchText } from '../../../../contracts/search-text.ts';
import { vendorByCode, type VendorCode } from '../../../../contracts/vendors.ts';
import { suggestQueryOptions } from '../../lib/catalog-api/search.ts';
import { paths } from '../../lib/paths.ts';
import { SEARCH_PLACEHOLDERS } from './texts.ts';

/** Characters a text needs before suggestions are read. */
export const SUGGEST_MIN_LENGTH = 2;
/** Wait after the last key before suggestions are read, in ms. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Categories a suggestion list shows at most (before the products). */
const SUGGESTED_CATEGORIES = 3;

/** One suggestion: the page it opens. */
export interface Suggestion {
  kind: 'category' | 'product';
  id: string;
  label: string;
  to: string;
}

export interface SearchSuggestInputProps {
  code: VendorCode;
  /** The input's id (its label's `for`). */
  inputId: string;
  /** The id of the input's label (the combobox is labelled by it). */
  labelId: string;
  /** The input element, for the form's submit handler. */
  inputRef: Ref<HTMLInputElement>;
  /**
   * What the plain input holds: read at the first render and again as this takes over (typing goes on while it
   * renders), so no keystroke is lost.
   */
  initialText: () => string;
  /** The plain input's look. */
  inputSx: SxProps<Theme>;
  /** Opens a chosen suggestion's page (and closes the panel). */
  onChoose: (to: string) => void;
}

/** See the module comment. Loaded on demand (HeaderSearch.tsx): the default export. */
/** The combobox under a query client (the app's, or its own on an islands page: lib/ensure-query-client.tsx). */
export default function SearchSuggestInputWithClient(props: SearchSuggestInputProps) {
  return (
    <EnsureQueryClient>
      <SearchSuggestInput {...props} />
    </EnsureQueryClient>
  );
}

function SearchSuggestInput({ code, inputId, labelId, inputRef, initialText, inputSx, onChoose }: SearchSuggestInputProps) {
  const vendor = vendorByCode(code)!;
  // The text as downshift last reported it, for the debounced read (downshift owns the input's value: controlling it
  // from here lost keys, as downshift reports a change after the render that React uses to reset the input).
  const [text, setText] = useState(initialText);
  const [debounced] = useDebounce(searchText(text), SUGGEST_DEBOUNCE_MS);
  const asked = debounced.length >= SUGGEST_MIN_LENGTH;
  const answer = useQuery({ ...suggestQueryOptions(vendor.key, debounced), enabled: asked, placeholderData: keepPreviousData }).data;
  const items: Suggestion[] =
    asked && answer
      ? [
          ...answer.categories.slice(0, SUGGESTED_CATEGORIES).map((c) => ({ kind: 'category' as const, id: c.id, label: c.name, to: paths.category(code, c) })),
          ...answer.products.map((p) => ({ kind: 'product' as const, id: p.id, label: p.name, to: paths.productDetails(code, p) })),
        ]
      : [];

  // Whether the plain input had the focus as this took over (it is still in the page at the first render).
  const [focusOnMount] = useState(() => document.activeElement?.id === inputId);
  const ChangeTypes = useCombobox.stateChangeTypes;
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, setInputValue } = useCombobox<Suggestion>({
    items,
    inputId,
    labelId,
    initialInputValue: text,
    // Nothing stays chosen: a suggestion opens its page, and a later list must not start on an earlier choice.
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => (item ? `${item.kind}:${item.id}` : null),
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    // Only a click or Enter opens a suggestion; leaving the box (Tab to the Search button) does not.
    onSelectedItemChange: ({ selectedItem, type }) => {
      if (selectedItem && (type === ChangeTypes.ItemClick || type === ChangeTypes.InputKeyDownEnter)) onChoose(selectedItem.to);
    },
    // The list is open only while it has suggestions (so aria-expanded never announces an empty one); Escape and
    // leaving the box keep the text (downshift's defaults would clear it or put the highlighted name in), and so does
    // the choice going back to none (selectedItem is held at null).
    stateReducer: (state, { type, changes }) => {
      const keepsText = type === ChangeTypes.InputKeyDownEscape || type === ChangeTypes.InputBlur || type === ChangeTypes.ControlledPropUpdatedSelectedItem;
      const kept = keepsText ? { inputValue: state.inputValue } : {};
      return { ...changes, ...kept, isOpen: Boolean(changes.isOpen) && items.length > 0 };
    },
    getA11yStatusMessage: ({ isOpen: open }) =>
      open && items.length > 0 ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}; up and down arrows choose one, Enter opens it.` : '',
  });

  // If the plain input had the focus when this took over, keep it in the box, the caret after the text, in the same
  // task as the swap (never rendered on the server: it loads in the browser).
  useLayoutEffect(() => {
    const latest = initialText();
    // Keys typed into the plain input while this rendered are known only now, at the swap.
    if (latest !== text) setInputValue(latest);
    const input = document.getElementById(inputId);
    if (!focusOnMount || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(latest.length, latest.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as this takes over
  }, []);
  // New suggestions for a text typed while the list was closed open it.
  useEffect(() => {
    if (items.length > 0 && document.activeElement?.id === inputId) openMenu();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened when the answer changes, not on each render
  }, [answer]);

  const open = isOpen && items.length > 0;
  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}>
      <Box
        component="input"
        {...getInputProps({
          ref: inputRef,
          name: 'q',
          type: 'search',
          placeholder: SEARCH_PLACEHOLDERS[code],
          maxLength: SEARCH_TEXT_LIMIT,
          enterKeyHint: 'search',
          autoComplete: 'off',
          // Enter with no suggestion chosen sends the form (downshift would take it while its list is open).
          onKeyDown: (event) => {
            if (event.key === 'Enter' && highlightedIndex < 0) (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })}
        sx={inputSx}
      />
      <Box
        component="ul"
        {...getMenuProps({ 'aria-label': 'Suggestions' })}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: '100%',
          left: 0,
          right: { xs: -88, sm: -96 },
          mt: 1,
          p: 0.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          boxShadow: 4,
          maxHeight: '60vh',
          overflowY: 'auto',
          zIndex: 1,
        }}
      >
        {open &&
          items.map((item, index) => (
            <Box
              component="li"
              key={`${item.kind}:${item.id}`}
              {...getItemProps({ item, index })}
              sx={{ px: 1.5, py: 1, borderRadius: 0.5, cursor: 'pointer', bgcolor: highlightedIndex === index ? 'action.selected' : undefined }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {item.label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {item.kind === 'category' ? 'Category' : 'Product'}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
