import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { REPORT_MAX_BYTES } from 'contracts';
import ReportField from '../ReportField';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { uploadReport: jest.fn() } }));
const api = jest.mocked(endpoints);

const pdf = (name = 'call.pdf', size = 2048) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

let onChange: jest.Mock<(id: number | null) => void>;
beforeEach(() => {
  onChange = jest.fn();
  api.uploadReport.mockReset();
});

const render = () => renderWithApp(<ReportField id="r" onChange={onChange} />, { pathname: '/admin/addnewstock' });

describe('Admin: the Report (PDF) field', () => {
  it('uploads a chosen PDF at once, says its name and pages, hands its id to the form; Remove takes it back', async () => {
    api.uploadReport.mockImplementation(async (_file, progress) => {
      progress(0.5);
      return { id: 42, pages: 12, sha256: 'ab', removed: [] };
    });
    const { user } = render();
    await user.upload(screen.getByLabelText('Report (PDF)'), pdf());
    expect(await screen.findByText(/call\.pdf · 12 pages/)).toBeInTheDocument();
    expect(api.uploadReport).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(42);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says what the server removed from the file before storing it', async () => {
    api.uploadReport.mockResolvedValue({ id: 43, pages: 2, sha256: 'cd', removed: ['password', 'javascript'] });
    const { user } = render();
    await user.upload(screen.getByLabelText('Report (PDF)'), pdf('locked.pdf'));
    expect(
      await screen.findByText(/locked\.pdf · 2 pages · removed: editing restrictions \(owner password\), JavaScript/),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(43);
  });

  it('refuses a file that is not a PDF before any upload', async () => {
    render();
    const input = screen.getByLabelText('Report (PDF)');
    // userEvent honours `accept`; a drop, or a picker set to "all files", does not: a bare change event.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a PDF file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.uploadReport).not.toHaveBeenCalled();
  });

  it('refuses a PDF over the limit before any upload', async () => {
    const { user } = render();
    await user.upload(screen.getByLabelText('Report (PDF)'), pdf('big.pdf', REPORT_MAX_BYTES + 1));
    expect(await screen.findByText('The report is larger than 20 MB.')).toBeInTheDocument();
    expect(api.uploadReport).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalledWith(expect.any(Number));
  });

  it("shows the server's refusal as it words it", async () => {
    api.uploadReport.mockRejectedValue({
      isAxiosError: true,
      response: { status: 400, data: { error: { status: 400, name: 'ValidationError', message: 'The file is not a PDF.' } } },
    });
    const { user } = render();
    await user.upload(screen.getByLabelText('Report (PDF)'), pdf('renamed.pdf'));
    expect(await screen.findByText('The file is not a PDF.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.any(Number));
  });
});
