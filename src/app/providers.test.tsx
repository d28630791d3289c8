import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/app/testing/app-test-harness';

describe('AppProviders', () => {
  it("names every dialog's close button in the UI language", async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Settings">
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });
});
