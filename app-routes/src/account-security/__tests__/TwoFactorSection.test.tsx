import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import { MFA_TEXTS } from 'contracts';
import TwoFactorSection from '../TwoFactorSection';
import { qrPath } from '../QrCode';
import { endpoints } from '../../api/endpoints';
import { renderWithApp } from '../../screens/__tests__/renderWithApp';

jest.mock('../../api/endpoints', () => ({
  endpoints: { user: jest.fn(), mfaSetup: jest.fn(), mfaEnable: jest.fn(), mfaDisable: jest.fn() },
}));
const api = jest.mocked(endpoints);
// qrcode encodes with TextEncoder, which browsers have and jsdom does not.
Object.assign(globalThis, { TextEncoder });

const USER = { id: 7, first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.in', phone: '9876543210', admin: 0 };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Firm:ravi%40example.in?secret=JBSWY3DPEHPK3PXP&issuer=Firm',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String.fromCharCode(106 + i)}k`);

beforeEach(() => {
  api.mfaSetup.mockResolvedValue(SETUP);
  api.mfaEnable.mockResolvedValue({ recoveryCodes: CODES });
  api.mfaDisable.mockResolvedValue({} as never);
});

describe('Two-factor sign-in in My Account', () => {
  it('off: set up shows the QR code and the secret; a code turns it on and shows the recovery codes once', async () => {
    api.user.mockResolvedValue({ ...USER, mfaEnabled: false } as never);
    const { user } = renderWithApp(<TwoFactorSection userId={7} />);
    expect(await screen.findByText(MFA_TEXTS.off)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.start }));
    expect(await screen.findByRole('img', { name: MFA_TEXTS.qrAlt })).toBeInTheDocument();
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent(SETUP.secret);
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.turnOn }));
    expect(api.mfaEnable).toHaveBeenCalledWith('123456');
    const list = await screen.findByRole('list', { name: MFA_TEXTS.recoveryTitle });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(MFA_TEXTS.recoveryNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.recoveryDone }));
    expect(screen.queryByRole('list', { name: MFA_TEXTS.recoveryTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MFA_TEXTS.on);
  });

  it('on: a code turns it off', async () => {
    api.user.mockResolvedValue({ ...USER, mfaEnabled: true } as never);
    const { user } = renderWithApp(<TwoFactorSection userId={7} />);
    expect(await screen.findByText(MFA_TEXTS.on)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Authentication code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.turnOff }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MFA_TEXTS.turnedOff));
    expect(api.mfaDisable).toHaveBeenCalledWith('abcde-fghjk');
  });

  it('the QR code is the otpauth URL drawn with a quiet zone', () => {
    const { d, side } = qrPath(SETUP.otpauthUrl);
    expect(side).toBeGreaterThan(21 + 8);
    expect(d).toMatch(/^M4 4h1v1h-1z/);
  });
});
