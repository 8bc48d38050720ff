/**
 * A product's Documents section ("type-test reports and certificates per product as documents, shown in a
 * Documents section of the product page"): each document a plain link to its PDF in the vendor's media folder, so it
 * works before the app runs and with JavaScript off, its title as the link text and the kind and size beside it.
 * /media sends PDFs with `Content-Disposition: attachment` (server/routes/media.ts), so the browser saves the file,
 * named after the title (the link's `download`).
 * Nothing is drawn for a product without documents.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { ProductDocument } from '../../../../../contracts/catalog.ts';
import { fileSizeText } from '../../../../../contracts/file-size.ts';
import { catalogMediaUrl } from '../../../components/catalog/use-media-src.ts';

export interface ProductDocumentsProps {
  documents: readonly ProductDocument[];
  /** The product's vendor key: the media folder the files live in. */
  folder: string;
}

/** The section, or nothing when `documents` is empty. */
export function ProductDocuments({ documents, folder }: ProductDocumentsProps) {
  if (documents.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="documents-heading" sx={{ mt: 4 }}>
      <Typography id="documents-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Documents
      </Typography>
      <List disablePadding>
        {documents.map((document) => (
          <ListItem key={document.path} disableGutters sx={{ gap: 1.5, alignItems: 'flex-start', py: 0.75 }}>
            <PictureAsPdfOutlined color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Link href={catalogMediaUrl(folder, document.path)} download={`${document.title}.pdf`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {document.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                PDF, {fileSizeText(document.bytes)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
