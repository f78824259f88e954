import { route } from '@/lib/http';
import { listSystemCategories } from '@/lib/services/categories';

export const GET = route(async () => listSystemCategories());
