/** A thin progress bar at the top of the window while the first page chunk loads. */
import LinearProgress from '@mui/material/LinearProgress';

export function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
}
