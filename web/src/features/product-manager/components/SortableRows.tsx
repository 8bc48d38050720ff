/**
 * Drag and drop of the manager's rows (issue: staff governance, "Ordering"): each row gets a first narrow cell with
 * a handle named 'Drag to reorder {name}'. With the mouse the drag starts after a few pixels; by keyboard Space
 * lifts the row, the arrows move it and Space drops it (dnd-kit's KeyboardSensor). A handle that cannot drag
 * (e.g. products spread over several pages) is disabled and its tooltip says why.
 */
import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DragIndicator from '@mui/icons-material/DragIndicator';

/** Why product rows cannot be dragged while the level's products span several pages. */
export const PAGED_DRAG_REASON = 'To reorder products, show them all on one page';

/** The drag context of the table: a finished drop of `activeId` onto `overId`. */
export function SortableTable({ onDrop, children }: { onDrop: (activeId: string, overId: string | null) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => onDrop(String(event.active.id), event.over ? String(event.over.id) : null);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}

/** One sortable list (a level's categories, or its products) of the table. */
export function SortableList({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  return (
    <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/** What a row needs to be sortable: its id and name, and why it cannot move (omitted: it can). */
export interface RowDrag {
  id: string;
  name: string;
  disabledReason?: string;
}

/**
 * A table row that, given `drag`, can be dragged: its first cell is the handle. Without `drag` (a table that does
 * not sort) it is a plain row without the handle cell.
 */
export function SortableRow({ drag, children, ...rowProps }: TableRowProps & { drag?: RowDrag }) {
  if (!drag) return <TableRow {...rowProps}>{children}</TableRow>;
  return (
    <DraggableRow drag={drag} {...rowProps}>
      {children}
    </DraggableRow>
  );
}

/** The sortable row of SortableRow. */
function DraggableRow({ drag, children, ...rowProps }: TableRowProps & { drag: RowDrag }) {
  const disabled = Boolean(drag.disabledReason);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: drag.id, disabled });
  const style = { transform: CSS.Translate.toString(transform), transition, position: 'relative' as const, zIndex: isDragging ? 1 : undefined, opacity: isDragging ? 0.85 : undefined };
  const button = (
    <IconButton
      size="small"
      aria-label={`Drag to reorder ${drag.name}`}
      disabled={disabled}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      onClick={(event) => event.stopPropagation()}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
  return (
    <TableRow ref={setNodeRef} style={style} {...rowProps}>
      <TableCell padding="none" sx={{ width: 40, pl: 0.5 }}>
        {disabled ? (
          <Tooltip title={drag.disabledReason}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        )}
      </TableCell>
      {children}
    </TableRow>
  );
}
