import { useId, type ReactNode, type Ref } from 'react';
import { CardDescription, CardFooter, CardHeader, CardTitle, StyledCard } from './Card.styles';

export interface CardProps {
  /** Heading of the card (rendered as an h3 unless `headingLevel` says otherwise). */
  title?: ReactNode;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Shown on the right of the title (a badge). */
  badge?: ReactNode;
  /** Where the badge goes: `end` (default), on the right of the title; `above`, on its own line above it, so
   * that cards side by side keep their badges in one place and a narrow card's title keeps its words whole. */
  badgePlacement?: 'end' | 'above';
  /** Muted text under the title. */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Anchor id (scroll targets). */
  id?: string;
  /** Default `md`. */
  padding?: 'md' | 'lg';
  /** Render as a landmark region named by the title. Default false. */
  asRegion?: boolean;
  /** Id for the title element, when something else refers to it (by default one is generated). */
  titleId?: string;
  /** Id of an element whose text completes the region's name after the title (e.g. the application a task card
   * belongs to), so that regions repeated once per item keep unique names. Only with `asRegion`. */
  nameContextId?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A raised surface grouping related content. */
export function Card({ title, headingLevel = 3, badge, badgePlacement = 'end', description, children, actions, id, padding = 'md', asRegion = false, titleId: givenTitleId, nameContextId, ref }: CardProps) {
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  return (
    <StyledCard
      ref={ref}
      id={id}
      as={asRegion ? 'section' : 'div'}
      aria-labelledby={asRegion && title ? (nameContextId ? `${titleId} ${nameContextId}` : titleId) : undefined}
      $padding={padding}
      $interactive={false}
    >
      {title || badge ? (
        <CardHeader $badgeAbove={badgePlacement === 'above' && Boolean(title) && Boolean(badge)}>
          {title ? (
            <CardTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </CardTitle>
          ) : null}
          {badge}
        </CardHeader>
      ) : null}
      {description ? <CardDescription>{description}</CardDescription> : null}
      {children}
      {actions ? <CardFooter>{actions}</CardFooter> : null}
    </StyledCard>
  );
}
