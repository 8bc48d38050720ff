/**
 * A grid of cards, each led by an icon, with a title and a line of text (product-spec.md §2: the /in home's four
 * quality-assurance cards, the six edge advantages of /in/about-us): a list of one column on phones, two from sm and
 * `columns` from md. The icon stands on a filled tile (`tile`) or on its own in the accent colour (`plain`).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import type SvgIcon from '@mui/material/SvgIcon';
import { CardText } from './CardText.tsx';

/** One card: its icon (a Material icon component), title and text. */
export interface IconCard {
  Icon: typeof SvgIcon;
  title: string;
  text: string;
}

export interface IconCardGridProps {
  cards: readonly IconCard[];
  /** Cards in a row from md: 4 (quarter width) or 3. */
  columns: 3 | 4;
  icon: 'tile' | 'plain';
  testId?: string;
}

/** See the module comment. */
export function IconCardGrid({ cards, columns, icon, testId }: IconCardGridProps) {
  return (
    <Grid container spacing={3} component="ul" data-testid={testId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map(({ Icon, title, text }) => (
        <Grid key={title} size={{ xs: 12, sm: 6, md: 12 / columns }} component="li">
          <Card sx={{ height: '100%', borderRadius: 2 }}>
            <CardContent sx={{ p: 3 }}>
              {icon === 'tile' ? (
                <Box sx={{ width: 52, height: 52, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center', mb: 2 }}>
                  <Icon />
                </Box>
              ) : (
                <Icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} />
              )}
              <CardText title={title} text={text} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
