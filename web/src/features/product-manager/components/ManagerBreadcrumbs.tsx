/**
 * The Product Manager's trail — product-spec.md §2 and §4: it starts at 'Root'; opening a subcategory pushes
 * it, choosing a crumb truncates the trail to it. MUI Breadcrumbs with maxItems 8 collapses it above 8 items
 * (§9). Every crumb but the current level is a button; the current one is marked aria-current.
 */
import { useCallback } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BREADCRUMB_MAX_ITEMS } from '../texts.ts';

/** One opened category of the trail. */
export interface Crumb {
  id: string;
  name: string;
}

export interface ManagerBreadcrumbsProps {
  /** The opened categories below Root, outermost first. */
  trail: Crumb[];
  /** Goes to the level after `depth` crumbs (0: Root). */
  onNavigate: (depth: number) => void;
  /**
   * Move the focus to the current crumb when it changes (after the user moved in the tree: the row or crumb
   * they used is gone, so the focus goes where the new level is named).
   */
  focusCurrent?: boolean;
  /** The trail's accessible name; default 'Category trail' (the Move dialog's is 'Move to'). */
  label?: string;
}

/** The label of the first crumb. */
export const ROOT_LABEL = 'Root';

/** Root, then the trail; see the module comment. */
export function ManagerBreadcrumbs({ trail, onNavigate, focusCurrent = false, label = 'Category trail' }: ManagerBreadcrumbsProps) {
  const crumbs = [{ id: 'root', name: ROOT_LABEL }, ...trail];
  const currentId = crumbs[crumbs.length - 1].id;
  // A new callback only when the current level changes: React calls it once for the new element.
  const focusOnMount = useCallback(
    (element: HTMLElement | null) => {
      if (focusCurrent && currentId) element?.focus();
    },
    [focusCurrent, currentId],
  );
  return (
    <Breadcrumbs aria-label={label} maxItems={BREADCRUMB_MAX_ITEMS} sx={{ minWidth: 0, '& li': { minWidth: 0 } }}>
      {crumbs.map((crumb, depth) =>
        depth === crumbs.length - 1 ? (
          <Typography
            key={crumb.id}
            ref={focusOnMount}
            tabIndex={-1}
            color="text.primary"
            aria-current="location"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', outline: 'none' }}
          >
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.id}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onNavigate(depth)}
            sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
