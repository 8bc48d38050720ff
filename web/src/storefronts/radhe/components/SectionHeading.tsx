/** The radhe section heading: the shared storefront SectionHeading in the theme's blue. */
export { SectionHeading, type SectionHeadingProps } from '../../components/SectionHeading.tsx';
