/**
 * An e-mail address as a mailto: link that a narrow screen breaks only at its natural points (polish:
 * "e-mail addresses wrap mid-word on phones"): a line break may come after the '@' and before each '.', never inside
 * a word (`<wbr>`), so 'enquiry@radhe-therm.example' wraps as 'enquiry@' / 'radhe-therm' / '.example' at most.
 */
import { Fragment } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';

/** `address` with a break opportunity after '@' and before each '.' (React nodes). */
export function breakableEmail(address: string) {
  const [local, domain = ''] = address.split(/@(?=[^@]*$)/);
  const parts = domain.split('.');
  return (
    <>
      {local}
      {domain && (
        <>
          @<wbr />
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </>
  );
}

/** A mailto: link to `address` showing it with `breakableEmail`'s break points; other props go to MUI's Link. */
export function EmailLink({ address, ...props }: { address: string } & Omit<LinkProps, 'href' | 'children'>) {
  return (
    <Link href={`mailto:${address}`} {...props} sx={[{ wordBreak: 'keep-all' }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}>
      {breakableEmail(address)}
    </Link>
  );
}
