import { route } from '@/lib/http';
import { listCustomCategories } from '@/lib/services/categories';

export const GET = route(async ({ viewer }) => listCustomCategories(viewer));
