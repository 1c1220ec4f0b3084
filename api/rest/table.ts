import { adminRoutes } from './adminRoutes';
import { affiliateRoutes } from './affiliateRoutes';
import { authRoutes } from './authRoutes';
import { generationRoutes } from './generationRoutes';
import { paymentRoutes } from './paymentRoutes';
import type { RestRoute } from './route';
import { userRoutes } from './userRoutes';

/** Every /api/* shim. Later domains add their route lists here. */
export const restRoutes: RestRoute[] = [...userRoutes, ...authRoutes, ...paymentRoutes, ...generationRoutes, ...adminRoutes, ...affiliateRoutes];
