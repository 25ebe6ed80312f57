export { Stack, Grid, Page, Section, Divider, type StackProps, type GridProps, type PageProps, type SectionProps } from './Layout';
export type { SpaceStep } from './Layout.styles';
