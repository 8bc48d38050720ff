/** The therm section heading: the shared storefront SectionHeading with therm's red eyebrow. */
import { SectionHeading as Shared, type SectionHeadingProps } from '../../components/SectionHeading.tsx';

const THERM_RED: [string, string] = ['#b71c1c', '#ffab91'];

export type { SectionHeadingProps };

export function SectionHeading(props: SectionHeadingProps) {
  return <Shared eyebrowColors={THERM_RED} {...props} />;
}
