// Figures as the dashboard shows them (en-US, like the rest of the admin pages).
// Whole dollars as $64, cents as $19.40 (never $19.4).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Significant digits, not decimals: a customer's 0.00036 GB must not show as 0.
const gigabytes = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 });

export const formatMoney = (value: number): string => (Number.isInteger(value) ? dollars : cents).format(value);
export const formatCount = (value: number): string => count.format(value);
export const formatGB = (value: number): string => gigabytes.format(value);
