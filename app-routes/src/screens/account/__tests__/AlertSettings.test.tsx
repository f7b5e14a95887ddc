import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_KIND_LABELS, PREFERENCES_MESSAGES } from 'contracts';
import AlertSettings from '../AlertSettings';
import { endpoints } from '../../../api/endpoints';

jest.mock('../../../api/endpoints', () => ({ endpoints: { alertPreferences: jest.fn() } }));
const api = jest.mocked(endpoints);

const ALL_ON = { calls: true, updates: true, reminders: true };

describe('AlertSettings', () => {
  beforeEach(() => {
    api.alertPreferences.mockImplementation(async (_id, alerts) => ({ ...ALL_ON, ...(alerts ?? {}) }));
  });

  it('shows one labelled switch per kind, as stored', async () => {
    api.alertPreferences.mockResolvedValueOnce({ ...ALL_ON, reminders: false });
    render(<AlertSettings userId={7} />);
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    const reminders = screen.getByRole('switch', { name: ALERT_KIND_LABELS.reminders });
    await waitFor(() => expect(reminders).toBeEnabled());
    expect(reminders).not.toBeChecked();
    expect(screen.getByRole('switch', { name: ALERT_KIND_LABELS.calls })).toBeChecked();
    expect(screen.getByRole('switch', { name: ALERT_KIND_LABELS.updates })).toBeChecked();
    expect(api.alertPreferences).toHaveBeenCalledWith(7);
  });

  it('saves a change at once and says so', async () => {
    const user = userEvent.setup();
    render(<AlertSettings userId={7} />);
    const updates = screen.getByRole('switch', { name: ALERT_KIND_LABELS.updates });
    await waitFor(() => expect(updates).toBeEnabled());
    await user.click(updates);
    expect(await screen.findByRole('status')).toHaveTextContent(PREFERENCES_MESSAGES.saved);
    expect(api.alertPreferences).toHaveBeenLastCalledWith(7, { updates: false });
    expect(updates).not.toBeChecked();
  });

  it('a failed save leaves the switch as it was and says why', async () => {
    const user = userEvent.setup();
    render(<AlertSettings userId={7} />);
    const calls = screen.getByRole('switch', { name: ALERT_KIND_LABELS.calls });
    await waitFor(() => expect(calls).toBeEnabled());
    api.alertPreferences.mockRejectedValueOnce(new Error('network'));
    await user.click(calls);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('could not be saved'));
    expect(calls).toBeChecked();
  });
});
