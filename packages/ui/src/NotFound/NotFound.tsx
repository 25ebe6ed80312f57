import type { Ref } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';
import { focusTarget } from '../theme/media';

export interface NotFoundProps {
  /** The heading (e.g. 'Oops! Page not found'). */
  title: string;
  /** The explanation under it. */
  message: string;
  /** The home link text (e.g. 'Return to Home'). */
  homeLabel: string;
  /** Where the home link goes. Default '/'. */
  homeHref?: string;
  /** Large status code shown above the title. Default '404'. */
  code?: string;
  /** Makes the title a focus target (the page's main heading takes the focus on arrival). */
  titleRef?: Ref<HTMLHeadingElement>;
}

const Root = styled.main`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface.page};
`;

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: 4rem;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary.text};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  color: ${({ theme }) => theme.colors.text.heading};
  ${focusTarget}
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** The page for an unknown route. */
export function NotFound({ title, message, homeLabel, homeHref = '/', code = '404', titleRef }: NotFoundProps) {
  return (
    <Root>
      <Code aria-hidden="true">{code}</Code>
      <Title ref={titleRef} tabIndex={titleRef === undefined ? undefined : -1}>
        {title}
      </Title>
      <Message>{message}</Message>
      <Link href={homeHref}>{homeLabel}</Link>
    </Root>
  );
}
