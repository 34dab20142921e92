import { createContext } from 'react';

/** The translated title of the route being shown: the shell's RouteScreen provides it, ScreenError reads it. */
export const RouteTitleContext = createContext('');
