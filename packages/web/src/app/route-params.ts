// A page's address parameters, read from the address by the domain's parser for each: the page and its first reads
// (route-data.ts) read them here, the same way.
import { parseApplicationId, parseAssignmentId, parseBookingId, type InvalidApplicationId, type InvalidAssignmentId, type InvalidBookingId, type Result } from '@admission/domain';
import { useLocation } from 'react-router-dom';
import { matchesPath, routeNamed, type AnyRouteParamName, type RouteName, type RouteParamName } from './routes';

type InvalidRouteParam = InvalidApplicationId | InvalidAssignmentId | InvalidBookingId;

/** The parser of each parameter of the table: an assignment id is read as one, not as an application id. */
const PARSERS: { readonly [Param in AnyRouteParamName]: (raw: string | undefined) => Result<number, InvalidRouteParam> } = {
  applicationId: parseApplicationId,
  assignmentId: parseAssignmentId,
  bookingId: parseBookingId,
};

/** The parameter `param` of the page named `name` in `pathname`, parsed; refused when absent or not valid. */
export function routeParam<Name extends RouteName>(name: Name, param: RouteParamName<Name> & AnyRouteParamName, pathname: string): Result<number, InvalidRouteParam> {
  const pattern = routeNamed(name).path;
  const raw = matchesPath(pattern, pathname) ? pathname.split('/')[pattern.split('/').indexOf(`:${param}`)] : undefined;
  return PARSERS[param](raw);
}

/** The current page's parameter `param`, parsed (the page named `name` reads its own). */
export function useRouteParam<Name extends RouteName>(name: Name, param: RouteParamName<Name> & AnyRouteParamName): Result<number, InvalidRouteParam> {
  return routeParam(name, param, useLocation().pathname);
}
