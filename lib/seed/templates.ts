// Every seeded library template, in one list (pure data: the quality gate reads it without a database).
import type { LibraryPrompt } from './compose';
import { freeOne } from './library/free-1';
import { freeTwo } from './library/free-2';
import { freeThree } from './library/free-3';
import { proOne } from './library/pro-1';
import { proTwo } from './library/pro-2';
import { demoTemplates } from './library/demo';
import { marketing } from './library/marketing';
import { sales } from './library/sales';
import { writing } from './library/writing';
import { businessStrategy } from './library/business-strategy';
import { productivity } from './library/productivity';
import { customerSupport } from './library/customer-support';
import { humanResources } from './library/human-resources';
import { education } from './library/education';
import { softwareDevelopment } from './library/software-development';
import { socialMedia } from './library/social-media';
import { email } from './library/email';
import { personalGrowth } from './library/personal-growth';
import { career } from './library/career';
import { research } from './library/research';
import { designUx } from './library/design-ux';
import { realEstate } from './library/real-estate';
import { personalFinance } from './library/personal-finance';
import { travel } from './library/travel';
import { creativeWriting } from './library/creative-writing';
import { nonprofit } from './library/nonprofit';
import { executiveLeadership } from './library/executive-leadership';
import { dataAnalytics } from './library/data-analytics';
import { productManagement } from './library/product-management';
import { advancedMarketing } from './library/advanced-marketing';
import { legalCompliance } from './library/legal-compliance';
import { financeAccounting } from './library/finance-accounting';

export const LIBRARY: LibraryPrompt[] = [
  ...freeOne, ...freeTwo, ...freeThree, ...proOne, ...proTwo, ...demoTemplates,
  ...marketing, ...sales, ...writing, ...businessStrategy, ...productivity, ...customerSupport, ...humanResources,
  ...education, ...softwareDevelopment, ...socialMedia, ...email, ...personalGrowth, ...career, ...research, ...designUx,
  ...realEstate, ...personalFinance, ...travel, ...creativeWriting, ...nonprofit, ...executiveLeadership, ...dataAnalytics,
  ...productManagement, ...advancedMarketing, ...legalCompliance, ...financeAccounting,
];
