import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES } from '../../lib/dto/users';
import { ONBOARDING_ROLES } from '../../lib/onboarding';

// One row per person. better-auth reads and writes the first seven columns (its "user" model);
// the rest are ours: role and the subscription fields of spec P1 §3 and P2 §3.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),

    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    // Which provider created the person and that provider's id for them (Clerk's user id).
    authProvider: text('auth_provider', { enum: ['local', 'clerk'] }).notNull().default('local'),
    authProviderId: text('auth_provider_id'),

    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionId: text('subscription_id'),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    lastBillingDate: timestamp('last_billing_date', { withTimezone: true }),
    scheduledAction: text('scheduled_action'),
    // Occurred-time of the last billing event applied, so an older event never rolls state back.
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    freeExpiryDate: timestamp('free_expiry_date', { withTimezone: true }),

    // Onboarding (spec P2 §2, §4): the role chosen at step 2, when it was started and completed, and
    // the first visit of the home (the visits after it say 'Welcome back'). Kept here, not only in
    // local storage, so the onboarding does not come back on another device.
    userRole: text('user_role', { enum: ONBOARDING_ROLES }),
    onboardingStartedAt: timestamp('onboarding_started_at', { withTimezone: true }),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    // The step reached (2 to 5) of an onboarding started and not yet completed: a reload or a later
    // visit resumes there. Null for rows from before it was kept.
    onboardingStep: smallint('onboarding_step'),
    firstHomeVisitAt: timestamp('first_home_visit_at', { withTimezone: true }),
    // When the trial-ending reminder went out (npm run mail -- trial-reminders), so it goes once per trial.
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    // How many days the usage trail keeps (docs/memory.md#the-usage-trail); 0 keeps none.
    trailDays: smallint('trail_days').notNull().default(90),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_auth_provider_id_uq').on(t.authProvider, t.authProviderId),
    index('users_role_idx').on(t.role),
    index('users_subscription_id_idx').on(t.subscriptionId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
