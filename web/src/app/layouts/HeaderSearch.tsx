/**
 * The search box of a storefront's top bar: a search
 * button that opens a panel under the bar holding a GET form to the storefront's search page (`/{code}/search?q=`).
 *
 * Like the phone menu (TopBarMenu), the panel is a `<details>` element, so it opens from the first paint and with
 * JavaScript off, and the form is a plain GET form the server answers (progressive enhancement). With
 * the app running, opening it puts the focus in the box, Escape closes it, and a search navigates in place.
 * Shown at every width: the bar's entries leave no room for a standing box on /fd between 900 and 1440 px.
 * The first time the box has the focus with the app running, it becomes a combobox offering suggestions as the
 * visitor types (components/search/SearchSuggestInput.tsx, loaded then: its code is in no page's first JavaScript).
 */
import { useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_TEXT_LIMIT } from '../../../../contracts/search-text.ts';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { SEARCH_LABEL, SEARCH_PLACEHOLDERS } from '../../components/search/texts.ts';
import { paths } from '../../lib/paths.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import type { SearchSuggestInputProps } from '../../components/search/SearchSuggestInput.tsx';
import { barSummarySx, visuallyHidden } from './bar-button.ts';

/** The box's look, the same before and after the suggestions take over. */
const inputSx = {
  flex: 1,
  minWidth: 0,
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: 16,
  px: 1.5,
  py: 1,
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
} as const;

/** The bar's search of storefront `code`. */
export function HeaderSearch({ code }: { code: VendorCode }) {
  const action = paths.search(code);
  const { navigate } = useSiteNavigation();
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // A fixed id, not useId(): the combobox is mounted in the browser after hydration, and must meet the label the
  // server rendered (one search box per page).
  const inputId = `site-search-${code}`;
  // The combobox, once its code has loaded (asked for when the box first has the focus with the app running). The
  // plain input stays in place, keeping the focus and what is typed, until it has: then the combobox takes over
  // with the text of the moment.
  const [SuggestInput, setSuggestInput] = useState<ComponentType<SearchSuggestInputProps> | null>(null);
  const loading = useRef(false);
  // What the plain input holds, kept on every keystroke: the combobox starts from it when it takes over.
  const typed = useRef('');
  const loadSuggestions = () => {
    if (loading.current) return;
    loading.current = true;
    import('../../components/search/SearchSuggestInput.tsx').then(
      (module) => setSuggestInput(() => module.default),
      // Without its code the box stays a plain search box; the next focus tries again.
      () => (loading.current = false),
    );
  };

  const choose = (to: string) => {
    details.current?.removeAttribute('open');
    void navigate(to);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    details.current?.removeAttribute('open');
    void navigate(text ? `${action}?${new URLSearchParams({ q: text })}` : action);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    // An open suggestion list closes first (the combobox's own Escape).
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    details.current.removeAttribute('open');
    details.current.querySelector('summary')?.focus();
  };

  const plainInput = (
    <Box
      component="input"
      ref={input}
      id={inputId}
      name="q"
      type="search"
      placeholder={SEARCH_PLACEHOLDERS[code]}
      maxLength={SEARCH_TEXT_LIMIT}
      enterKeyHint="search"
      onFocus={loadSuggestions}
      onInput={(event) => (typed.current = event.currentTarget.value)}
      sx={inputSx}
    />
  );

  return (
    <Box
      component="details"
      ref={details}
      onToggle={() => {
        if (details.current?.open) input.current?.focus();
      }}
      onKeyDown={closeOnEscape}
      // On a phone the box goes right, before the menu button (whose own auto margin it takes over).
      sx={{ ml: { xs: 'auto', md: 0 }, flexShrink: 0, '& ~ details': { ml: 0 } }}
    >
      <Box
        component="summary"
        aria-label={SEARCH_LABEL}
        title={SEARCH_LABEL}
        sx={barSummarySx}
      >
        <SearchIcon aria-hidden />
      </Box>
      <Box
        component="form"
        role="search"
        method="get"
        action={action}
        onSubmit={submit}
        sx={{
          position: 'absolute',
          top: 64,
          right: 0,
          left: { xs: 0, sm: 'auto' },
          width: { sm: 440 },
          display: 'flex',
          gap: 1,
          p: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderLeft: { sm: 1 },
          borderColor: 'divider',
          boxShadow: 3,
        }}
      >
        {/* A native input: MUI's TextField would bring Select, Menu and Modal into every page's first JavaScript. */}
        <Box component="label" id={`${inputId}-label`} htmlFor={inputId} sx={visuallyHidden}>
          {SEARCH_LABEL}
        </Box>
        {SuggestInput ? (
          <SuggestInput code={code} inputId={inputId} labelId={`${inputId}-label`} inputRef={input} initialText={() => typed.current} inputSx={inputSx} onChoose={choose} />
        ) : (
          plainInput
        )}
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Box>
    </Box>
  );
}
