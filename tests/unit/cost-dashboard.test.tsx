// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The toasts are what the person sees of a failure; the dashboard's storage and exports stay real.
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/lib/notify', () => ({ notify }));
// The chart (recharts) is not what these tests are about, and jsdom has no layout for it.
vi.mock('next/dynamic', () => ({ default: () => () => null }));

// jsdom has no modal <dialog>: open and close it as the browser does, without the top layer.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

const { CostDashboard } = await import('@/components/admin/cost/cost-dashboard');

const yearFiveCustomers = () => within(screen.getByRole('region', { name: 'Five-year cost projection' })).getAllByRole('row')[5]!.querySelector('td')!.textContent;

describe('the cost dashboard’s messages (spec P2 §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    notify.success.mockReset();
    notify.error.mockReset();
  });
  afterEach(cleanup);

  it('a refused auto-save says "Failed to save costDashboardInputs" once, and the projection still follows', async () => {
    render(<CostDashboard />);
    const growth = await screen.findByLabelText('Yearly growth rate (%)');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.change(growth, { target: { value: '50' } });
    fireEvent.change(growth, { target: { value: '60' } });
    expect(notify.error.mock.calls).toEqual([['Failed to save costDashboardInputs']]);
    // 100 × 1.6^4 = 655.36 → 655
    expect(yearFiveCustomers()).toBe('655');
  });

  it('a refused Save Scenario says "Failed to save scenario" and keeps the dialog open', async () => {
    render(<CostDashboard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Scenario' }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Plan B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notify.error).toHaveBeenCalledWith('Failed to save scenario');
    expect(screen.getByLabelText('Scenario name')).toBeInTheDocument();
  });

  it('a scenario gone from storage when Load is pressed says "Failed to load scenario"; one still there loads', async () => {
    render(<CostDashboard />);
    fireEvent.change(await screen.findByLabelText('Customers in year 1'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Scenario' }));
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notify.success).toHaveBeenCalledWith('Scenario "Big" saved');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(yearFiveCustomers()).toBe('207');
    const select = screen.getByLabelText('Load Scenario');
    fireEvent.change(select, { target: { value: (within(select).getByRole('option', { name: 'Big' }) as HTMLOptionElement).value } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(notify.success).toHaveBeenCalledWith('Scenario "Big" loaded');
    // 1000 × 1.2^4 = 2073.6 → 2074
    expect(yearFiveCustomers()).toBe('2,074');
    expect(screen.getByLabelText('Customers in year 1')).toHaveValue(1000);

    localStorage.removeItem('costDashboardScenarios');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(notify.error).toHaveBeenCalledWith('Failed to load scenario');
  });

  it('an export the browser refuses says "Failed to export data"', async () => {
    render(<CostDashboard />);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('no blobs here');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Data as CSV' }));
    expect(notify.error).toHaveBeenCalledWith('Failed to export data');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('an invalid input is named in place and never reaches the projection', async () => {
    render(<CostDashboard />);
    const customers = await screen.findByLabelText('Customers in year 1');
    fireEvent.change(customers, { target: { value: '-5' } });
    expect(screen.getByText('Must be 0 or more')).toBeInTheDocument();
    expect(customers).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/One input is not valid/)).toBeInTheDocument();
    expect(yearFiveCustomers()).toBe('207');
  });
});
