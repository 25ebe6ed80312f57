import type { PageWidth } from '../theme/page-column';
import type { ReactNode, Ref } from 'react';
import { StyledDivider, StyledGrid, StyledPage, StyledSection, StyledStack, type SpaceStep } from './Layout.styles';

export interface StackProps {
  children: ReactNode;
  /** Default `column`. */
  direction?: 'row' | 'column';
  /** Theme space step between children. Default 4 (1rem). */
  gap?: SpaceStep;
  /** CSS align-items. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** CSS justify-content. */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Let row children wrap onto new lines. */
  wrap?: boolean;
  /** A row that stacks as a column below this breakpoint (mobile first). */
  stackBelow?: 'sm' | 'md' | 'lg';
  /** Render as another element (e.g. `ul`, `nav`). */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'form';
  /** Accessible name when rendered as a landmark. */
  'aria-label'?: string;
}

const flex = { start: 'flex-start', end: 'flex-end', center: 'center', stretch: 'stretch', baseline: 'baseline', 'space-between': 'space-between' } as const;

/** Lays out children in a row or column with a theme gap. */
export function Stack({ children, direction = 'column', gap = 4, align, justify, wrap = false, stackBelow, as, ...aria }: StackProps) {
  return (
    <StyledStack
      as={as}
      {...aria}
      $direction={direction}
      $gap={gap}
      $align={align ? flex[align] : undefined}
      $justify={justify ? flex[justify] : undefined}
      $wrap={wrap}
      $stackBelow={stackBelow}
    >
      {children}
    </StyledStack>
  );
}

export interface GridProps {
  children: ReactNode;
  /** Minimum column width for an auto-filling grid. Default '16rem'. */
  minColumnWidth?: string;
  /** Fixed column count from the `md` breakpoint up (one column below). Overrides `minColumnWidth`. */
  columns?: number;
  /** Default 4. */
  gap?: SpaceStep;
}

/** A responsive grid: one column on a phone, more as space allows. */
export function Grid({ children, minColumnWidth = '16rem', columns, gap = 4 }: GridProps) {
  return (
    <StyledGrid $min={minColumnWidth} $columns={columns} $gap={gap}>
      {children}
    </StyledGrid>
  );
}

export interface PageProps {
  children: ReactNode;
  /** Content width. Default `default`. The page's PageHeader takes the same, so both share one column edge. */
  width?: PageWidth;
  /** The `id` of the main landmark (skip links). */
  id?: string;
}

/** The main landmark of a screen, centred, with mobile-first padding. */
export function Page({ children, width = 'default', id }: PageProps) {
  return (
    <StyledPage id={id} $width={width}>
      {children}
    </StyledPage>
  );
}

export interface SectionProps {
  children: ReactNode;
  /** Anchor id (the documents screen scrolls to sections). */
  id?: string;
  /** Name the region (usually the id of its heading). */
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
}

/** A thematic group of content on a page. */
export function Section({ children, ...rest }: SectionProps) {
  return <StyledSection {...rest}>{children}</StyledSection>;
}

/** A horizontal rule between groups. */
export function Divider() {
  return <StyledDivider />;
}
