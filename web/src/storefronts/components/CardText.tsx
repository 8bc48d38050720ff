/** The title and text of a card on a storefront page (product-spec.md §2), the one markup all such cards share. */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export interface CardTextProps {
  title: ReactNode;
  text: ReactNode;
  /** Space under the title, in theme spacing units (1 = 8 px). */
  gap?: number;
}

/** The card's title, an h3 in the h6 style, over its text in the secondary colour. */
export function CardText({ title, text, gap = 1 }: CardTextProps) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={gap ? { mb: gap } : undefined}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </>
  );
}
