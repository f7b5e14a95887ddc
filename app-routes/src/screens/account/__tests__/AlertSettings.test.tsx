import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_KIND_LABELS, ALERT_SETTINGS_ID, PHONE_ALERTS_LABEL, PREFERENCES_MESSAGES, type PreferencesAnswer } from 'contracts';
import AlertSettings from '../AlertSettings';
import { endpoints } from '../../../api/endpoints';

jest.mock('../../../api/endpoints', () => ({ endpoints: { alertPreferences: jest.fn() } }));
const api = jest.mocked(endpoints);

const ALL_ON = { calls: true, updates: true, reminders: true };
const answer = (over: Partial<PreferencesAnswer> = {}): PreferencesAnswer => ({
  alerts: ALL_ON,
  phoneAlerts: false,
  phoneAlertsConsentAt: null,
  ...over,
});

describe('AlertSettings', () => {
  beforeEach(() => {
    api.alertPreferences.mockImplementation(async (_id, change) => ({
      alerts: { ...ALL_ON, ...(change?.alerts ?? {}) },
      phoneAlerts: Boolean(change?.phoneAlerts),
      phoneAlertsConsentAt: change?.phoneAlerts ? '2026-11-27T04:30:00.000Z' : null,
    }));
  });

  it('shows one labelled switch per kind, as stored, and the phone consent off', async () => {
    api.alertPreferences.mockResolvedValueOnce(answer({ alerts: { ...ALL_ON, reminders: false } }));
    render(<AlertSettings userId={7} />);
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    const reminders = screen.getByRole('switch', { name: ALERT_KIND_LABELS.reminders });
    await waitFor(() => expect(reminders).toBeEnabled());
    expect(reminders).not.toBeChecked();
    expect(screen.getByRole('switch', { name: ALERT_KIND_LABELS.calls })).toBeChecked();
    expect(screen.getByRole('switch', { name: ALERT_KIND_LABELS.updates })).toBeChecked();
    expect(screen.getByRole('switch', { name: PHONE_ALERTS_LABEL })).not.toBeChecked();
    expect(api.alertPreferences).toHaveBeenCalledWith(7);
  });

  it('saves a change at once and says so', async () => {
    const user = userEvent.setup();
    render(<AlertSettings userId={7} />);
    const updates = screen.getByRole('switch', { name: ALERT_KIND_LABELS.updates });
    await waitFor(() => expect(updates).toBeEnabled());
    await user.click(updates);
    expect(await screen.findByRole('status')).toHaveTextContent(PREFERENCES_MESSAGES.saved);
    expect(api.alertPreferences).toHaveBeenLastCalledWith(7, { alerts: { updates: false } });
    expect(updates).not.toBeChecked();
  });

  it('the phone consent is given with its own switch and its moment is shown (IST)', async () => {
    const user = userEvent.setup();
    render(<AlertSettings userId={7} />);
    const phone = screen.getByRole('switch', { name: PHONE_ALERTS_LABEL });
    await waitFor(() => expect(phone).toBeEnabled());
    await user.click(phone);
    expect(await screen.findByRole('status')).toHaveTextContent(PREFERENCES_MESSAGES.saved);
    expect(api.alertPreferences).toHaveBeenLastCalledWith(7, { phoneAlerts: true });
    expect(phone).toBeChecked();
    expect(phone).toHaveAccessibleDescription(/You agreed on 27\/11\/2026, 10:00:00 am IST/i);
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

  it("comes into view when the page's address ends in the alerts' own #alert-settings (every alert's Manage alerts link)", () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element asks.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.location.hash = '';
    const { unmount } = render(<AlertSettings userId={7} />);
    expect(scrolled).toHaveLength(0);
    unmount();
    window.location.hash = `#${ALERT_SETTINGS_ID}`;
    render(<AlertSettings userId={7} />);
    expect(scrolled).toEqual([screen.getByTestId('alert-settings')]);
    window.location.hash = '';
  });
});
