"""The 2026-07-28 wire protocol: constants, errors, and the per-request validator."""
