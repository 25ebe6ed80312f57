// The page the address opens and its catalog parts, from the app's route table (src/app/routes.ts).
import { ROUTES, routeNameOf, type RouteName } from '../app/routes';

/** The page the guard will show at this address, as far as the address and a stored session tell. */
export const firstRoute = (pathname: string, signedIn: boolean): RouteName => routeNameOf(pathname, signedIn);

/** The catalog parts a page shows; none for a name that is not a page's ('signedIn', 'toast'). */
export const catalogPartsOf = (name: string): readonly string[] => ROUTES.find((route) => route.name === name)?.parts ?? [];
